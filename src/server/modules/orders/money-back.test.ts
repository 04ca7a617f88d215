import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { senFromRinggit } from '../../../domain/money/money.ts';
import { RETURN_MESSAGES, RETURN_POLICY } from '../../../domain/orders/returns.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import { orders, orderStatusChanges } from '../../db/schema/orders.ts';
import { emailOutbox } from '../../db/schema/outbox.ts';
import { orderReturns, refunds } from '../../db/schema/returns.ts';
import { sandboxGatewayPayments } from '../../db/schema/sandbox-gateway.ts';
import { registeredShopper } from '../accounts/testing.ts';
import { SANDBOX_PATH } from '../payments/gateway.ts';
import { NOT_RETURNABLE } from '../../../domain/orders/returns.ts';
import { REFUND_MESSAGES, recheckPendingRefunds } from './refunds.ts';
import { moneyShop, type Shopper } from './testing.ts';

/** Money back (issue 26): cancel before paying, returns within the guarantee, refunds through the gateway or by bank transfer. */
const { shop, f, p, staff, db, api } = moneyShop(40);
const APPROVED_CARD = '4111 1111 1111 1111';

/** A ring without engraving and with a fresh stone in the shopper's cart (a returnable line). */
async function plainRingInCart(shopper: Shopper) {
  const stone = await f.freeStone();
  const { product, colour } = await f.engagementSetting();
  const added = await api('POST', '/api/user/cart', shopper, { product_id: product.id, product_panel_setting_id: colour.id, quantity: 1, ring_size: 12, engrave: { text: '', font: '' }, diamond: { CERTIFICATE_NO: stone.certificateNo } });
  if (added.statusCode !== 200) throw new Error(added.body);
  return stone;
}

/**
 * An order placed by a new shopper — a plain ring, and an engraved one when `engraved` — paid at the sandbox by card
 * (CC) or FPX (DD) with the sandbox's refund testing option; or left unpaid.
 */
async function order(options: { method: 'CC' | 'DD'; pay: boolean; engraved?: boolean; refund?: 'success' | 'pending' | 'failure' }) {
  const shopper = await registeredShopper(shop.app);
  const stone = await plainRingInCart(shopper);
  if (options.engraved) await f.ringInCart(shopper, (await f.freeStone()).certificateNo);
  const cart = await f.cartOf(shopper);
  const address = await f.addressOf(shopper);
  const placed = await f.place(shopper, { address_id: address, total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id), payment_method: options.method });
  if (placed.statusCode !== 200) throw new Error(placed.body);
  const { OrderNumber: trackingId, payment } = placed.json().order as { OrderNumber: string; payment: { fields: Record<string, string> } };
  if (options.pay) {
    const choice = options.method === 'CC' ? { outcome: 'pay', card: APPROVED_CARD } : { outcome: 'approve' };
    const paid = await p.post(`${SANDBOX_PATH}/complete`, { ...payment.fields, ...choice, callback: 'once', refund: options.refund ?? 'success' });
    expect(paid.statusCode).toBe(200);
    expect((await p.orderRow(trackingId)).status).toBe('Paid');
  }
  return { shopper, stone, trackingId, fields: payment.fields, totalSen: senFromRinggit(cart.total) };
}

/** Staff take a paid order to Delivered (through production and shipping), `daysAgo` days ago. */
async function delivered(trackingId: string, daysAgo = 1) {
  for (const move of [{ status: 'In Production' }, { status: 'Shipped', shipping_tracking_no: 'EX123456789MY' }, { status: 'Delivered' }]) {
    const moved = await api('PUT', `/api/cms/orders/${trackingId}/status`, staff, move);
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const row = await p.orderRow(trackingId);
  await db()
    .update(orderStatusChanges)
    .set({ createdAt: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000) })
    .where(and(eq(orderStatusChanges.orderId, row.id), eq(orderStatusChanges.toStatus, 'Delivered')));
}

const detail = async (who: Shopper, trackingId: string) => (await api('GET', `/api/order/${trackingId}`, who)).json().order;
const lineIds = async (who: Shopper, trackingId: string) => (await detail(who, trackingId)).orders.map((l: { line_id: number; engrave_text: string }) => ({ id: l.line_id, engraved: l.engrave_text !== '' }));

async function returned(who: Shopper, trackingId: string, reason = 'changedMind') {
  const lines = (await lineIds(who, trackingId)).filter((l: { engraved: boolean }) => !l.engraved).map((l: { id: number }) => l.id);
  const asked = await api('POST', `/api/order/${trackingId}/returns`, who, { lines, reason, note: 'Lovely, but not for me.' });
  expect(asked.statusCode, asked.body).toBe(200);
  return asked.json().return_number as string;
}

/** Staff receive and inspect a return. */
async function inspected(number: string, relist = false) {
  expect((await api('POST', `/api/cms/returns/${number}/received`, staff, { note: 'Parcel arrived sealed.' })).statusCode).toBe(200);
  const done = await api('POST', `/api/cms/returns/${number}/inspected`, staff, { note: 'Unworn, certificate matches.', relist });
  expect(done.statusCode, done.body).toBe(200);
}

const refund = (number: string, payload: object = {}) => api('POST', `/api/cms/returns/${number}/refund`, staff, payload);
const mailsTo = async (address: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))).map((m) => m.kind);
const refundRows = async (trackingId: string) => db().select().from(refunds).where(eq(refunds.orderId, (await p.orderRow(trackingId)).id));

describe('the shopper cancels an unpaid order (account spec §9 "Cancellation only before any payment")', () => {
  it('cancelled with the shopper as actor: its stone is back in the search at once and an e-mail confirms; a retry changes nothing', async () => {
    const { shopper, stone, trackingId } = await order({ method: 'DD', pay: false });
    expect((await shop.app.inject({ method: 'GET', url: `/api/diamond/${stone.certificateNo}` })).statusCode).toBe(404);
    expect((await detail(shopper, trackingId)).can_cancel).toBe(true);

    const cancelled = await api('POST', `/api/order/${trackingId}/cancel`, shopper);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: RETURN_MESSAGES.cancelled, order: { order_status: 'Cancelled', can_cancel: false } });
    expect((await shop.app.inject({ method: 'GET', url: `/api/diamond/${stone.certificateNo}` })).statusCode).toBe(200);
    const [change] = await db().select().from(orderStatusChanges).where(and(eq(orderStatusChanges.orderId, (await p.orderRow(trackingId)).id), eq(orderStatusChanges.toStatus, 'Cancelled')));
    expect(change).toMatchObject({ actorKind: 'customer', actorUserId: shopper.id });
    expect(await mailsTo(shopper.email)).toContain('order-cancelled');
    expect((await api('POST', `/api/order/${trackingId}/cancel`, shopper)).statusCode).toBe(200);
  });

  it('a paid order cannot be cancelled by the shopper; another shopper’s order is not found', async () => {
    const { shopper, trackingId } = await order({ method: 'DD', pay: true });
    const refused = await api('POST', `/api/order/${trackingId}/cancel`, shopper);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(RETURN_MESSAGES.cancelOnlyUnpaid);
    expect((await p.orderRow(trackingId)).status).toBe('Paid');
    const stranger = await registeredShopper(shop.app);
    expect((await api('POST', `/api/order/${trackingId}/cancel`, stranger)).statusCode).toBe(404);
  });

  it('money after cancellation: a payment opened before and approved after the cancellation is a refund to make in the returns queue', async () => {
    const { shopper, trackingId, fields, totalSen } = await order({ method: 'CC', pay: false });
    expect((await api('POST', `/api/order/${trackingId}/cancel`, shopper)).statusCode).toBe(200);
    await p.post(`${SANDBOX_PATH}/complete`, { ...fields, outcome: 'pay', card: APPROVED_CARD, callback: 'once' });
    expect((await p.orderRow(trackingId)).status).toBe('Cancelled');

    const queue = (await api('GET', '/api/cms/returns?status=requested', staff)).json().returns as { number: string; kind: string; tracking_id: string; due: number }[];
    const late = queue.find((r) => r.tracking_id === trackingId)!;
    expect(late).toMatchObject({ kind: 'payment after cancellation', due: totalSen / 100 });
    const refunded = await refund(late.number);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().return).toMatchObject({ status: 'refunded', payment: { left: 0 } });
    expect((await p.orderRow(trackingId)).status).toBe('Cancelled');
  });
});

describe('a return within the refund guarantee (issue 26)', () => {
  it(`inside ${RETURN_POLICY.guaranteeDays} days: numbered, the lines' paid price to be refunded (the first return within Malaysia travels free), e-mailed with the address`, async () => {
    const { shopper, trackingId, totalSen } = await order({ method: 'CC', pay: true });
    await delivered(trackingId, RETURN_POLICY.guaranteeDays - 1);
    const offer = (await detail(shopper, trackingId)).return_offer;
    expect(offer).toMatchObject({ fee: 0, lines: [{ returnable: true, why_not: null }] });
    const number = await returned(shopper, trackingId);
    expect(number).toBe(`${trackingId}-R1`);
    const shown = await detail(shopper, trackingId);
    expect(shown.returns).toEqual([expect.objectContaining({ number, status: 'requested', fee: 0, due: totalSen / 100 })]);
    expect(shown.return_offer.lines[0]).toMatchObject({ returnable: false, why_not: RETURN_MESSAGES.alreadyReturned });
    expect(await mailsTo(shopper.email)).toContain('return-requested');
    const again = await api('POST', `/api/order/${trackingId}/returns`, shopper, { lines: [shown.orders[0].line_id], reason: 'fit' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RETURN_MESSAGES.alreadyReturned);
  });

  it(`outside ${RETURN_POLICY.guaranteeDays} days: refused with the reason, and no longer offered`, async () => {
    const { shopper, trackingId } = await order({ method: 'CC', pay: true });
    await delivered(trackingId, RETURN_POLICY.guaranteeDays + 1);
    expect((await detail(shopper, trackingId)).return_offer).toBeNull();
    const [line] = await lineIds(shopper, trackingId);
    const late = await api('POST', `/api/order/${trackingId}/returns`, shopper, { lines: [line.id], reason: 'changedMind' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RETURN_MESSAGES.outsideWindow);
  });

  it('engraved lines are refused with the policy’s words; not delivered, another’s order and unknown lines are refused too', async () => {
    const { shopper, trackingId } = await order({ method: 'CC', pay: true, engraved: true });
    const notYet = await api('POST', `/api/order/${trackingId}/returns`, shopper, { lines: [(await lineIds(shopper, trackingId))[0].id], reason: 'fit' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(RETURN_MESSAGES.notDelivered);
    await delivered(trackingId);
    const lines = await lineIds(shopper, trackingId);
    const engraved = lines.find((l: { engraved: boolean }) => l.engraved)!;
    expect((await detail(shopper, trackingId)).return_offer.lines.find((l: { line_id: number }) => l.line_id === engraved.id)).toMatchObject({ returnable: false, why_not: NOT_RETURNABLE.engraved });
    const refused = await api('POST', `/api/order/${trackingId}/returns`, shopper, { lines: [engraved.id], reason: 'changedMind' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(NOT_RETURNABLE.engraved);
    expect((await api('POST', `/api/order/${trackingId}/returns`, shopper, { lines: [999_999], reason: 'fit' })).statusCode).toBe(400);
    expect((await api('POST', `/api/order/${trackingId}/returns`, await registeredShopper(shop.app), { lines: [lines[0].id], reason: 'fit' })).statusCode).toBe(404);
    expect((await api('POST', `/api/order/${trackingId}/returns`, shopper, { lines: [], reason: 'fit' })).statusCode).toBe(400);
    expect((await api('POST', `/api/order/${trackingId}/returns`, shopper, { lines: [lines[0].id], reason: 'bored' })).statusCode).toBe(400);
  });
});

describe('refunds (issue 26)', () => {
  it('a full card refund through the sandbox after received and inspected: the order is Refunded, the shopper e-mailed, the stone re-listed only when staff say so', async () => {
    const { shopper, stone, trackingId, totalSen } = await order({ method: 'CC', pay: true });
    await delivered(trackingId);
    const number = await returned(shopper, trackingId);
    const early = await refund(number);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REFUND_MESSAGES.inspectFirst);
    expect((await api('POST', `/api/cms/returns/${number}/received`, staff, { note: 'Arrived.' })).statusCode).toBe(200);
    expect((await db().select().from(diamonds).where(eq(diamonds.id, stone.id)))[0].isAvailable).toBe(false);
    expect((await api('POST', `/api/cms/returns/${number}/inspected`, staff, { note: 'Perfect.', relist: true })).statusCode).toBe(200);
    expect((await shop.app.inject({ method: 'GET', url: `/api/diamond/${stone.certificateNo}` })).statusCode).toBe(200);

    const done = await refund(number);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: REFUND_MESSAGES.refunded, return: { status: 'refunded', payment: { paid: totalSen / 100, refunded: totalSen / 100, left: 0, refund_channel: 'gateway' } } });
    expect((await p.orderRow(trackingId)).status).toBe('Refunded');
    const shown = await detail(shopper, trackingId);
    expect(shown.refunds).toEqual([expect.objectContaining({ amount: totalSen / 100, status: 'refunded', channel: 'gateway', reference: expect.stringMatching(/^SBXR/) })]);
    expect(await mailsTo(shopper.email)).toContain('refund-made');
    // a retried refund changes nothing
    expect((await refund(number)).statusCode).toBe(200);
    expect(await refundRows(trackingId)).toHaveLength(1);
    const audit = (await api('GET', `/api/cms/returns/${number}`, staff)).json().return.audit.map((a: { action: string }) => a.action);
    expect(audit).toEqual(expect.arrayContaining(['return.received', 'return.inspected', 'return.refund']));
  });

  it('a partial card refund: the order shows the refund and stays Delivered; refunds plus what is left always add up to what was paid', async () => {
    const { shopper, trackingId, totalSen, fields } = await order({ method: 'CC', pay: true });
    await delivered(trackingId);
    const number = await returned(shopper, trackingId);
    await inspected(number);
    const part = 1000;
    const done = await refund(number, { amount: part });
    expect(done.statusCode, done.body).toBe(200);
    const payment = done.json().return.payment;
    expect(senFromRinggit(payment.refunded) + senFromRinggit(payment.left)).toBe(totalSen);
    expect(payment.refunded).toBe(part);
    expect((await p.orderRow(trackingId)).status).toBe('Delivered');
    expect((await detail(shopper, trackingId)).refunds).toEqual([expect.objectContaining({ amount: part, status: 'refunded' })]);
    const [ledger] = await db().select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.paymentId, fields.PaymentID));
    expect(ledger.refundedSen).toBe(senFromRinggit(part));
  });

  it('a refund larger than paid is refused; a refund the gateway declines is recorded and may be tried again', async () => {
    const { shopper, trackingId, totalSen } = await order({ method: 'CC', pay: true, refund: 'failure' });
    await delivered(trackingId);
    const number = await returned(shopper, trackingId);
    await inspected(number);
    const tooMuch = await refund(number, { amount: totalSen / 100 + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(REFUND_MESSAGES.moreThanDue(totalSen));
    const declined = await refund(number);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().return.refunds).toEqual([expect.objectContaining({ status: 'refused' })]);
    expect(declined.json().return.payment.left).toBe(totalSen / 100);
    expect((await p.orderRow(trackingId)).status).toBe('Delivered');
  });

  it('a pending refund is settled by the re-query (eGHL answers TxnStatus 10 once refunded)', async () => {
    const { shopper, trackingId } = await order({ method: 'CC', pay: true, refund: 'pending' });
    await delivered(trackingId);
    const number = await returned(shopper, trackingId);
    await inspected(number);
    const pending = await refund(number);
    expect(pending.json()).toMatchObject({ message: REFUND_MESSAGES.pending, return: { refunds: [{ status: 'pending' }] } });
    expect((await p.orderRow(trackingId)).status).toBe('Delivered');
    expect(await recheckPendingRefunds(shop.app.payments.settlement, 0, new Date(Date.now() + 1000))).toBe(1);
    expect((await p.orderRow(trackingId)).status).toBe('Refunded');
    expect((await refundRows(trackingId))[0]).toMatchObject({ status: 'refunded' });
    expect(await mailsTo(shopper.email)).toContain('refund-made');
  });

  it('two refunds of the same payment at once: one refund is made', async () => {
    const { shopper, trackingId, totalSen, fields } = await order({ method: 'CC', pay: true });
    await delivered(trackingId);
    const number = await returned(shopper, trackingId);
    await inspected(number);
    const answers = await Promise.all([refund(number), refund(number), refund(number)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await refundRows(trackingId)).filter((r) => r.status !== 'refused')).toHaveLength(1);
    const [ledger] = await db().select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.paymentId, fields.PaymentID));
    expect(ledger.refundedSen).toBe(totalSen);
  });

  it('an FPX payment is refunded by bank transfer, recorded with the reference staff enter', async () => {
    const { shopper, trackingId, totalSen } = await order({ method: 'DD', pay: true });
    await delivered(trackingId);
    const number = await returned(shopper, trackingId);
    await inspected(number);
    const noReference = await refund(number);
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().message).toBe(REFUND_MESSAGES.referenceNeeded);
    const done = await refund(number, { reference: 'MBB-TRF-778812' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().return.refunds).toEqual([expect.objectContaining({ channel: 'bank transfer', status: 'refunded', reference: 'MBB-TRF-778812', amount: totalSen / 100 })]);
    expect((await p.orderRow(trackingId)).status).toBe('Refunded');
    expect(await mailsTo(shopper.email)).toContain('refund-made');
  });

  it('the queue is staff’s only: a customer is refused', async () => {
    const customer = await registeredShopper(shop.app);
    expect((await api('GET', '/api/cms/returns', customer)).statusCode).toBe(403);
    const [any] = await db().select().from(orderReturns).limit(1);
    expect((await api('POST', `/api/cms/returns/${any.number}/refund`, customer, {})).statusCode).toBe(403);
    expect((await db().select().from(orders).limit(1)).length).toBe(1);
  });
});
