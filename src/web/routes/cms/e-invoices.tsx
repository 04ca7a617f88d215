import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { E_INVOICE_STATUSES, type CmsEInvoice } from '../../../domain/contract/e-invoices';
import { t } from '../../../domain/words/catalogue';
import { formatMonth } from '../../../domain/words/format';
import { errorNotice, NoticeArea, successNotice, useNotice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { buttonClass, inputBoxClass, labelClass, quietButtonClass, textLinkClass } from '../../components/ui';
import { accountPageMeta } from '../../features/account/meta';
import { StaffShell } from '../../features/cms/StaffShell';
import { useCmsAnswer } from '../../features/cms/use-cms';
import { BuyerFields, buyerErrors, EMPTY_BUYER, type BuyerForm } from '../../features/e-invoices/BuyerFields';
import { kindWords, statusTone, statusWords } from '../../features/e-invoices/words';
import { shopApi } from '../../lib/api-client';
import { formatRinggit, formatShopDate } from '../../lib/format';
import type { Route } from './+types/e-invoices';

export function meta({ matches }: Route.MetaArgs) {
  return accountPageMeta(matches, { title: t('eInvoices.cms.title'), description: t('eInvoices.cms.intro'), path: '/cms/e-invoices' });
}

/** The back-office's e-invoices (issue 27): per order and per month, their status, LHDN's reasons, resubmission and the JSON. */
export default function CmsEInvoices() {
  return (
    <StaffShell title={t('eInvoices.cms.title')}>
      <EInvoiceList />
    </StaffShell>
  );
}

async function download(number: string) {
  const answer = await shopApi.get<{ document: Record<string, unknown> }>(`/api/cms/e-invoices/${encodeURIComponent(number)}/document`);
  if (!answer?.document) return;
  const url = URL.createObjectURL(new Blob([JSON.stringify(answer.document, null, 2)], { type: 'application/json' }));
  const a = Object.assign(window.document.createElement('a'), { href: url, download: `${number}.json` });
  a.click();
  URL.revokeObjectURL(url);
}

function EInvoiceList() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const month = params.get('month') ?? '';
  const order = params.get('order') ?? '';
  const query = new URLSearchParams(Object.entries({ status, month, order }).filter(([, v]) => v)).toString();
  const { answer, reload } = useCmsAnswer<{ total: number; e_invoices: CmsEInvoice[] }>(`/api/cms/e-invoices${query ? `?${query}` : ''}`);
  const [open, setOpen] = useState<string | null>(null);
  const statuses = statusWords();
  const kinds = kindWords();
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };
  return (
    <div className="grid gap-8">
      <p className="max-w-3xl text-sm text-stone">{t('eInvoices.cms.intro')}</p>
      <form
        className="flex flex-wrap items-end gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          set('order', String(form.get('order') ?? '').trim());
        }}
      >
        <label className="grid">
          <span className={labelClass}>{t('eInvoices.cms.month')}</span>
          <input type="month" value={month} onChange={(e) => set('month', e.target.value)} className={`${inputBoxClass} py-2`} />
        </label>
        <label className="grid">
          <span className={labelClass}>{t('eInvoices.cms.status')}</span>
          <select value={status} onChange={(e) => set('status', e.target.value)} className={`${inputBoxClass} py-2`}>
            <option value="">{t('eInvoices.cms.all')}</option>
            {E_INVOICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statuses[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid">
          <span className={labelClass}>{t('eInvoices.cms.order')}</span>
          <input name="order" defaultValue={order} className={`${inputBoxClass} py-2`} />
        </label>
        <button type="submit" className={`${quietButtonClass} py-2.5`}>
          {t('eInvoices.cms.search')}
        </button>
      </form>
      {!answer ? (
        <Spinner label={t('eInvoices.cms.title')} />
      ) : answer.code !== '200' ? (
        <p className="text-ruby">{answer.message}</p>
      ) : answer.e_invoices.length === 0 ? (
        <p className="border border-pearl bg-white px-6 py-12 text-center text-stone">{t('eInvoices.cms.nothing')}</p>
      ) : (
        <ul className="divide-y divide-pearl border border-pearl bg-white" data-cms-e-invoices="">
          {answer.e_invoices.map((e) => (
            <li key={e.code_number} className="px-5 py-4" data-e-invoice={e.code_number}>
              <button type="button" onClick={() => setOpen(open === e.code_number ? null : e.code_number)} aria-expanded={open === e.code_number} className="grid w-full gap-2 text-left text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1.5fr)_auto_auto] sm:items-center sm:gap-5">
                <span>
                  <span className="block font-medium">{e.code_number}</span>
                  <span className="block text-xs text-stone">{kinds[e.kind]}</span>
                </span>
                <span className="text-stone">{e.kind === 'consolidated' && e.month ? `${formatMonth(e.month)} · ${t('eInvoices.cms.orders', { count: e.order_numbers.length })}` : e.order_number}</span>
                <span className="truncate">{e.buyer_name}</span>
                <span className="tabular-nums sm:text-right">{formatRinggit(e.total)}</span>
                <span className={`justify-self-start border px-2 py-0.5 text-[0.65rem] tracking-[0.15em] uppercase ${statusTone(e.status)}`}>{statuses[e.status]}</span>
              </button>
              {open === e.code_number && <EInvoiceDetail e={e} onChanged={reload} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function EInvoiceDetail({ e, onChanged }: { e: CmsEInvoice; onChanged(): void }) {
  const { notice, show, dismiss } = useNotice();
  const [busy, setBusy] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const [buyer, setBuyer] = useState<BuyerForm>(EMPTY_BUYER);
  async function startCorrecting() {
    const answer = await shopApi.get<{ buyer: BuyerForm | null }>(`/api/cms/e-invoices/${encodeURIComponent(e.code_number)}`);
    if (answer?.buyer) setBuyer(answer.buyer);
    setCorrecting(true);
  }
  async function resubmit() {
    dismiss();
    if (correcting && Object.keys(buyerErrors(buyer)).length > 0) return;
    setBusy(true);
    try {
      const answer = await shopApi.post(`/api/cms/e-invoices/${encodeURIComponent(e.code_number)}/resubmit`, correcting ? { buyer } : {});
      if (!answer) return;
      show(answer.code === '200' ? successNotice(answer.message) : errorNotice(answer.message));
      if (answer.code === '200') setTimeout(onChanged, 1500);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-4 grid gap-4 border-t border-pearl pt-4 text-sm">
      <NoticeArea notice={notice} onDismiss={dismiss} />
      <EInvoiceFacts e={e} />
      <EInvoiceReasons reasons={e.reasons} />
      {correcting && <BuyerFields idPrefix={`fix-${e.code_number}`} buyer={buyer} onChange={setBuyer} errors={buyerErrors(buyer)} />}
      <div className="flex flex-wrap gap-3">
        {e.status === 'invalid' && (
          <button type="button" onClick={() => void resubmit()} disabled={busy} className={buttonClass}>
            {busy ? t('eInvoices.cms.resubmitting') : t('eInvoices.cms.resubmit')}
          </button>
        )}
        {e.status === 'invalid' && e.kind === 'invoice' && !correcting && (
          <button type="button" onClick={() => void startCorrecting()} className={quietButtonClass}>
            {t('eInvoices.cms.correctBuyer')}
          </button>
        )}
        {e.submitted_at && (
          <button type="button" onClick={() => void download(e.code_number)} className={quietButtonClass}>
            {t('eInvoices.cms.download')}
          </button>
        )}
      </div>
    </div>
  );
}

/** When and how often it was submitted, its UUID and validation link, and the orders it covers. */
function EInvoiceFacts({ e }: { e: CmsEInvoice }) {
  const orders = e.order_number ? [e.order_number] : e.order_numbers;
  return (
    <dl className="grid gap-x-6 gap-y-1 text-stone sm:grid-cols-[auto_1fr]">
      {e.uuid && (
        <>
          <dt>{t('eInvoices.order.uuid')}</dt>
          <dd className="break-all text-ink">{e.uuid}</dd>
        </>
      )}
      {e.submitted_at && (
        <>
          <dt>{t('eInvoices.cms.submitted')}</dt>
          <dd className="text-ink">{formatShopDate(e.submitted_at)}</dd>
        </>
      )}
      <dt>{t('eInvoices.cms.attempts', { count: e.attempts })}</dt>
      <dd />
      {e.validation_link && (
        <>
          <dt>{t('eInvoices.cms.validationLink')}</dt>
          <dd className="break-all">
            <a href={e.validation_link} target="_blank" rel="noreferrer" className={textLinkClass}>
              {e.validation_link}
            </a>
          </dd>
        </>
      )}
      {orders.length > 0 && (
        <>
          <dt>{t('eInvoices.cms.order')}</dt>
          <dd className="text-ink">
            {orders.map((n) => (
              <Link key={n} to={`/cms/orders/${encodeURIComponent(n)}`} className={`mr-3 ${textLinkClass}`}>
                {n}
              </Link>
            ))}
          </dd>
        </>
      )}
    </dl>
  );
}

/** LHDN's reasons for an invalid document: code, message and the field each is about. */
function EInvoiceReasons({ reasons }: { reasons: CmsEInvoice['reasons'] }) {
  if (reasons.length === 0) return null;
  return (
    <div>
      <p className={labelClass}>{t('eInvoices.cms.reasons')}</p>
      <ul className="mt-2 grid gap-1 text-ruby" data-testid="e-invoice-reasons">
        {reasons.map((r, i) => (
          <li key={i}>
            {r.code} · {r.message} {r.target && <span className="text-stone">({r.target})</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
