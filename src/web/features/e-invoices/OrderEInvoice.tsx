import { useCallback, useEffect, useState } from 'react';
import type { OrderEInvoice as OrderEInvoiceAnswer } from '../../../domain/contract/e-invoices';
import { mayAskForEInvoice, type OrderStatus } from '../../../domain/orders/order-status';
import { t } from '../../../domain/words/catalogue';
import { errorNotice, NoticeArea, successNotice, useNotice } from '../../components/Notice';
import { buttonClass, quietButtonClass } from '../../components/ui';
import { shopApi } from '../../lib/api-client';
import { BuyerFields, buyerErrors, EMPTY_BUYER, type BuyerForm } from './BuyerFields';
import { EInvoiceDocument } from './EInvoiceDocument';
import { kindWords, statusWords } from './words';

/**
 * The order page's e-invoice (issue 27): each document's status, and once LHDN validated it its number, UUID,
 * validation link and QR code and a printable copy; an order without one offers "Request an e-invoice" while it is in
 * no submitted document. Asks again every few seconds while a document is on its way.
 */
export function OrderEInvoice({ trackingId, paid, status }: { trackingId: string; paid: boolean; status: OrderStatus }) {
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

  // a cancelled or refunded order without a document has nothing to show or ask for
  if (!info || (!mayAskForEInvoice(status) && info.documents.length === 0)) return null;
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
        <p className="mt-3 text-sm text-stone">{info.requested ? t('eInvoices.order.preparing') : paid || !info.can_request ? t('eInvoices.order.none') : t('eInvoices.request.offered')}</p>
      )}
      <ul className="mt-4 grid gap-5">
        {info.documents.map((d) => (
          <EInvoiceDocument key={d.code_number} d={d} trackingId={trackingId} statuses={statuses} kinds={kinds} />
        ))}
      </ul>
      {info.can_request && info.documents.every((d) => d.kind !== 'invoice') && !info.requested && (
        <div className="mt-5">
          <AskForEInvoice asking={asking} onAsk={() => setAsking(true)} buyer={buyer} onBuyer={setBuyer} errors={showErrors ? buyerErrors(buyer) : {}} saving={saving} onSave={() => void save()} />
        </div>
      )}
      {info.buyer && <p className="mt-4 text-xs text-stone">{t('eInvoices.order.buyer', { name: info.buyer.name })}</p>}
    </section>
  );
}

/** "Ask for one": the buyer's details for the e-invoice, and Save. */
function AskForEInvoice({ asking, onAsk, buyer, onBuyer, errors, saving, onSave }: { asking: boolean; onAsk: () => void; buyer: BuyerForm; onBuyer: (buyer: BuyerForm) => void; errors: ReturnType<typeof buyerErrors>; saving: boolean; onSave: () => void }) {
  return asking ? (
    <div className="grid gap-5">
      <BuyerFields idPrefix="order-e-invoice" buyer={buyer} onChange={onBuyer} errors={errors} />
      <button type="button" onClick={onSave} disabled={saving} className={`${buttonClass} justify-self-start`}>
        {saving ? t('eInvoices.request.saving') : t('eInvoices.request.save')}
      </button>
    </div>
  ) : (
    <button type="button" onClick={onAsk} className={quietButtonClass}>
      {t('eInvoices.order.askOne')}
    </button>
  );
}
