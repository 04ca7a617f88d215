import type { PaymentForm, PaymentMethod } from '../../../domain/contract/orders.ts';
import type { Database } from '../../db/client.ts';
import { paymentAttempts } from '../../db/schema/orders.ts';
import { EGHL_CURRENCY } from './eghl.ts';
import { newPaymentId, saleForm, type Gateway } from './gateway.ts';

export interface PaymentToStart {
  orderId: number;
  orderNumber: string;
  method: PaymentMethod;
  /** Always the order's stored total. */
  amountSen: number;
  customer: { name: string; email: string; phone: string; ip: string };
}

/**
 * A new payment attempt for an order, in the caller's transaction: a fresh PaymentID recorded with the amount and
 * currency the gateway's answer must match, and the signed form the browser posts to the gateway.
 */
export async function startPayment(tx: Database, gateway: Gateway, siteOrigin: string, payment: PaymentToStart): Promise<PaymentForm> {
  const paymentId = newPaymentId();
  await tx.insert(paymentAttempts).values({ orderId: payment.orderId, paymentId, method: payment.method, amountSen: payment.amountSen, currency: EGHL_CURRENCY });
  return saleForm(gateway, siteOrigin, { paymentId, method: payment.method, amountSen: payment.amountSen, orderNumber: payment.orderNumber, customer: payment.customer });
}
