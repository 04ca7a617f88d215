import { randomBytes } from 'node:crypto';
import type { PaymentForm, PaymentMethod } from '../../../domain/contract/orders.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { PAYMENT_ID_MAX } from './gateways/eghl-protocol.ts';
import { eghlGateway } from './gateways/eghl.ts';
import { createSandboxLedger, sandboxGateway, sandboxSecret, type SandboxLedger } from './gateways/sandbox.ts';
import type { PaymentAnswer } from './gateways/txn-status.ts';

/** The sandbox gateway's pages, inside the shop (payments/sandbox.ts). */
export const SANDBOX_PATH = '/payment/sandbox';
export const SANDBOX_SERVICE_ID = 'SBX';
/** The shop's endpoints the gateway answers to. */
export const RETURN_PATH = '/api/payment/eghl/return';
export const CALLBACK_PATH = '/api/payment/eghl/callback';
/** The currency the shop takes payments in. */
export const PAYMENT_CURRENCY = 'MYR';
/** Seconds the gateway's page waits for the shopper. */
export const PAGE_TIMEOUT_SECONDS = 780;

/** One payment attempt to start at the gateway. */
export interface SaleOf {
  paymentId: string;
  method: PaymentMethod;
  amountSen: number;
  orderNumber: string;
  customer: { name: string; email: string; phone: string; ip: string };
  /** Paid in instalments: the bank's plan over these months, with its promotion code ('' when none). */
  instalment?: { bank: string; months: number; promoCode: string };
}

/** How a message reached the shop: the gateway's callback, the shopper's browser returning, or a status query's answer. */
export type MessageVia = 'callback' | 'return' | 'query';

/** A gateway's message about one payment, its signature verified, in the shop's terms. */
export interface GatewayMessage {
  paymentId: string;
  orderNumber: string;
  /** What it means for the attempt and its order (txn-status.ts). */
  answer: PaymentAnswer;
  /** What the attempt keeps of it. */
  record: { txnId: string; txnStatus: string; authCode: string; txnMessage: string; issuingBank: string };
  /**
   * What the bank says of an instalment plan (eGHL's EPP_YN, EPPMonth, PromoCode; '' when it says nothing) — null on
   * the shopper's return: no hash covers those fields, so only the gateway's own messages (the callback, a status
   * query) are taken at their word on a plan.
   */
  instalment: { eppYn: string; eppMonth: string; promoCode: string } | null;
}

/** What a refund request got: done, still being processed (ask again later), or refused with the gateway's reason. */
export type RefundAnswer = { outcome: 'refunded' | 'pending'; reference: string } | { outcome: 'refused'; reason: string };

/** The payment a refund or a status query is about, as the attempt stored it. */
export interface StoredPayment {
  paymentId: string;
  method: string;
  amountSen: number;
  currency: string;
  orderNumber: string;
}

/**
 * A payment gateway as the shop uses it: start a payment (the form the browser posts), verify a message it sends,
 * check that message against the stored attempt, ask it about a payment, and refund one. Implemented by eGHL
 * (eghl-gateway.ts) and by the sandbox inside the shop (sandbox-ledger.ts); nothing outside these files knows which.
 */
export interface PaymentGateway {
  /** For logs and staff: which gateway takes the payments. */
  readonly name: string;
  /** The signed form the browser posts to the gateway for one payment attempt. */
  startForm(sale: SaleOf, siteOrigin: string): PaymentForm;
  /** A posted message read and its signature verified: the message, or why it is refused (and which payment it named). */
  verify(form: unknown, via: MessageVia): { message: GatewayMessage } | { refused: string; paymentId: string };
  /** Why a verified message does not belong to the stored attempt it names (merchant, amount, currency), or null. */
  mismatch(form: unknown, attempt: { amountSen: number; currency: string }): string | null;
  /** What the gateway says now about a payment (a message to verify as any other); undefined when it cannot say now. */
  query(payment: StoredPayment): Promise<unknown>;
  /** Gives back `amountSen` (all or part) of an approved payment. */
  refund(payment: StoredPayment, amountSen: number): Promise<RefundAnswer>;
  /** What became of a refund answered pending: asked with a status query (eGHL's Refund.php isRefunded: TxnStatus 10). */
  refundStatus(payment: StoredPayment): Promise<RefundAnswer>;
}

/** Asks the gateway what became of a payment attempt; undefined when it cannot say just now. */
export type QueryPayment = (payment: StoredPayment) => Promise<unknown>;

type GatewayConfig = Pick<Config, 'paymentGateway' | 'EGHL_SERVICE_ID' | 'EGHL_MERCHANT_PASSWORD' | 'EGHL_PAYMENT_URL' | 'EGHL_QUERY_URL'>;

/**
 * Where payments go: the real merchant when its ServiceID and password are configured, else the sandbox gateway
 * inside the shop (never offered once a real merchant is set; config.ts decides when it may be), whose password is
 * read from the database (made there by the first instance). The sandbox's page is a path, so the browser posts to the
 * shop on the very address it is on, which the page's form-action allows.
 */
export async function paymentGateway(config: GatewayConfig, db: Database) {
  if (config.paymentGateway === 'eghl' && config.EGHL_SERVICE_ID && config.EGHL_MERCHANT_PASSWORD) {
    return { gateway: eghlGateway({ serviceId: config.EGHL_SERVICE_ID, password: config.EGHL_MERCHANT_PASSWORD, paymentUrl: config.EGHL_PAYMENT_URL, queryUrl: config.EGHL_QUERY_URL }), sandbox: null };
  }
  const merchant = { serviceId: SANDBOX_SERVICE_ID, password: await sandboxSecret(db) };
  const ledger: SandboxLedger = createSandboxLedger(db, merchant);
  return { gateway: sandboxGateway(merchant, SANDBOX_PATH, ledger), sandbox: ledger };
}

/** The origins the shop's pages may post a form to besides their own: the real gateway's payment page with a merchant. */
export const gatewayFormOrigins = (config: GatewayConfig): string[] => (config.paymentGateway === 'eghl' ? [new URL(config.EGHL_PAYMENT_URL).origin] : []);

/** A PaymentID unique per attempt, at most 20 characters: 'KL', the time in base 36 and 10 random characters. */
export function newPaymentId(now = Date.now()): string {
  const id = `KL${now.toString(36).toUpperCase()}${randomBytes(8).toString('hex').toUpperCase().slice(0, 10)}`;
  return id.slice(0, PAYMENT_ID_MAX);
}
