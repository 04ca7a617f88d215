import { useEffect, useRef, useState } from 'react';
import { INDIVIDUAL_E_INVOICE_ABOVE_SEN } from '../../../domain/e-invoice/parties';
import { senFromRinggit } from '../../../domain/money/money';
import { t } from '../../../domain/words/catalogue';
import { shopApi } from '../../lib/api-client';
import { BuyerFields, buyerErrors, EMPTY_BUYER, type BuyerForm } from '../e-invoices/BuyerFields';

/**
 * What the checkout's e-invoice part holds, for the checkout to read when the order is placed (kept here, so the
 * checkout screen only renders the part and calls `eInvoiceRequestProblem` before and `sendEInvoiceRequest` after
 * placing the order).
 */
const current: { asked: boolean; buyer: BuyerForm; show(): void; refuse(message: string): void } = { asked: false, buyer: EMPTY_BUYER, show: () => {}, refuse: () => {} };

/** Whether the e-invoice part stops the order being placed (details asked for but not valid): shows why, answers true. */
export function eInvoiceRequestProblem(): boolean {
  if (!current.asked) return false;
  const problem = Object.keys(buyerErrors(current.buyer)).length > 0;
  if (problem) current.show();
  return problem;
}

/**
 * Before the order is placed, a TIN given is checked with LHDN through the shop (`POST /api/e-invoice/buyer-check`):
 * LHDN not knowing it stops the order with the reason under the TIN; the shop or LHDN not answering does not (the
 * details go with the order and MyInvois checks them on submission). Answers the refusal, if any.
 */
export async function eInvoiceBuyerRefusal(): Promise<string | null> {
  if (!current.asked || !current.buyer.tin.trim()) return null;
  const answer = await shopApi.post('/api/e-invoice/buyer-check', current.buyer);
  if (answer?.code !== '400') return null;
  current.refuse(answer.message);
  return answer.message;
}

/** Sends the buyer's details for the placed order (before payment). Answers the shop's refusal, if any. */
export async function sendEInvoiceRequest(orderNumber: string): Promise<string | null> {
  if (!current.asked) return null;
  const answer = await shopApi.put(`/api/order/${encodeURIComponent(orderNumber)}/e-invoice-request`, current.buyer);
  return answer && answer.code !== '200' ? answer.message : null;
}

/**
 * Checkout's e-invoice part (issue 27): "I need an e-invoice" is always offered; above RM 10,000 the order gets one
 * anyway and the buyer's details are asked for.
 */
export function EInvoiceRequest({ total }: { total: number }) {
  const required = senFromRinggit(total) > INDIVIDUAL_E_INVOICE_ABOVE_SEN;
  const [asked, setAsked] = useState(false);
  const [buyer, setBuyer] = useState<BuyerForm>(EMPTY_BUYER);
  const [showErrors, setShowErrors] = useState(false);
  // the shop's refusal of the TIN (LHDN does not know it), until the TIN is changed
  const [refusal, setRefusal] = useState<{ tin: string; message: string } | null>(null);
  // each refusal takes the shopper to the first field at fault (on a phone, Place Order is far below it)
  const [pointed, setPointed] = useState(0);
  const part = useRef<HTMLElement>(null);
  const wanted = asked || required;
  useEffect(() => {
    current.asked = wanted;
    current.buyer = buyer;
    current.show = () => (setShowErrors(true), setPointed((n) => n + 1));
    current.refuse = (message) => (setRefusal({ tin: buyer.tin, message }), setPointed((n) => n + 1));
  }, [wanted, buyer]);
  useEffect(() => {
    if (pointed > 0) part.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [pointed]);
  useEffect(
    () => () => {
      current.asked = false;
      current.buyer = EMPTY_BUYER;
    },
    [],
  );
  const formErrors = showErrors ? buyerErrors(buyer) : {};
  const errors = refusal && refusal.tin === buyer.tin && !formErrors.tin ? { ...formErrors, tin: refusal.message } : formErrors;
  return (
    <section ref={part} aria-labelledby="e-invoice-heading">
      <h2 id="e-invoice-heading" className="text-3xl">
        {t('eInvoices.request.heading')}
      </h2>
      <p className="mt-3 text-sm text-stone">{required ? t('eInvoices.request.required') : t('eInvoices.request.offered')}</p>
      {!required && (
        <label className="mt-4 flex cursor-pointer items-center gap-3 text-sm">
          <input type="checkbox" checked={asked} onChange={(e) => setAsked(e.target.checked)} className="size-4 accent-ink" />
          {t('eInvoices.request.ask')}
        </label>
      )}
      {wanted && (
        <div className="mt-5">
          <BuyerFields idPrefix="e-invoice" buyer={buyer} onChange={setBuyer} errors={errors} />
        </div>
      )}
    </section>
  );
}
