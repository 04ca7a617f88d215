import { eq } from 'drizzle-orm';
import { needsIndividualEInvoice } from '../../../domain/e-invoice/parties.ts';
import type { Database } from '../../db/client.ts';
import { eInvoiceBuyers, eInvoices } from '../../db/schema/e-invoices.ts';
import { orders } from '../../db/schema/orders.ts';

/** An order's own e-invoice's number (its codeNumber at MyInvois). */
export const invoiceNumberOf = (trackingId: string) => `INV-${trackingId}`;
export const refundNoteNumberOf = (returnNumber: string) => `RN-${returnNumber}`;
export const consolidatedNumberOf = (month: string) => `CON-${month}`;

/**
 * An order is paid (the Paid move's effect, in the mover's transaction): it gets an e-invoice of its own — recorded
 * due, submitted by the job after the commit — when its total is above RM 10,000 or its buyer asked for one; any
 * other paid order waits for its month's consolidated e-invoice. Once per order.
 */
export async function eInvoiceOnPaid(tx: Database, order: { id: number; trackingId: string; totalSen: number }): Promise<void> {
  const [buyer] = await tx.select({ orderId: eInvoiceBuyers.orderId }).from(eInvoiceBuyers).where(eq(eInvoiceBuyers.orderId, order.id)).limit(1);
  if (!needsIndividualEInvoice(order.totalSen, Boolean(buyer))) return;
  await tx.insert(eInvoices).values({ codeNumber: invoiceNumberOf(order.trackingId), kind: 'invoice', orderId: order.id, amountSen: order.totalSen }).onConflictDoNothing();
}

/**
 * Money went back to the buyer (a refund made, in its transaction): a refund note (04) is due, referring to the
 * order's e-invoice or to the consolidated one that lists it (found when the note is built; it waits for its original
 * to be Valid). Within 72 hours of an individual e-invoice's validation, a full refund cancels it instead. Money
 * returned for an order that was never paid (a payment that arrived after its cancellation) was no sale: no
 * e-invoice reported it, so no note refers to it.
 */
export async function eInvoiceOnRefund(tx: Database, refund: { id: number; orderId: number; amountSen: number }, returnNumber: string): Promise<void> {
  const [order] = await tx.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, refund.orderId)).limit(1);
  if (!order?.paidAt) return;
  await tx.insert(eInvoices).values({ codeNumber: refundNoteNumberOf(returnNumber), kind: 'refund note', orderId: refund.orderId, refundId: refund.id, amountSen: refund.amountSen }).onConflictDoNothing();
}
