import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { senFromRinggit } from '../../../domain/money/money.ts';
import { colourOptions } from '../../db/schema/catalog.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import { emailOutbox } from '../../db/schema/outbox.ts';
import { registeredShopper } from '../accounts/testing.ts';
import { CALLBACK_PATH, RETURN_PATH, SANDBOX_PATH } from '../payments/gateway.ts';
import { recheckPendingPayments } from './jobs.ts';
import { moneyShop, type Shopper } from './testing.ts';

/**
 * The bank's answer on an instalment plan only from the bank (issue 38): eGHL's hash covers neither the SALE's
 * EPPMonth and IssuingBank nor the answer's EPP_YN and EPPMonth, so the shopper's browser can change them both ways.
 * The plan is taken from the server-to-server callback or the status query, never from the browser's return, in
 * whichever order they come; a plan the bank granted that the order did not ask for, or that the shop does not offer,
 * is recorded as granted (the card is charged on it), flagged for staff and logged.
 */
const logLines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});
const { shop, f, p, staff, db, api } = moneyShop(16, { env: { LOG_LEVEL: 'warn' }, logStream: sink });
const APPROVED_CARD = '4111 1111 1111 1111';

/** A shopper's order of a ring whose total is exactly `totalSen`, placed with this plan (or none: a card payment). */
async function ringOrder(totalSen: number, instalment: { bank: string; months: number } | null) {
  const shopper = await registeredShopper(shop.app);
  const stone = await f.freeStone();
  const before = await f.ringInCart(shopper, stone.certificateNo);
  await db().update(diamonds).set({ priceSen: totalSen - (senFromRinggit(before.total) - stone.priceSen) }).where(eq(diamonds.id, stone.id));
  const cart = await f.cartOf(shopper);
  expect(senFromRinggit(cart.total)).toBe(totalSen);
  const placed = await f.place(shopper, { address_id: await f.addressOf(shopper), total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id), payment_method: instalment ? 'EPP' : 'CC', instalment });
  expect(placed.statusCode, placed.body).toBe(200);
  const order = placed.json().order as { OrderNumber: string; payment: { fields: Record<string, string> } };
  return { shopper, tracking: order.OrderNumber, fields: order.payment.fields };
}

/** A shopper's order of a necklace priced `totalSen`, placed with this plan (or none: a card payment). */
async function necklaceOrder(totalSen: number, instalment: { bank: string; months: number } | null) {
  const shopper = await registeredShopper(shop.app);
  const necklace = await f.necklace();
  await db().update(colourOptions).set({ priceSen: totalSen }).where(eq(colourOptions.id, necklace.colour.id));
  const placed = await f.place(shopper, { address_id: await f.addressOf(shopper), total_amount: totalSen / 100, product_panel_setting_id: necklace.colour.id, payment_method: instalment ? 'EPP' : 'CC', instalment });
  expect(placed.statusCode, placed.body).toBe(200);
  const order = placed.json().order as { OrderNumber: string; payment: { fields: Record<string, string> } };
  return { shopper, tracking: order.OrderNumber, fields: order.payment.fields };
}

/**
 * The shopper pays at the sandbox with the approved card (the SALE form first changed by `edits`, as a browser may):
 * the sandbox answers as the bank (EPP_YN 1 when it grants the plan the SALE carries), calls back or not, and
 * answers the fields the browser takes back to the shop.
 */
async function paidAtSandbox(fields: Record<string, string>, options: { callback: 'once' | 'never'; epp?: 'confirm' | 'refuse'; edits?: Record<string, string> }) {
  const done = await p.post(`${SANDBOX_PATH}/complete`, { ...fields, ...options.edits, outcome: 'pay', card: APPROVED_CARD, epp: options.epp ?? 'confirm', callback: options.callback });
  expect(done.statusCode, done.body).toBe(200);
  return Object.fromEntries([...done.body.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

const orderOf = async (shopper: Shopper, tracking: string) => (await api('GET', `/api/order/${tracking}`, shopper)).json().order;
const staffSees = async (tracking: string) => (await api('GET', `/api/cms/orders/${tracking}`, staff)).json().order;
/** The re-query job, run as if four minutes had passed. */
const recheck = () => recheckPendingPayments(shop.app.payments.settlement, shop.app.payments.query, 3, new Date(Date.now() + 4 * 60_000));

describe('the plan only from the bank, in any order of the messages', () => {
  it('return then callback: a return claiming the plan pays the order but confirms nothing; the callback’s refusal is recorded', async () => {
    const { shopper, tracking, fields } = await ringOrder(1_600_000, { bank: 'Maybank', months: 12 });
    const answer = await paidAtSandbox(fields, { callback: 'never', epp: 'refuse' });
    expect(answer).toMatchObject({ TxnStatus: '0', EPP_YN: '0', EPPMonth: '12' });
    // the browser comes back first, its EPP_YN changed (no hash covers it)
    const back = await p.post(RETURN_PATH, { ...answer, EPP_YN: '1' });
    expect(back.headers.location).toBe(`/orders/${tracking}?status=success`);
    expect(await orderOf(shopper, tracking)).toMatchObject({ order_status: 'Paid', payment_method: 'EPP', instalment: { bank: 'Maybank', months: 12, confirmed: null } });

    expect((await p.post(CALLBACK_PATH, answer)).body).toBe('OK');
    expect(await orderOf(shopper, tracking)).toMatchObject({ order_status: 'Paid', payment_method: 'CC', instalment: { bank: 'Maybank', months: 12, confirmed: false } });
    expect((await staffSees(tracking)).instalment.flagged).toBe('Instalments not confirmed: the gateway approved this payment without the 12-month plan with Maybank (EPP_YN 0, EPPMonth 12). The customer was charged in full.');
    expect((await p.attemptRow(fields.PaymentID)).instalmentAnswer).toMatchObject({ eppYn: '0', eppMonth: '12' });
    // the confirmation spoke of the plan as chosen: the shopper is told it was not granted
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, shopper.email));
    expect(mails.find((m) => m.kind === 'order-confirmation')?.text).toContain('You chose to pay in 12 interest-free monthly instalments');
    expect(mails.find((m) => m.kind === 'instalment-not-granted')).toMatchObject({ subject: `Your order ${tracking}: your card was charged in full` });
  });

  it('callback then return: the bank granted another plan than the order asked for; recorded as granted and flagged, the return’s claim ignored', async () => {
    const { shopper, tracking, fields } = await ringOrder(1_600_000, { bank: 'Maybank', months: 12 });
    // the SALE's EPPMonth was changed in the browser to 6: the bank grants 6 months and says so in its callback
    const answer = await paidAtSandbox(fields, { callback: 'once', edits: { EPPMonth: '6' } });
    expect(answer).toMatchObject({ EPP_YN: '1', EPPMonth: '6' });
    await p.post(RETURN_PATH, { ...answer, EPPMonth: '12' });
    expect(await orderOf(shopper, tracking)).toMatchObject({ order_status: 'Paid', payment_method: 'EPP', instalment: { bank: 'Maybank', months: 6, confirmed: true } });
    expect((await staffSees(tracking)).instalment.flagged).toBe('The order asked for 12 months with Maybank, but the bank granted 6 months: the customer’s card is charged on that plan. Check the payment with the customer.');
  });

  it('return only, then the status query: the plan waits for the bank’s word, which the query brings', async () => {
    const refused = await ringOrder(1_600_000, { bank: 'Maybank', months: 12 });
    const refusedAnswer = await paidAtSandbox(refused.fields, { callback: 'never', epp: 'refuse' });
    await p.post(RETURN_PATH, { ...refusedAnswer, EPP_YN: '1' });
    const confirmed = await ringOrder(1_200_000, { bank: 'CIMB Bank', months: 6 });
    await p.post(RETURN_PATH, await paidAtSandbox(confirmed.fields, { callback: 'never', epp: 'confirm' }));
    expect((await orderOf(refused.shopper, refused.tracking)).instalment.confirmed).toBeNull();
    expect((await orderOf(confirmed.shopper, confirmed.tracking)).instalment.confirmed).toBeNull();

    await recheck();
    expect(await orderOf(refused.shopper, refused.tracking)).toMatchObject({ order_status: 'Paid', payment_method: 'CC', instalment: { confirmed: false } });
    expect(await orderOf(confirmed.shopper, confirmed.tracking)).toMatchObject({ order_status: 'Paid', payment_method: 'EPP', instalment: { bank: 'CIMB Bank', months: 6, confirmed: true } });
    // heard once: not asked about again
    const asked = (await p.attemptRow(confirmed.fields.PaymentID)).queriedAt;
    await recheck();
    expect((await p.attemptRow(confirmed.fields.PaymentID)).queriedAt).toEqual(asked);
  });
});

describe('a plan the bank granted that the shop did not offer', () => {
  it('callback only: a plain card order of RM 269 whose SALE was given EPPMonth 12 and a bank is recorded with the bank’s plan, flagged and logged', async () => {
    const { shopper, tracking, fields } = await necklaceOrder(26_900, null);
    expect(fields).not.toHaveProperty('EPPMonth');

    const answer = await paidAtSandbox(fields, { callback: 'once', edits: { EPPMonth: '12', IssuingBank: 'Maybank' } });
    expect(answer).toMatchObject({ EPP_YN: '1', EPPMonth: '12' });
    expect(await orderOf(shopper, tracking)).toMatchObject({ order_status: 'Paid', payment_method: 'EPP', instalment: { bank: 'Maybank', months: 12, confirmed: true } });
    const seen = await staffSees(tracking);
    expect(seen.instalment.flagged).toBe(
      'The order was placed without an instalment plan, but the bank granted 12 months with Maybank: the customer’s card is charged on that plan. Check the payment with the customer. ' +
        'The shop does not offer this plan for this order: 12-month instalments with Maybank start at RM 1,000.00, and the order’s total is RM 269.00.',
    );
    const logged = logLines.find((l) => l.includes(tracking) && l.includes('"level":40') && l.includes('instalment plan'));
    expect(logged).toBeDefined();
    expect(logged).not.toContain(shopper.email);
  });

  it('a plan below its minimum: an order of RM 600 asked for 6 months; the bank granted 12 (from RM 1,000)', async () => {
    const { shopper, tracking, fields } = await necklaceOrder(60_000, { bank: 'Maybank', months: 6 });
    const answer = await paidAtSandbox(fields, { callback: 'once', edits: { EPPMonth: '12' } });
    await p.post(RETURN_PATH, answer);
    expect(await orderOf(shopper, tracking)).toMatchObject({ order_status: 'Paid', payment_method: 'EPP', instalment: { bank: 'Maybank', months: 12, confirmed: true } });
    expect((await staffSees(tracking)).instalment.flagged).toBe(
      'The order asked for 6 months with Maybank, but the bank granted 12 months: the customer’s card is charged on that plan. Check the payment with the customer. ' +
        'The shop does not offer this plan for this order: 12-month instalments with Maybank start at RM 1,000.00, and the order’s total is RM 600.00.',
    );
  });
});
