import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { OrderEInvoice as OrderEInvoiceAnswer } from '../../../domain/contract/e-invoices';
import { t } from '../../../domain/words/catalogue';
import { formatMonth } from '../../../domain/words/format';
import { errorNotice, NoticeArea, successNotice, useNotice } from '../../components/Notice';
import { buttonClass, eyebrowClass, quietButtonClass, textLinkClass } from '../../components/ui';
import { shopApi } from '../../lib/api-client';
import { formatShopDate } from '../../lib/format';
import { BuyerFields, buyerErrors, EMPTY_BUYER, type BuyerForm } from './BuyerFields';
import { ValidationQr } from './ValidationQr';
import { kindWords, statusTone, statusWords } from './words';

/**
 * The order page's e-invoice (issue 27): each document's status, and once LHDN validated it its number, UUID,
 * validation link and QR code and a printable copy; an order without one offers "Request an e-invoice" while it is in
 * no submitted document. Asks again every few seconds while a document is on its way.
 */
export function OrderEInvoice({ trackingId, paid }: { trackingId: string; paid: boolean }) {
  const [info, setInfo] = useState<OrderEInvoiceAnswer | null>(null);
  const [asking, setAsking] = useState(false);
  const [buyer, setBuyer] = useState<BuyerForm>(EMPTY_BUYER);
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const { notice, show, dismiss } = useNotice();
  const path = `/api/order/${encodeURIComponent(trackingId)}/e-invoice`;

  const load = useCallback(async () => {
    const answer = await shopApi.get<{ e_invoice: OrderEInvoiceAnswer }>(path);
    if (answer?.code === '200' && answer.e_invoice) setInfo(answer.e_invoice);
  }, [path]);
  useEffect(() => {
    void load();
  }, [load]);
  const onItsWay = info?.documents.some((d) => ['due', 'submitting', 'submitted'].includes(d.status)) ?? false;
  useEffect(() => {
    if (!onItsWay) return;
    const timer = setInterval(() => void load(), 4000);
    return () => clearInterval(timer);
  }, [onItsWay, load]);

  if (!info) return null;
  const statuses = statusWords();
  const kinds = kindWords();

  async function save() {
    dismiss();
    if (Object.keys(buyerErrors(buyer)).length > 0) {
      setShowErrors(true);
      return;
    }
    setSaving(true);
    try {
      const answer = await shopApi.put<{ e_invoice: OrderEInvoiceAnswer }>(`/api/order/${encodeURIComponent(trackingId)}/e-invoice-request`, buyer);
      if (!answer) return;
      if (answer.code !== '200' || !answer.e_invoice) {
        show(errorNotice(answer.message));
        return;
      }
      show(successNotice(answer.message));
      setInfo(answer.e_invoice);
      setAsking(false);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="e-invoice-heading" className="border border-pearl px-5 py-6 sm:px-7" data-testid="order-e-invoice">
      <h2 id="e-invoice-heading" className="text-2xl">
        {t('eInvoices.order.heading')}
      </h2>
      <NoticeArea notice={notice} onDismiss={dismiss} className="mt-4" />
      {info.documents.length === 0 && (
        <p className="mt-3 text-sm text-stone">{info.requested ? t('eInvoices.order.waiting') : paid || !info.can_request ? t('eInvoices.order.none') : t('eInvoices.request.offered')}</p>
      )}
      <ul className="mt-4 grid gap-5">
        {info.documents.map((d) => (
          <li key={d.code_number} className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between" data-e-invoice={d.code_number}>
            <div className="min-w-0 text-sm">
              {d.kind !== 'invoice' && <p className={eyebrowClass}>{kinds[d.kind]}</p>}
              <p className="mt-1 flex flex-wrap items-center gap-3">
                <span className="font-serif text-lg text-ink">{d.code_number}</span>
                <span className={`border px-2 py-0.5 text-[0.7rem] tracking-[0.15em] uppercase ${statusTone(d.status)}`} data-testid="e-invoice-status">
                  {statuses[d.status]}
                </span>
              </p>
              {d.kind === 'consolidated' && d.month && <p className="mt-2 text-stone">{t('eInvoices.order.consolidated', { month: formatMonth(d.month) })}</p>}
              {d.status === 'valid' && d.validated_at && <p className="mt-2 text-stone">{t('eInvoices.order.valid', { date: formatShopDate(d.validated_at) })}</p>}
              {['due', 'submitting', 'submitted'].includes(d.status) && <p className="mt-2 text-stone">{t('eInvoices.order.waiting')}</p>}
              {d.status === 'invalid' && <p className="mt-2 text-stone">{t('eInvoices.order.invalid')}</p>}
              {d.uuid && d.status === 'valid' && (
                <p className="mt-2 break-all text-stone">
                  {t('eInvoices.order.uuid')} <span className="text-ink tabular-nums">{d.uuid}</span>
                </p>
              )}
              {d.validation_link && (
                <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                  <a href={d.validation_link} target="_blank" rel="noreferrer" className={textLinkClass} data-testid="e-invoice-link">
                    {t('eInvoices.order.openValidation')}
                  </a>
                  {d.kind !== 'consolidated' && (
                    <Link to={`/orders/${encodeURIComponent(trackingId)}/e-invoice/${encodeURIComponent(d.code_number)}`} className={textLinkClass}>
                      {t('eInvoices.order.print')}
                    </Link>
                  )}
                </p>
              )}
            </div>
            {d.validation_link && <ValidationQr link={d.validation_link} label={t('eInvoices.order.qrCode')} />}
          </li>
        ))}
      </ul>
      {info.can_request && info.documents.every((d) => d.kind !== 'invoice') && !info.requested && (
        <div className="mt-5">
          {asking ? (
            <div className="grid gap-5">
              <BuyerFields idPrefix="order-e-invoice" buyer={buyer} onChange={setBuyer} errors={showErrors ? buyerErrors(buyer) : {}} />
              <button type="button" onClick={() => void save()} disabled={saving} className={`${buttonClass} justify-self-start`}>
                {saving ? t('eInvoices.request.saving') : t('eInvoices.request.save')}
              </button>
            </div>
          ) : (
            <button type="button" onClick={() => setAsking(true)} className={quietButtonClass}>
              {t('eInvoices.order.askOne')}
            </button>
          )}
        </div>
      )}
      {info.buyer && <p className="mt-4 text-xs text-stone">{t('eInvoices.order.buyer', { name: info.buyer.name })}</p>}
    </section>
  );
}
