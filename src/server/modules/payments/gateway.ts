import { randomBytes } from 'node:crypto';
import type { PaymentForm, PaymentMethod } from '../../../domain/contract/orders.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { EGHL_CURRENCY, eghlAmount, eghlUrl, ORDER_NUMBER_MAX, PAYMENT_ID_MAX, signSale } from './eghl.ts';
import { sandboxSecret } from './sandbox-ledger.ts';

/** The sandbox gateway's pages, inside the shop (payments/sandbox.ts). */
export const SANDBOX_PATH = '/payment/sandbox';
export const SANDBOX_SERVICE_ID = 'SBX';
/** The shop's endpoints the gateway answers to. */
export const RETURN_PATH = '/api/payment/eghl/return';
export const CALLBACK_PATH = '/api/payment/eghl/callback';
/** Seconds the gateway's page waits for the shopper (eGHL PageTimeout). */
export const PAGE_TIMEOUT_SECONDS = 780;

/**
 * Where payments go: the real eGHL merchant when its ServiceID and password are configured, else the sandbox gateway
 * inside the shop (never offered once a real merchant is set; config.ts decides when it may be). The sandbox's page is
 * a path, so the browser posts to the shop on the very address it is on, which the page's form-action allows.
 */
export interface Gateway {
  kind: 'eghl' | 'sandbox';
  serviceId: string;
  password: string;
  paymentUrl: string;
  queryUrl: string;
}

type GatewayConfig = Pick<Config, 'paymentGateway' | 'EGHL_SERVICE_ID' | 'EGHL_MERCHANT_PASSWORD' | 'EGHL_PAYMENT_URL' | 'EGHL_QUERY_URL'>;

export function gatewayOf(config: GatewayConfig, sandboxPassword: string): Gateway {
  if (config.paymentGateway === 'eghl' && config.EGHL_SERVICE_ID && config.EGHL_MERCHANT_PASSWORD) {
    return { kind: 'eghl', serviceId: config.EGHL_SERVICE_ID, password: config.EGHL_MERCHANT_PASSWORD, paymentUrl: config.EGHL_PAYMENT_URL, queryUrl: config.EGHL_QUERY_URL };
  }
  return { kind: 'sandbox', serviceId: SANDBOX_SERVICE_ID, password: sandboxPassword, paymentUrl: SANDBOX_PATH, queryUrl: '' };
}

/** The shop's gateway; the sandbox's password is read from the database (made there by the first instance). */
export async function paymentGateway(config: GatewayConfig, db: Database): Promise<Gateway> {
  return gatewayOf(config, config.paymentGateway === 'sandbox' ? await sandboxSecret(db) : '');
}

/** The origins the shop's pages may post a form to besides their own: eGHL's payment page with a real merchant. */
export const gatewayFormOrigins = (config: GatewayConfig): string[] => (config.paymentGateway === 'eghl' ? [new URL(config.EGHL_PAYMENT_URL).origin] : []);

/** A PaymentID unique per attempt, at most 20 characters: 'KL', the time in base 36 and 10 random characters. */
export function newPaymentId(now = Date.now()): string {
  const id = `KL${now.toString(36).toUpperCase()}${randomBytes(8).toString('hex').toUpperCase().slice(0, 10)}`;
  return id.slice(0, PAYMENT_ID_MAX);
}

export interface SaleOf {
  paymentId: string;
  method: PaymentMethod;
  amountSen: number;
  orderNumber: string;
  customer: { name: string; email: string; phone: string; ip: string };
}

/** The form the browser posts to the gateway for one payment attempt (account spec §4 "Order flow"). */
export function saleForm(gateway: Gateway, siteOrigin: string, sale: SaleOf): PaymentForm {
  const request = signSale(gateway.password, {
    TransactionType: 'SALE',
    PymtMethod: sale.method,
    ServiceID: gateway.serviceId,
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
  });
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(request)) if (typeof value === 'string') fields[key] = value;
  return { action: gateway.paymentUrl, fields };
}
