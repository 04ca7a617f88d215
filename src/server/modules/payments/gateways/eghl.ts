import { randomBytes } from 'node:crypto';
import type { PaymentForm } from '../../../../domain/contract/orders.ts';
import { CARD_METHOD, FPX_METHOD, INSTALMENT_METHOD } from '../../../../domain/payments/payment-methods.ts';
import { EGHL_CURRENCY, eghlAmount, eghlUrl, ORDER_NUMBER_MAX, PAYMENT_ID_MAX, queryHash, responseOf, sameHex, signSale, TXN_STATUS, verifyResponse, responseHash, type EghlMethod, type SaleRequest } from './eghl-protocol.ts';
import { CALLBACK_PATH, RETURN_PATH, type PaymentGateway, type RefundAnswer, type SaleOf, type StoredPayment } from '../gateway.ts';
import { confirmedMonthsOf, failureOf, paymentAnswerOf } from './txn-status.ts';
import { t } from '../../../../domain/words/catalogue.ts';

/** An eGHL merchant: its ServiceID and password, and where its payment page is. */
export interface EghlMerchant {
  serviceId: string;
  password: string;
  paymentUrl: string;
}

/** Seconds the gateway's page waits for the shopper. */
export const PAGE_TIMEOUT_SECONDS = 780;

/** A PaymentID unique per attempt, at most 20 characters: 'KL', the time in base 36 and 10 random characters. */
export function newPaymentId(now = Date.now()): string {
  const id = `KL${now.toString(36).toUpperCase()}${randomBytes(8).toString('hex').toUpperCase().slice(0, 10)}`;
  return id.slice(0, PAYMENT_ID_MAX);
}

/** eGHL's PymtMethod (DD: FPX online banking, CC: a card) for each of the shop's online methods (src/domain/payments/payment-methods.ts). */
const PYMT_METHOD: Record<SaleOf['method'], EghlMethod> = { [FPX_METHOD]: 'DD', [CARD_METHOD]: 'CC', [INSTALMENT_METHOD]: 'CC' };
const pymtMethodOf = (method: string): EghlMethod => PYMT_METHOD[method as SaleOf['method']] ?? 'CC';

/** The form the browser posts to the gateway for one payment attempt (account spec §4 "Order flow"). */
export function saleForm(merchant: EghlMerchant, siteOrigin: string, sale: SaleOf): PaymentForm {
  const request = signSale(merchant.password, {
    TransactionType: 'SALE',
    PymtMethod: pymtMethodOf(sale.method),
    ServiceID: merchant.serviceId,
    PaymentID: sale.paymentId,
    OrderNumber: sale.orderNumber.slice(0, ORDER_NUMBER_MAX),
    PaymentDesc: `Kilau order ${sale.orderNumber}`,
    MerchantReturnURL: eghlUrl(`${siteOrigin}${RETURN_PATH}`),
    MerchantCallBackURL: eghlUrl(`${siteOrigin}${CALLBACK_PATH}`),
    Amount: eghlAmount(sale.amountSen),
    CurrencyCode: EGHL_CURRENCY,
    CustIP: sale.customer.ip,
    CustName: sale.customer.name || sale.customer.email,
    CustEmail: sale.customer.email,
    CustPhone: sale.customer.phone,
    PageTimeout: String(PAGE_TIMEOUT_SECONDS),
    ...instalmentFields(sale),
  });
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(request)) if (typeof value === 'string') fields[key] = value;
  return { action: merchant.paymentUrl, fields };
}

/**
 * An instalment payment's fields of the SALE (eGHL's param-validator PaymentRequest.php): `EPPMonth` (N, at most 2
 * digits: the plan's months), `PromoCode` (AN 100, only when the bank's plan has one) and `IssuingBank` (AN 30: the
 * bank whose plan the shopper chose), with `PymtMethod=CC`. None of them is part of the SALE's HashValue
 * (eGHL_Hash.php's SALE fields stop at CardNo and Token).
 */
export function instalmentFields(sale: Pick<SaleOf, 'instalment'>): Pick<SaleRequest, 'EPPMonth' | 'PromoCode' | 'IssuingBank'> {
  if (!sale.instalment) return {};
  const { months, promoCode, bank } = sale.instalment;
  return { IssuingBank: bank.slice(0, 30), EPPMonth: String(months), ...(promoCode ? { PromoCode: promoCode.slice(0, 100) } : {}) };
}

/** The fields of a QUERY or a REFUND (eGHL's merchant library: Query.php, Refund.php), signed. */
export function signedRequest(merchant: Pick<EghlMerchant, 'serviceId' | 'password'>, type: 'QUERY' | 'REFUND', payment: Pick<StoredPayment, 'paymentId' | 'method'>, amountSen: number): Record<string, string> {
  const fields = { TransactionType: type, PymtMethod: pymtMethodOf(payment.method), ServiceID: merchant.serviceId, PaymentID: payment.paymentId, Amount: eghlAmount(amountSen), CurrencyCode: EGHL_CURRENCY };
  return { ...fields, HashValue: queryHash(merchant.password, fields) };
}

/**
 * What a refund's answer means (eGHL's Refund.php): TxnStatus 0 refunded, 2 pending (ask again with a query, which
 * answers 10 once refunded), anything else refused with its TxnMessage. The answer is signed with HashValue (the
 * library's check) or HashValue2; an unsigned one is refused.
 */
export function refundAnswerOf(password: string, form: unknown): RefundAnswer {
  const r = responseOf(form);
  const signed = verifyResponse(password, r) || (r.HashValue !== '' && sameHex(responseHash(password, r), r.HashValue));
  if (!signed) return { outcome: 'refused', reason: t('messages.payment.refundNotSigned') };
  if (r.TxnStatus === TXN_STATUS.success) return { outcome: 'refunded', reference: r.TxnID };
  if (r.TxnStatus === TXN_STATUS.pending) return { outcome: 'pending', reference: r.TxnID };
  return { outcome: 'refused', reason: r.TxnMessage || t('messages.payment.refundRefused', { status: r.TxnStatus.slice(0, 10) }) };
}

/**
 * What a status query's answer says of a refund answered pending (eGHL's Refund.php asks isRefunded through Query.php):
 * TxnStatus 10 refunded; 1 or -1 refused (the gateway did not refund it); anything else — 2, -2, still the payment's
 * 0 — pending, asked again later. An answer that is missing or not signed by the merchant is still pending.
 */
export function refundStatusOf(password: string, form: unknown): RefundAnswer {
  if (!form) return { outcome: 'pending', reference: '' };
  const r = responseOf(form);
  if (!verifyResponse(password, r)) return { outcome: 'pending', reference: '' };
  if (r.TxnStatus === TXN_STATUS.refunded) return { outcome: 'refunded', reference: r.TxnID };
  if (r.TxnStatus === TXN_STATUS.failed || r.TxnStatus === TXN_STATUS.notFound) return { outcome: 'refused', reason: r.TxnMessage || t('messages.payment.refundNotMade', { status: r.TxnStatus.slice(0, 10) }) };
  return { outcome: 'pending', reference: r.TxnID };
}

/**
 * A gateway that speaks eGHL's protocol with this merchant: the real eGHL (below) and the sandbox (its status query
 * and refunds answered from its ledger) share the SALE form, the signed responses and their checks.
 */
export function eghlProtocolGateway(name: string, merchant: EghlMerchant, ask: Pick<PaymentGateway, 'query' | 'refund'>): PaymentGateway & { serviceId: string; password: string } {
  return {
    name,
    newPaymentId,
    failureOf,
    serviceId: merchant.serviceId,
    password: merchant.password,
    startForm: (sale, siteOrigin) => saleForm(merchant, siteOrigin, sale),
    verify(form, via) {
      const r = responseOf(form);
      // HashValue2 also covers OrderNumber; compared in constant time
      if (!verifyResponse(merchant.password, r)) return { refused: 'hash does not verify', paymentId: r.PaymentID };
      const answer = paymentAnswerOf(r.TxnStatus, via);
      // the browser could have changed them: a plan is the bank's word only server to server (gateway.ts)
      const words = via === 'return' ? null : { eppYn: r.EPP_YN, eppMonth: r.EPPMonth, promoCode: r.PromoCode };
      return {
        message: {
          paymentId: r.PaymentID,
          orderNumber: r.OrderNumber,
          answer,
          // what the order's history says when the gateway gave no message: the status of an approval or a failure
          said: r.TxnMessage || `TxnStatus ${answer.status === 'captured' ? TXN_STATUS.success : TXN_STATUS.failed}`,
          record: { txnId: r.TxnID, txnStatus: r.TxnStatus, authCode: r.AuthCode, txnMessage: r.TxnMessage, issuingBank: r.IssuingBank, entry: { TxnID: r.TxnID, TxnStatus: r.TxnStatus, TxnMessage: r.TxnMessage }, instalmentWords: words },
          instalment: words ? { confirmedMonths: confirmedMonthsOf(words), promoCode: words.promoCode } : null,
        },
      };
    },
    mismatch(form, attempt) {
      const r = responseOf(form);
      if (r.ServiceID !== merchant.serviceId) return 'another merchant';
      if (r.Amount !== eghlAmount(attempt.amountSen)) return 'amount differs from the attempt';
      if (r.CurrencyCode !== attempt.currency) return 'currency differs from the attempt';
      return null;
    },
    query: ask.query,
    refund: ask.refund,
    refundStatus: async (payment) => refundStatusOf(merchant.password, await ask.query(payment)),
  };
}

const REQUEST_TIMEOUT_MS = 10_000;

/** Posts a signed request to eGHL's API address; its form-encoded answer, or undefined when none came. */
async function post(url: string, fields: Record<string, string>): Promise<Record<string, string> | undefined> {
  try {
    const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!answer.ok) return undefined;
    // eGHL answers a query or a refund as a form-encoded string of the response fields
    return Object.fromEntries(new URLSearchParams(await answer.text()));
  } catch {
    return undefined;
  }
}

/** eGHL itself: the browser posts the SALE form to its payment page; queries and refunds go to its API address. */
export function eghlGateway(merchant: EghlMerchant & { queryUrl: string }): PaymentGateway & { serviceId: string; password: string } {
  return eghlProtocolGateway('eGHL', merchant, {
    query: (payment) => post(merchant.queryUrl, signedRequest(merchant, 'QUERY', payment, payment.amountSen)),
    async refund(payment, amountSen) {
      const answer = await post(merchant.queryUrl, signedRequest(merchant, 'REFUND', payment, amountSen));
      return answer ? refundAnswerOf(merchant.password, answer) : { outcome: 'pending', reference: '' };
    },
  });
}
