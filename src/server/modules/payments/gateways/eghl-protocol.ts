import { createHash, timingSafeEqual } from 'node:crypto';
import { decimalFromSen, senFromDecimal } from '../../../../domain/money/money.ts';

/**
 * The eGHL payment protocol (shared/design/domain.md §4): the SALE request the browser posts to the payment page,
 * its HashValue, the response the gateway posts back (to the shopper's browser and, server to server, to the
 * callback URL) with HashValue and HashValue2, and the status query. Pure: no I/O, the merchant password passed in.
 */

export const EGHL_CURRENCY = 'MYR';
/** PymtMethod: DD is FPX online banking, CC a card. */
export type EghlMethod = 'DD' | 'CC';
/**
 * TxnStatus in a response or a status query's answer (domain.md §4; eGHL's merchant library, Query.php): 0 success,
 * 1 failed (also 'Buyer cancelled' in TxnMessage), 2 pending, -1 the transaction does not exist, -2 a system error at
 * the gateway, 9 reversed, 10 refunded, 15 authorised, 16 captured, 31 reversal pending. What each means for an order:
 * txn-status.ts.
 */
export const TXN_STATUS = {
  success: '0',
  failed: '1',
  pending: '2',
  notFound: '-1',
  systemError: '-2',
  reversed: '9',
  refunded: '10',
  authorised: '15',
  captured: '16',
  reversalPending: '31',
} as const;
export const PAYMENT_ID_MAX = 20;
export const ORDER_NUMBER_MAX = 40;

/** Amount as eGHL writes it: ringgit with two decimals, no separators ('8039.00'). */
export function eghlAmount(sen: number): string {
  if (!Number.isSafeInteger(sen) || sen < 0) throw new RangeError(`An amount must be whole sen (got ${sen}).`);
  return decimalFromSen(sen);
}

/** Whole sen of an amount as eGHL writes it ('8039.00' → 803900); NaN when it is not one. */
export function senOfEghlAmount(amount: string): number {
  return senFromDecimal(amount);
}

/** eGHL writes '&' in URLs as ';'. */
export const eghlUrl = (url: string): string => url.replaceAll('&', ';');

export interface SaleRequest {
  TransactionType: 'SALE';
  PymtMethod: EghlMethod;
  ServiceID: string;
  PaymentID: string;
  OrderNumber: string;
  PaymentDesc: string;
  MerchantReturnURL: string;
  MerchantApprovalURL?: string;
  MerchantUnApprovalURL?: string;
  MerchantCallBackURL?: string;
  Amount: string;
  CurrencyCode: string;
  CustIP: string;
  CustName: string;
  CustEmail: string;
  CustPhone: string;
  PageTimeout?: string;
  CardNo?: string;
  Token?: string;
  /** The card's bank; for PymtMethod CC the bank's name (AN 30, not covered by the hash). */
  IssuingBank?: string;
  /** Instalments: the plan's months (N 2) and the bank's promotion code (AN 100); neither is covered by the hash. */
  EPPMonth?: string;
  PromoCode?: string;
  HashValue: string;
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** HashValue of a SALE: password + ServiceID + PaymentID + the four URLs + Amount + CurrencyCode + CustIP + PageTimeout + CardNo + Token (fields not sent are left out). */
export function saleHash(password: string, r: Omit<SaleRequest, 'HashValue'>): string {
  return sha256(
    [password, r.ServiceID, r.PaymentID, r.MerchantReturnURL, r.MerchantApprovalURL, r.MerchantUnApprovalURL, r.MerchantCallBackURL, r.Amount, r.CurrencyCode, r.CustIP, r.PageTimeout, r.CardNo, r.Token]
      .map((f) => f ?? '')
      .join(''),
  );
}

export function signSale(password: string, request: Omit<SaleRequest, 'HashValue'>): SaleRequest {
  return { ...request, HashValue: saleHash(password, request) };
}

/** The fields of a gateway response the shop reads (posted as a form; unknown fields ignored). */
export interface EghlResponse {
  TxnID: string;
  ServiceID: string;
  PaymentID: string;
  OrderNumber: string;
  TxnStatus: string;
  Amount: string;
  CurrencyCode: string;
  AuthCode: string;
  TxnMessage: string;
  IssuingBank: string;
  Param6: string;
  Param7: string;
  /**
   * Instalments (eGHL API v2.8g's response fields): EPPMonth follows the request (N 2); EPP_YN is 1 when the card
   * was entitled to the instalment plan, 0 when not (N 1); PromoCode follows the request (AN 10). Sent only for a
   * payment that asked for a plan, and covered by neither HashValue nor HashValue2 (eGHL_Hash.php).
   */
  EPPMonth?: string;
  EPP_YN?: string;
  PromoCode?: string;
  HashValue: string;
  HashValue2: string;
}

const RESPONSE_FIELDS = ['TxnID', 'ServiceID', 'PaymentID', 'OrderNumber', 'TxnStatus', 'Amount', 'CurrencyCode', 'AuthCode', 'TxnMessage', 'IssuingBank', 'Param6', 'Param7', 'EPPMonth', 'EPP_YN', 'PromoCode', 'HashValue', 'HashValue2'] as const;

/** A posted form (any shape) as a response: every known field as text ('' when absent or not text). */
export function responseOf(form: unknown): Required<EghlResponse> {
  const body = (form && typeof form === 'object' ? form : {}) as Record<string, unknown>;
  const out = {} as Record<(typeof RESPONSE_FIELDS)[number], string>;
  for (const key of RESPONSE_FIELDS) out[key] = typeof body[key] === 'string' ? (body[key] as string).slice(0, 512) : '';
  return out;
}

/** HashValue of a response: password + TxnID + ServiceID + PaymentID + TxnStatus + Amount + CurrencyCode + AuthCode. */
export function responseHash(password: string, r: Pick<EghlResponse, 'TxnID' | 'ServiceID' | 'PaymentID' | 'TxnStatus' | 'Amount' | 'CurrencyCode' | 'AuthCode'>): string {
  return sha256(password + r.TxnID + r.ServiceID + r.PaymentID + r.TxnStatus + r.Amount + r.CurrencyCode + r.AuthCode);
}

/** HashValue2: the same string followed by OrderNumber + Param6 + Param7. */
export function responseHash2(password: string, r: Omit<EghlResponse, 'HashValue' | 'HashValue2' | 'TxnMessage' | 'IssuingBank'>): string {
  return sha256(password + r.TxnID + r.ServiceID + r.PaymentID + r.TxnStatus + r.Amount + r.CurrencyCode + r.AuthCode + r.OrderNumber + r.Param6 + r.Param7);
}

/** Signs a response as the gateway does (the sandbox gateway and the tests). */
export function signResponse(password: string, r: Omit<EghlResponse, 'HashValue' | 'HashValue2'>): EghlResponse {
  return { ...r, HashValue: responseHash(password, r), HashValue2: responseHash2(password, r) };
}

/** Whether two hex hashes are equal, compared in constant time (case and surrounding spaces of `given` ignored). */
export function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a response was signed with the merchant password: HashValue2 (which also covers OrderNumber), compared in constant time. */
export function verifyResponse(password: string, r: EghlResponse): boolean {
  return r.HashValue2 !== '' && sameHex(responseHash2(password, r), r.HashValue2);
}

/** HashValue of a query (status re-check), refund, reversal or capture: password + ServiceID + PaymentID + Amount + CurrencyCode. */
export function queryHash(password: string, q: { ServiceID: string; PaymentID: string; Amount: string; CurrencyCode: string }): string {
  return sha256(password + q.ServiceID + q.PaymentID + q.Amount + q.CurrencyCode);
}
