import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { EInvoiceDocument, OrderEInvoice } from '../../domain/contract/e-invoices';
import { t } from '../../domain/words/catalogue';
import { formatDateTime } from '../../domain/words/format';
import { Spinner } from '../components/Spinner';
import { eyebrowClass, quietButtonClass, textLinkClass } from '../components/ui';
import { accountPageMeta } from '../features/account/meta';
import { RequireLogin } from '../features/account/RequireLogin';
import { ublView, type PartyView, type UblView } from '../features/e-invoices/ubl-view';
import { ValidationQr } from '../features/e-invoices/ValidationQr';
import { kindWords, statusWords } from '../features/e-invoices/words';
import { shopApi } from '../lib/api-client';
import { formatRinggit } from '../lib/format';
import { drawnFor } from '../lib/personal-page';
import type { Route } from './+types/order-e-invoice';

export function meta({ matches, params }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('eInvoices.print.title', { number: params.number }), description: t('eInvoices.print.heading'), path: `/orders/${params.trackingid}/e-invoice/${params.number}` });
}

/** The document of the shopper's own order: its submitted document with this number, or none yet. */
const documentOf = (eInvoice: OrderEInvoice | undefined, number: string): EInvoiceDocument | undefined => eInvoice?.documents.find((d) => d.code_number === number && d.document);

/** The e-invoice, drawn by the server for the shopper it knows (null for a visitor, or not theirs: read in the browser). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return { document: await drawnFor<EInvoiceDocument>(context, `/api/order/${encodeURIComponent(params.trackingid)}/e-invoice`, (body) => documentOf(body.e_invoice as OrderEInvoice | undefined, params.number)) };
}

export default function OrderEInvoicePage({ loaderData }: Route.ComponentProps) {
  const { trackingid = '', number = '' } = useParams();
  const drawn = loaderData?.document ?? null;
  return (
    <RequireLogin drawnByServer={drawn !== null}>
      <PrintableEInvoice key={`${trackingid} ${number}`} trackingId={trackingid} number={number} drawn={drawn} />
    </RequireLogin>
  );
}

function Party({ heading, party }: { heading: string; party: PartyView }) {
  return (
    <div className="text-sm">
      <p className={eyebrowClass}>{heading}</p>
      <p className="mt-2 font-serif text-lg text-ink">{party.name}</p>
      {party.address.map((line) => (
        <p key={line} className="text-stone">
          {line}
        </p>
      ))}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-stone">
        {party.ids
          .filter((i) => i.id && i.id !== 'NA')
          .map((i) => (
            <div key={i.scheme} className="contents">
              <dt>{i.scheme}</dt>
              <dd className="text-ink tabular-nums">{i.id}</dd>
            </div>
          ))}
        {party.msic && (
          <>
            <dt>{t('eInvoices.print.msic')}</dt>
            <dd className="text-ink">{party.msic}</dd>
          </>
        )}
      </dl>
    </div>
  );
}

/**
 * The printable e-invoice of the shopper's own order (issue 27): supplier and buyer, lines, tax and totals as the
 * document submitted to LHDN says them, with its UUID, validation link and QR code once Valid.
 */
function PrintableEInvoice({ trackingId, number, drawn }: { trackingId: string; number: string; drawn: EInvoiceDocument | null }) {
  const [doc, setDoc] = useState<EInvoiceDocument | null | undefined>(drawn ?? undefined);
  useEffect(() => {
    if (drawn) return;
    void shopApi.get<{ e_invoice: OrderEInvoice }>(`/api/order/${encodeURIComponent(trackingId)}/e-invoice`).then((answer) => {
      setDoc(documentOf(answer?.e_invoice, number) ?? null);
    });
  }, [trackingId, number, drawn]);
  if (doc === undefined) return <Spinner label={t('eInvoices.print.heading')} />;
  const back = (
    <Link to={`/orders/${encodeURIComponent(trackingId)}`} className={`text-[0.7rem] tracking-[0.2em] uppercase ${textLinkClass}`}>
      {t('eInvoices.print.back')}
    </Link>
  );
  if (!doc?.document) {
    return (
      <main className="mx-auto max-w-4xl px-5 py-16">
        <p className="text-stone">{t('eInvoices.print.notValidYet')}</p>
        <p className="mt-6">{back}</p>
      </main>
    );
  }
  const view = ublView(doc.document);
  return (
    <main className="mx-auto max-w-4xl px-5 py-12 sm:px-6 print:max-w-none print:p-0">
      <div className="flex items-center justify-between gap-4 print:hidden">
        {back}
        <button type="button" onClick={() => window.print()} className={quietButtonClass}>
          {t('eInvoices.print.printNow')}
        </button>
      </div>
      <article className="mt-8 border border-pearl bg-white p-6 sm:p-10 print:border-0 print:p-0" data-testid="printable-e-invoice">
        <EInvoiceHeading doc={doc} view={view} />
        <div className="grid gap-8 border-b border-pearl py-6 sm:grid-cols-2">
          <Party heading={t('eInvoices.print.supplier')} party={view.supplier} />
          <Party heading={t('eInvoices.print.buyer')} party={view.buyer} />
        </div>
        <EInvoiceLines lines={view.lines} />
        <EInvoiceTotals view={view} />
      </article>
    </main>
  );
}

/** The document's kind, number, issue date and status, and once validated its QR code and UUID. */
function EInvoiceHeading({ doc, view }: { doc: EInvoiceDocument; view: UblView }) {
  return (
    <header className="flex flex-col gap-6 border-b border-pearl pb-6 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <p className={eyebrowClass}>{kindWords()[doc.kind]}</p>
        <h1 className="mt-2 text-3xl sm:text-4xl">{view.number}</h1>
        <p className="mt-2 text-sm text-stone">
          {t('eInvoices.print.issued')} {formatDateTime(view.issued)} · {statusWords()[doc.status]}
        </p>
        {view.original && <p className="mt-1 text-sm text-stone">{t('eInvoices.print.original', { number: view.original })}</p>}
      </div>
      {doc.validation_link && (
        <div className="flex items-center gap-4 sm:flex-col sm:items-end">
          <ValidationQr link={doc.validation_link} label={t('eInvoices.order.qrCode')} size={120} />
          <p className="text-xs text-stone sm:text-right">
            {t('eInvoices.print.validated')}
            <br />
            {t('eInvoices.order.uuid')}
            {/* the UUID whole on one line where there is room; in two on a phone */}
            <span className="block break-all sm:break-normal sm:whitespace-nowrap">{doc.uuid}</span>
          </p>
        </div>
      )}
    </header>
  );
}

/** The document's lines: description, quantity, unit price and tax (on wider screens) and amount. */
function EInvoiceLines({ lines }: { lines: UblView['lines'] }) {
  return (
    <div className="overflow-x-auto">
      <table className="mt-6 w-full text-left text-sm">
        <thead className="text-[0.7rem] tracking-[0.15em] text-stone uppercase">
          <tr>
            <th className="pb-3 font-normal">{t('eInvoices.print.description')}</th>
            <th className="pb-3 pl-4 text-right font-normal">{t('eInvoices.print.quantity')}</th>
            <th className="hidden pb-3 pl-4 text-right font-normal sm:table-cell">{t('eInvoices.print.unitPrice')}</th>
            <th className="hidden pb-3 pl-4 text-right font-normal sm:table-cell">{t('eInvoices.print.tax')}</th>
            <th className="pb-3 pl-4 text-right font-normal">{t('eInvoices.print.amount')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-pearl border-y border-pearl">
          {lines.map((l, i) => (
            <tr key={i}>
              <td className="py-3 pr-4">{l.description}</td>
              <td className="py-3 pl-4 text-right whitespace-nowrap tabular-nums">{l.quantity}</td>
              <td className="hidden py-3 pl-4 text-right whitespace-nowrap tabular-nums sm:table-cell">{formatRinggit(l.unitPrice)}</td>
              <td className="hidden py-3 pl-4 text-right whitespace-nowrap tabular-nums sm:table-cell">{formatRinggit(l.tax)}</td>
              <td className="py-3 pl-4 text-right whitespace-nowrap tabular-nums">{formatRinggit(l.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Subtotal, tax and the total payable. */
function EInvoiceTotals({ view }: { view: UblView }) {
  return (
    <dl className="mt-6 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm">
      <dt className="text-stone">{t('eInvoices.print.subtotal')}</dt>
      <dd className="text-right tabular-nums">{formatRinggit(view.exclusive)}</dd>
      <dt className="text-stone">{t('eInvoices.print.taxTotal')}</dt>
      <dd className="text-right tabular-nums">{formatRinggit(view.tax)}</dd>
      <dt className="border-t border-pearl pt-3 tracking-[0.15em] uppercase">{t('eInvoices.print.total')}</dt>
      <dd className="border-t border-pearl pt-3 text-right font-medium tabular-nums" data-testid="printable-total">
        {formatRinggit(view.payable)}
      </dd>
    </dl>
  );
}
