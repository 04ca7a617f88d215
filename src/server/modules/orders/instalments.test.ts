import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { senFromRinggit } from '../../../domain/money/money.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { colourOptions } from '../../db/schema/catalog.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import { emailOutbox } from '../../db/schema/outbox.ts';
import { registeredShopper } from '../accounts/testing.ts';
import { RETURN_PATH, SANDBOX_PATH } from '../payments/gateway.ts';
import { moneyShop, type Shopper } from './testing.ts';

/**
 * Interest-free instalments by card (issue 29) through the sandbox gateway, on PGlite or the PostgreSQL server
 * (DATABASE_URL): an order paid in 12 months shows its plan; no plan below every minimum (and the API refuses one);
 * an approval without the plan is recorded as a card payment and flagged; staff switching a bank off removes it.
 */
const { shop, f, p, staff, db, api } = moneyShop(20);
const APPROVED_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';

/** A shopper with a ring in the cart whose total is exactly `totalSen` (the stone priced to make it so), and an address. */
async function ringCosting(totalSen: number) {
  const shopper = await registeredShopper(shop.app);
  const stone = await f.freeStone();
  const before = await f.ringInCart(shopper, stone.certificateNo);
  const settingSen = senFromRinggit(before.total) - stone.priceSen;
  await db().update(diamonds).set({ priceSen: totalSen - settingSen }).where(eq(diamonds.id, stone.id));
  const cart = await f.cartOf(shopper);
  expect(senFromRinggit(cart.total)).toBe(totalSen);
  return { shopper, cart, address: await f.addressOf(shopper) };
}

async function placeWithPlan(totalSen: number, instalment: object | null, method = 'EPP') {
  const { shopper, cart, address } = await ringCosting(totalSen);
  const answer = await f.place(shopper, { address_id: address, total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id), payment_method: method, instalment });
  return { shopper, answer };
}

const offered = async () => (await api('GET', '/api/payment/instalment-plans')).json().plans as { bank: string; months: number; minimum: number }[];
const orderOf = async (shopper: Shopper, tracking: string) => (await api('GET', `/api/order/${tracking}`, shopper)).json().order;

describe('instalments at checkout and settlement (issue 29)', () => {
  it('an order of RM 16,000 paid in 12 months at Maybank through the sandbox: the form carries the plan, the order and its e-mail show it', async () => {
    expect(await offered()).toContainEqual({ bank: 'Maybank', months: 12, minimum: 1000 });
    const { shopper, answer } = await placeWithPlan(1_600_000, { bank: 'Maybank', months: 12 });
    expect(answer.statusCode, answer.body).toBe(200);
    const { OrderNumber: tracking, payment } = answer.json().order;
    expect(payment.fields).toMatchObject({ PymtMethod: 'CC', Amount: '16000.00', EPPMonth: '12', IssuingBank: 'Maybank' });
    expect(await orderOf(shopper, tracking)).toMatchObject({ payment_method: 'EPP', instalment: { bank: 'Maybank', months: 12, monthly: 1333.33, last: 1333.37, confirmed: null } });
    expect((await p.attemptRow(payment.fields.PaymentID)).instalment).toEqual({ bank: 'Maybank', months: 12, promoCode: '' });

    // the sandbox's card form offers the plan: the issuing bank's name and the months
    const page = await p.post(SANDBOX_PATH, payment.fields);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('12 months with Maybank, 0 % interest');
    const done = await p.post(`${SANDBOX_PATH}/complete`, { ...payment.fields, outcome: 'pay', card: APPROVED_CARD, epp: 'confirm' });
    expect(done.body).toContain('name="EPP_YN" value="1"');
    expect(done.body).toContain('name="EPPMonth" value="12"');
    expect((await p.post(RETURN_PATH, Object.fromEntries([...done.body.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]])))).headers.location).toBe(`/orders/${tracking}?status=success`);

    const order = await orderOf(shopper, tracking);
    expect(order).toMatchObject({ order_status: 'Paid', payment_method: 'EPP', instalment: { bank: 'Maybank', months: 12, confirmed: true } });
    expect((await p.attemptRow(payment.fields.PaymentID)).instalmentAnswer).toEqual({ eppYn: '1', eppMonth: '12', promoCode: '' });
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, shopper.email));
    expect(mails.find((m) => m.kind === 'order-received')?.text).toContain('12 interest-free monthly instalments of RM 1,333.33 with Maybank (the last RM 1,333.37)');
    expect(mails.find((m) => m.kind === 'order-confirmation')?.text).toContain('Your bank has confirmed the plan: 12 monthly instalments of RM 1,333.33 with Maybank');
  });

  it('an order below every minimum is offered no plan, and the API refuses one sent anyway (400 with the reason)', async () => {
    const shopper = await registeredShopper(shop.app);
    const necklace = await f.necklace();
    await db().update(colourOptions).set({ priceSen: 45_000 }).where(eq(colourOptions.id, necklace.colour.id));
    const lowest = Math.min(...(await offered()).map((plan) => plan.minimum));
    expect(450).toBeLessThan(lowest);
    const address = await f.addressOf(shopper);
    const asked = await f.place(shopper, { address_id: address, total_amount: 450, product_panel_setting_id: necklace.colour.id, payment_method: 'EPP', instalment: { bank: 'Maybank', months: 6 } });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().message).toBe('Instalments over 6 months with Maybank start at RM 500.00; this order’s total is RM 450.00. Please choose another plan or pay by card.');
    // no plan, a plan without the method, a method without a plan, months no bank offers: each a 400 that says why
    const base = { address_id: address, total_amount: 450, product_panel_setting_id: necklace.colour.id };
    expect((await f.place(shopper, { ...base, payment_method: 'EPP' })).json().message).toBe('Please choose the bank and the months of your instalment plan.');
    expect((await f.place(shopper, { ...base, payment_method: 'CC', instalment: { bank: 'Maybank', months: 6 } })).statusCode).toBe(400);
    expect((await f.place(shopper, { ...base, payment_method: 'EPP', instalment: { bank: 'Maybank', months: 24 } })).statusCode).toBe(400);
    expect((await f.place(shopper, { ...base, payment_method: 'CC' })).statusCode).toBe(200);
  });

  it('an approval without the chosen plan is recorded as the full card payment it was and flagged for staff', async () => {
    const { shopper, answer } = await placeWithPlan(1_200_000, { bank: 'CIMB Bank', months: 6 });
    const { OrderNumber: tracking, payment } = answer.json().order;
    const done = await p.post(`${SANDBOX_PATH}/complete`, { ...payment.fields, outcome: 'pay', card: APPROVED_CARD, epp: 'refuse' });
    expect(done.body).toContain('name="EPP_YN" value="0"');
    const order = await orderOf(shopper, tracking);
    expect(order).toMatchObject({ order_status: 'Paid', payment_method: 'CC', instalment: { bank: 'CIMB Bank', months: 6, confirmed: false } });
    const seen = (await api('GET', `/api/cms/orders/${tracking}`, staff)).json().order;
    expect(seen.instalment).toMatchObject({ bank: 'CIMB Bank', months: 6, confirmed: false });
    expect(seen.instalment.flagged).toBe('Instalments not confirmed: the gateway approved this payment without the 6-month plan with CIMB Bank (EPP_YN 0, EPPMonth 6). The customer was charged in full.');
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, shopper.email));
    expect(mails.find((m) => m.kind === 'order-confirmation')?.text).toContain('without the instalment plan, so your card was charged in full');
  });

  it('Pay Now keeps the plan, or changes it to another bank and months, or to a plain card', async () => {
    const { shopper, answer } = await placeWithPlan(1_600_000, { bank: 'Maybank', months: 12 });
    const { OrderNumber: tracking, payment } = answer.json().order;
    await p.post(`${SANDBOX_PATH}/complete`, { ...payment.fields, outcome: 'pay', card: DECLINED_CARD });
    expect((await orderOf(shopper, tracking)).order_status).toBe('Payment Failed');
    const payNow = (body: object) => shop.app.inject({ method: 'PUT', url: '/api/order/update', headers: shopper.auth, payload: { order_tracking_id: tracking, ...body } });
    const kept = await payNow({});
    expect(kept.json().order.payment.fields).toMatchObject({ PymtMethod: 'CC', EPPMonth: '12', IssuingBank: 'Maybank' });
    const changed = await payNow({ payment_method: 'EPP', instalment: { bank: 'Public Bank', months: 6 } });
    expect(changed.json().order.payment.fields).toMatchObject({ EPPMonth: '6', IssuingBank: 'Public Bank' });
    expect((await orderOf(shopper, tracking)).instalment).toMatchObject({ bank: 'Public Bank', months: 6 });
    const card = await payNow({ payment_method: 'CC' });
    expect(card.json().order.payment.fields).not.toHaveProperty('EPPMonth');
    expect(await orderOf(shopper, tracking)).toMatchObject({ payment_method: 'CC', instalment: null });
  });

  it('an instalment payment is refunded through the card’s way back: the gateway’s refund', async () => {
    const { shopper, answer } = await placeWithPlan(1_600_000, { bank: 'Maybank', months: 6 });
    const { OrderNumber: tracking, payment } = answer.json().order;
    expect((await api('POST', `/api/order/${tracking}/cancel`, shopper)).statusCode).toBe(200);
    await p.post(`${SANDBOX_PATH}/complete`, { ...payment.fields, outcome: 'pay', card: APPROVED_CARD, epp: 'confirm' });
    const queue = (await api('GET', '/api/cms/returns?status=requested', staff)).json().returns as { number: string; tracking_id: string }[];
    const late = queue.find((r) => r.tracking_id === tracking)!;
    const refunded = await api('POST', `/api/cms/returns/${late.number}/refund`, staff, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().return).toMatchObject({ status: 'refunded', payment: { left: 0 } });
    expect(refunded.json().return.refunds[0]).toMatchObject({ channel: 'gateway', status: 'refunded' });
  });

  it('staff switching a bank’s plans off removes it from checkout (audited); the API then refuses it', async () => {
    const read = await api('GET', '/api/cms/instalment-plans', staff);
    expect(read.statusCode, read.body).toBe(200);
    const current = read.json().plans as { bank: string; active: boolean }[];
    const changed = current.map((plan) => (plan.bank === 'Hong Leong Bank' ? { ...plan, active: false } : plan));
    const storefrontChanged = shop.app.storefront.nextChange();
    const saved = await api('PUT', '/api/cms/instalment-plans', staff, { plans: changed });
    expect(saved.statusCode, saved.body).toBe(200);
    await storefrontChanged;
    expect((await offered()).map((plan) => plan.bank)).not.toContain('Hong Leong Bank');
    expect((await offered()).map((plan) => plan.bank)).toContain('Maybank');
    const { answer } = await placeWithPlan(1_600_000, { bank: 'Hong Leong Bank', months: 12 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Hong Leong Bank offers no 12-month instalment plan at the moment. Please choose another plan or pay by card.');
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'instalment-plans.update'));
    expect(audit).toBeDefined();
    // a customer may not change them
    const shopper = await registeredShopper(shop.app);
    expect((await api('PUT', '/api/cms/instalment-plans', shopper, { plans: [] })).statusCode).toBe(403);
    expect((await api('PUT', '/api/cms/instalment-plans', staff, { plans: [...current, current[0]] })).statusCode).toBe(400);
  });
});
