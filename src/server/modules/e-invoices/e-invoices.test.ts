import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { senFromRinggit } from '../../../domain/money/money.ts';
import { anotherHandleOf } from '../../db/testing.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import { eInvoices, myinvoisSandboxDocuments } from '../../db/schema/e-invoices.ts';
import { orderStatusChanges } from '../../db/schema/orders.ts';
import { emailOutbox } from '../../db/schema/outbox.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { registeredShopper } from '../accounts/testing.ts';
import { moneyShop, type Shopper } from '../orders/testing.ts';
import { SANDBOX_PATH } from '../payments/gateway.ts';
import { t } from '../../../domain/words/catalogue.ts';
import { malaysianMonthOf, monthStartOf, nextMonthOf } from './building.ts';
import { submitDue } from './jobs.ts';
import { TIN_CHECK_RULE } from './tin-check.ts';
import { myInvoisApi } from './myinvois-api.ts';
import { SANDBOX_UNKNOWN_TIN, SANDBOX_VALIDATION_PATH } from './sandbox.ts';

/** e-Invoices to LHDN MyInvois (issue 27), through the shop's built-in MyInvois sandbox. */
const { shop, f, p, staff, db, api } = moneyShop(30);
/** Two rounds of the job, the second after the polling interval: submitted, then answered. */
async function rounds(on: TestShop = shop, now = new Date()) {
  await on.app.eInvoices.run(now);
  await on.app.eInvoices.run(new Date(now.getTime() + 5_000));
}

/** A shopper's order for a ring with a stone priced so that the order costs about `aboutRinggit`; paid by card when `pay`. */
async function order(aboutRinggit: number, options: { pay?: boolean; before?: (shopper: Shopper, trackingId: string) => Promise<void> } = {}) {
  const shopper = await registeredShopper(shop.app);
  const stone = await f.freeStone();
  await db().update(diamonds).set({ priceSen: senFromRinggit(aboutRinggit) }).where(eq(diamonds.id, stone.id));
  const { product, colour } = await f.engagementSetting();
  const added = await api('POST', '/api/user/cart', shopper, { product_id: product.id, product_panel_setting_id: colour.id, quantity: 1, ring_size: 12, engrave: { text: '', font: '' }, diamond: { CERTIFICATE_NO: stone.certificateNo } });
  expect(added.statusCode, added.body).toBe(200);
  const cart = await f.cartOf(shopper);
  const placed = await f.place(shopper, { address_id: await f.addressOf(shopper), total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id), payment_method: 'CC' });
  expect(placed.statusCode, placed.body).toBe(200);
  const { OrderNumber: trackingId, payment } = placed.json().order as { OrderNumber: string; payment: { fields: Record<string, string> } };
  await options.before?.(shopper, trackingId);
  if (options.pay !== false) {
    const paid = await p.post(`${SANDBOX_PATH}/complete`, { ...payment.fields, outcome: 'pay', card: '4111 1111 1111 1111', callback: 'once', refund: 'success' });
    expect(paid.statusCode).toBe(200);
    expect((await p.orderRow(trackingId)).status).toBe('Paid');
  }
  return { shopper, trackingId, totalSen: senFromRinggit(cart.total) };
}

const eInvoiceOf = async (who: Shopper, trackingId: string) => {
  const answer = await api('GET', `/api/order/${trackingId}/e-invoice`, who);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().e_invoice;
};

const MYKAD_BUYER = { kind: 'mykad', name: 'Nur Aisyah binti Ahmad', id_number: '900101-14-5678', tin: '', email: 'aisyah@example.my', phone: '+60123456789' };

describe('an order above RM 10,000 gets its own e-invoice once paid', () => {
  it('RM 16,000: due in the Paid move, submitted by the job, Valid with its validation link; only its owner reads it', async () => {
    const { shopper, trackingId, totalSen } = await order(13_000);
    expect(totalSen).toBeGreaterThan(1_000_000);
    const due = await eInvoiceOf(shopper, trackingId);
    expect(due.required).toBe(true);
    expect(due.documents).toMatchObject([{ code_number: `INV-${trackingId}`, kind: 'invoice', status: 'due' }]);

    await rounds();
    const valid = await eInvoiceOf(shopper, trackingId);
    const [doc] = valid.documents;
    expect(doc.status).toBe('valid');
    expect(doc.uuid).toMatch(/^[A-Z0-9]{26}$/);
    expect(doc.validation_link).toBe(`http://shop.test${SANDBOX_VALIDATION_PATH}/${doc.uuid}/share/${doc.long_id}`);
    expect(doc.total).toBe(totalSen / 100);
    const page = await shop.app.inject({ method: 'GET', url: new URL(doc.validation_link).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Valid');

    // the document sent: base64 of the JSON with its SHA-256, the buyer 'General Public' (nobody asked), the total to the sen
    const [sent] = await db().select().from(myinvoisSandboxDocuments).where(eq(myinvoisSandboxDocuments.uuid, doc.uuid));
    const invoice = (sent.document as { Invoice: Record<string, { _: unknown }[] | Record<string, { _: unknown }[]>[]>[] }).Invoice[0];
    expect(JSON.stringify(invoice.AccountingCustomerParty)).toContain('EI00000000010');
    expect(JSON.stringify(invoice.LegalMonetaryTotal)).toContain(`"PayableAmount":[{"_":${totalSen / 100},"currencyID":"MYR"}]`);
    const [row] = await db().select().from(eInvoices).where(eq(eInvoices.uuid, doc.uuid));
    expect(sent.documentHash).toBe(row.documentHash);
    // the shopper is e-mailed the validation link once it is Valid
    const mails = await db().select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, shopper.email), eq(emailOutbox.kind, 'e-invoice-valid')));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(doc.validation_link);

    expect((await api('GET', `/api/order/${trackingId}/e-invoice`, await registeredShopper(shop.app))).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: `/api/order/${trackingId}/e-invoice` })).statusCode).toBe(401);
    // staff see it in the back-office, and download the JSON
    const list = await api('GET', `/api/cms/e-invoices?order=${trackingId}`, staff);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().e_invoices).toMatchObject([{ code_number: `INV-${trackingId}`, status: 'valid', order_number: trackingId }]);
    const download = await api('GET', `/api/cms/e-invoices/INV-${trackingId}/document`, staff);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(`INV-${trackingId}.json`);
    expect(download.json().document.Invoice[0].ID).toEqual([{ _: `INV-${trackingId}` }]);
    expect((await api('GET', '/api/cms/e-invoices', shopper)).statusCode).toBe(403);
  });
});

describe('an order of RM 3,000 without a request joins the month’s consolidated e-invoice', () => {
  it('nothing of its own; after the month the consolidated document lists it, made and submitted once by two instances', async () => {
    const { shopper, trackingId } = await order(500);
    const before = await eInvoiceOf(shopper, trackingId);
    expect(before).toMatchObject({ required: false, requested: false, can_request: true, documents: [] });
    await rounds();
    expect(await db().select().from(eInvoices).where(eq(eInvoices.orderId, (await p.orderRow(trackingId)).id))).toEqual([]);

    const month = malaysianMonthOf(new Date());
    const afterMonth = new Date(monthStartOf(nextMonthOf(month)).getTime() + 3_600_000);
    const other = await startTestShop({ database: await anotherHandleOf(shop.database) });
    try {
      await Promise.all([shop.app.eInvoices.run(afterMonth), other.app.eInvoices.run(afterMonth)]);
      await Promise.all([shop.app.eInvoices.run(new Date(afterMonth.getTime() + 5_000)), other.app.eInvoices.run(new Date(afterMonth.getTime() + 5_000))]);
    } finally {
      await other.close();
    }
    const consolidated = await db().select().from(eInvoices).where(eq(eInvoices.kind, 'consolidated'));
    expect(consolidated).toHaveLength(1);
    expect(consolidated[0]).toMatchObject({ codeNumber: `CON-${month}`, month, status: 'valid', attempts: 1 });
    expect(consolidated[0].orderIds).toContain((await p.orderRow(trackingId)).id);
    expect(await db().select().from(myinvoisSandboxDocuments).where(eq(myinvoisSandboxDocuments.codeNumber, `CON-${month}`))).toHaveLength(1);

    const after = await eInvoiceOf(shopper, trackingId);
    expect(after.can_request).toBe(false);
    expect(after.documents).toMatchObject([{ kind: 'consolidated', month, status: 'valid' }]);
    const late = await api('PUT', `/api/order/${trackingId}/e-invoice-request`, shopper, MYKAD_BUYER);
    expect(late.statusCode).toBe(409);
    const listed = await api('GET', `/api/cms/e-invoices?month=${month}&status=valid`, staff);
    expect(listed.json().e_invoices.find((e: { kind: string }) => e.kind === 'consolidated')).toMatchObject({ buyer_name: 'General Public', order_numbers: expect.arrayContaining([trackingId]) });
  });
});

/** A port nothing listens on: LHDN unreachable. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Another instance of the shop on this database, configured for MyInvois itself, which cannot be reached. */
async function shopWithLhdnUnreachable(): Promise<TestShop> {
  return startTestShop({ database: await anotherHandleOf(shop.database), env: { MYINVOIS_CLIENT_ID: 'kilau-erp', MYINVOIS_CLIENT_SECRET: 'not-a-real-secret', MYINVOIS_API_URL: `http://127.0.0.1:${await closedPort()}` } });
}

const buyerCheck = (who: Shopper, buyer: object, on: TestShop = shop) => on.app.inject({ method: 'POST', url: '/api/e-invoice/buyer-check', headers: who.auth, payload: buyer });

describe("the buyer's TIN is checked with LHDN's TIN validation (the built-in sandbox answers it without credentials)", () => {
  it('valid, not found (refused in the catalogue’s words), none given (not asked); checkout’s check and the request answer alike', async () => {
    const shopper = await registeredShopper(shop.app);
    const answer = async (buyer: object) => {
      const checked = await buyerCheck(shopper, buyer);
      return { status: checked.statusCode, check: checked.json().tin_check, message: checked.json().message };
    };
    expect(await answer(MYKAD_BUYER)).toMatchObject({ status: 200, check: 'none' });
    expect(await answer({ ...MYKAD_BUYER, tin: 'ig12345678901' })).toMatchObject({ status: 200, check: 'valid' });
    expect(await answer({ ...MYKAD_BUYER, kind: 'company', name: 'Permata Holdings Sdn. Bhd.', id_number: '201901012345', tin: 'C20880050010' })).toMatchObject({ status: 200, check: 'valid' });
    expect(await answer({ ...MYKAD_BUYER, kind: 'passport', id_number: 'K1234567A' })).toMatchObject({ status: 200, check: 'none' });
    expect(await answer({ ...MYKAD_BUYER, tin: SANDBOX_UNKNOWN_TIN })).toEqual({ status: 400, check: undefined, message: t('eInvoices.problems.tinNotFound') });
    expect(await answer({ ...MYKAD_BUYER, id_number: '90010114567' })).toMatchObject({ status: 400, message: t('eInvoices.problems.mykad') });
    expect((await shop.app.inject({ method: 'POST', url: '/api/e-invoice/buyer-check', payload: MYKAD_BUYER })).statusCode).toBe(401);

    // an order's request is checked alike: refused, nothing kept
    await order(400, {
      pay: false,
      before: async (who, number) => {
        const refused = await api('PUT', `/api/order/${number}/e-invoice-request`, who, { ...MYKAD_BUYER, tin: SANDBOX_UNKNOWN_TIN });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(t('eInvoices.problems.tinNotFound'));
        expect((await eInvoiceOf(who, number)).requested).toBe(false);
      },
    });
  });

  it('an account may have LHDN check 20 TINs an hour; an answer kept is not asked again and not counted', async () => {
    const shopper = await registeredShopper(shop.app);
    const tins = Array.from({ length: TIN_CHECK_RULE.limit + 1 }, (_, i) => `IG${String(10_000_000_000 + i)}`);
    for (const tin of tins.slice(0, TIN_CHECK_RULE.limit)) expect((await buyerCheck(shopper, { ...MYKAD_BUYER, tin })).statusCode).toBe(200);
    const refused = await buyerCheck(shopper, { ...MYKAD_BUYER, tin: tins[TIN_CHECK_RULE.limit] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('Please try again in');
    expect((await buyerCheck(shopper, { ...MYKAD_BUYER, tin: tins[0] })).json().tin_check).toBe('valid');
    expect((await buyerCheck(shopper, MYKAD_BUYER)).statusCode).toBe(200);
  });

  it('LHDN unreachable: checkout goes on with the details kept unchecked; MyInvois finds the TIN Invalid on submission, its reason kept, and the corrected e-invoice is Valid', async () => {
    const other = await shopWithLhdnUnreachable();
    let shopper!: Shopper;
    let trackingId!: string;
    try {
      ({ shopper, trackingId } = await order(400, {
        before: async (who, number) => {
          const checked = await buyerCheck(who, { ...MYKAD_BUYER, tin: SANDBOX_UNKNOWN_TIN }, other);
          expect(checked.statusCode, checked.body).toBe(200);
          expect(checked.json().tin_check).toBe('unchecked');
          // the form's rules hold whether LHDN answers or not
          expect((await buyerCheck(who, { ...MYKAD_BUYER, tin: 'X1' }, other)).statusCode).toBe(400);
          const asked = await other.app.inject({ method: 'PUT', url: `/api/order/${number}/e-invoice-request`, headers: who.auth, payload: { ...MYKAD_BUYER, tin: SANDBOX_UNKNOWN_TIN } });
          expect(asked.statusCode, asked.body).toBe(200);
          expect(asked.json().e_invoice).toMatchObject({ requested: true, documents: [] });
        },
      }));
    } finally {
      await other.close();
    }
    await rounds();
    const invalid = await eInvoiceOf(shopper, trackingId);
    expect(invalid.documents).toMatchObject([{ kind: 'invoice', status: 'invalid', reasons: [{ code: 'CV302', target: 'Buyer.TIN' }] }]);
    const number = `INV-${trackingId}`;
    const shown = await api('GET', `/api/cms/e-invoices/${number}`, staff);
    expect(shown.json()).toMatchObject({ e_invoice: { status: 'invalid', reasons: [{ code: 'CV302' }] }, buyer: { tin: SANDBOX_UNKNOWN_TIN, id_number: '900101145678' } });
    expect((await api('POST', `/api/cms/e-invoices/${number}/resubmit`, shopper, {})).statusCode).toBe(403);
    // staff's correction is checked with LHDN too
    expect((await api('POST', `/api/cms/e-invoices/${number}/resubmit`, staff, { buyer: { ...MYKAD_BUYER, tin: SANDBOX_UNKNOWN_TIN } })).statusCode).toBe(400);

    const again = await api('POST', `/api/cms/e-invoices/${number}/resubmit`, staff, { buyer: { ...MYKAD_BUYER, tin: 'IG12345678901' } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().e_invoice.status).toBe('due');
    await rounds();
    const valid = await eInvoiceOf(shopper, trackingId);
    expect(valid.documents).toMatchObject([{ status: 'valid', reasons: [] }]);
    expect(valid.buyer).toMatchObject({ tin: 'IG12345678901' });
    expect((await api('POST', `/api/cms/e-invoices/${number}/resubmit`, staff, {})).statusCode).toBe(409);
    const [row] = await db().select().from(eInvoices).where(eq(eInvoices.codeNumber, number));
    expect(row.attempts).toBe(2);
  });
});

describe('MyInvois not answering in time is a failure tried again later', () => {
  it('the job’s submission to a MyInvois that never answers gives up after the timeout; the e-invoice stays due and is submitted on a later round', async () => {
    const silent = createServer(() => {
      // takes the request and never answers
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { shopper, trackingId } = await order(13_000);
    const now = new Date();
    try {
      const myinvois = myInvoisApi({ clientId: 'kilau-erp', clientSecret: 'not-a-real-secret', apiUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, portalUrl: 'https://preprod.myinvois.hasil.gov.my', timeoutMs: 300 });
      const started = Date.now();
      expect(await submitDue({ db: db(), myinvois, shopSettings: shop.app.shopSettings, log: shop.app.log, siteOrigin: 'http://shop.test', mailQueued: () => {} }, now)).toBe(0);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
    const [row] = await db().select().from(eInvoices).where(eq(eInvoices.codeNumber, `INV-${trackingId}`));
    expect(row).toMatchObject({ status: 'due', attempts: 1, reasons: [], uuid: null });
    // within the first minute it waits; after it, submitted and Valid
    await shop.app.eInvoices.run(new Date(now.getTime() + 30_000));
    expect((await eInvoiceOf(shopper, trackingId)).documents[0].status).toBe('due');
    await rounds(shop, new Date(now.getTime() + 61_000));
    expect((await eInvoiceOf(shopper, trackingId)).documents[0]).toMatchObject({ status: 'valid', reasons: [] });
  });
});

describe('a refund makes a refund note referring to the original e-invoice', () => {
  /** Staff take a paid order to Delivered yesterday; the shopper returns it; staff receive, inspect and refund it (all, or `amount` RM). */
  async function refunded(shopper: Shopper, trackingId: string, amount?: number) {
    for (const move of [{ status: 'In Production' }, { status: 'Shipped', shipping_tracking_no: 'EX123456789MY' }, { status: 'Delivered' }]) {
      expect((await api('PUT', `/api/cms/orders/${trackingId}/status`, staff, move)).statusCode).toBe(200);
    }
    const row = await p.orderRow(trackingId);
    await db().update(orderStatusChanges).set({ createdAt: new Date(Date.now() - 86_400_000) }).where(and(eq(orderStatusChanges.orderId, row.id), eq(orderStatusChanges.toStatus, 'Delivered')));
    const lines = (await api('GET', `/api/order/${trackingId}`, shopper)).json().order.orders.map((l: { line_id: number }) => l.line_id);
    const asked = await api('POST', `/api/order/${trackingId}/returns`, shopper, { lines, reason: 'changedMind', note: 'Not for me.' });
    expect(asked.statusCode, asked.body).toBe(200);
    const number = asked.json().return_number as string;
    expect((await api('POST', `/api/cms/returns/${number}/received`, staff, { note: 'Arrived.' })).statusCode).toBe(200);
    expect((await api('POST', `/api/cms/returns/${number}/inspected`, staff, { note: 'Fine.', relist: false })).statusCode).toBe(200);
    const done = await api('POST', `/api/cms/returns/${number}/refund`, staff, amount === undefined ? {} : { amount });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().return.status).toBe('refunded');
    return number;
  }

  it('after 72 hours a refund note (04) with the original’s UUID; within 72 hours a full refund cancels the e-invoice instead', async () => {
    const first = await order(12_000);
    await rounds();
    const original = (await eInvoiceOf(first.shopper, first.trackingId)).documents[0];
    expect(original.status).toBe('valid');
    await db().update(eInvoices).set({ validatedAt: new Date(Date.now() - 4 * 86_400_000) }).where(eq(eInvoices.codeNumber, original.code_number));
    const number = await refunded(first.shopper, first.trackingId);
    await rounds();
    const after = await eInvoiceOf(first.shopper, first.trackingId);
    const note = after.documents.find((d: { kind: string }) => d.kind === 'refund note');
    expect(note).toMatchObject({ code_number: `RN-${number}`, status: 'valid', original: original.code_number });
    const [sent] = await db().select().from(myinvoisSandboxDocuments).where(eq(myinvoisSandboxDocuments.uuid, note.uuid));
    const invoice = (sent.document as { Invoice: Record<string, unknown>[] }).Invoice[0];
    expect(invoice.InvoiceTypeCode).toEqual([{ _: '04', listVersionID: '1.0' }]);
    expect(invoice.BillingReference).toEqual([{ InvoiceDocumentReference: [{ ID: [{ _: original.code_number }], UUID: [{ _: original.uuid }] }] }]);

    const second = await order(11_000);
    await rounds();
    await refunded(second.shopper, second.trackingId);
    await rounds();
    const cancelled = await eInvoiceOf(second.shopper, second.trackingId);
    expect(cancelled.documents.map((d: { kind: string; status: string }) => [d.kind, d.status])).toEqual([
      ['invoice', 'cancelled'],
      ['refund note', 'cancelled'],
    ]);
    // money back is a refund note (04); the shop issues no credit note (02): nothing reduces a sale without money back
    const typeCodes = (await db().select({ document: myinvoisSandboxDocuments.document }).from(myinvoisSandboxDocuments)).map((d) => (d.document as { Invoice: { InvoiceTypeCode: { _: string }[] }[] }).Invoice[0].InvoiceTypeCode[0]._);
    expect(typeCodes).toContain('04');
    expect(new Set(typeCodes)).toEqual(new Set(['01', '04']));
  });

  it('a refund note whose original is not Valid yet waits 1, 2, 4 … minutes between tries, never more than 6 hours, and is issued once the original is Valid', async () => {
    const other = await shopWithLhdnUnreachable();
    let sale!: Awaited<ReturnType<typeof order>>;
    try {
      // a TIN given while LHDN could not check it: the order's e-invoice comes back Invalid
      sale = await order(12_000, { before: async (who, number) => expect((await other.app.inject({ method: 'PUT', url: `/api/order/${number}/e-invoice-request`, headers: who.auth, payload: { ...MYKAD_BUYER, tin: SANDBOX_UNKNOWN_TIN } })).statusCode).toBe(200) });
    } finally {
      await other.close();
    }
    await rounds();
    const invoice = `INV-${sale.trackingId}`;
    expect((await eInvoiceOf(sale.shopper, sale.trackingId)).documents).toMatchObject([{ code_number: invoice, status: 'invalid' }]);
    const returnNumber = await refunded(sale.shopper, sale.trackingId, 100);
    const note = `RN-${returnNumber}`;
    const noteRow = async () => (await db().select().from(eInvoices).where(eq(eInvoices.codeNumber, note)))[0];
    const at = (t0: Date, seconds: number) => new Date(t0.getTime() + seconds * 1000);
    const attemptsAt = async (when: Date) => (await shop.app.eInvoices.run(when), (await noteRow()).attempts);

    const t0 = new Date();
    expect(await attemptsAt(t0)).toBe(1);
    expect(await noteRow()).toMatchObject({ status: 'due', uuid: null });
    expect(await attemptsAt(at(t0, 59))).toBe(1);
    expect(await attemptsAt(at(t0, 61))).toBe(2);
    expect(await attemptsAt(at(t0, 61 + 119))).toBe(2);
    expect(await attemptsAt(at(t0, 61 + 121))).toBe(3);
    expect(await attemptsAt(at(t0, 61 + 121 + 239))).toBe(3);
    expect(await attemptsAt(at(t0, 61 + 121 + 241))).toBe(4);
    // after many tries the wait stops growing at 6 hours
    const t1 = at(t0, 3_600);
    await db().update(eInvoices).set({ attempts: 20, claimedAt: t1 }).where(eq(eInvoices.codeNumber, note));
    expect(await attemptsAt(at(t1, 6 * 3_600 - 60))).toBe(20);
    expect(await attemptsAt(at(t1, 6 * 3_600 + 60))).toBe(21);

    // staff correct the original, which becomes Valid; the note follows on its next try, referring to it
    expect((await api('POST', `/api/cms/e-invoices/${invoice}/resubmit`, staff, { buyer: { ...MYKAD_BUYER, tin: 'IG12345678901' } })).statusCode).toBe(200);
    const t2 = at(t1, 6 * 3_600 + 120);
    await rounds(shop, t2);
    const documents = (await eInvoiceOf(sale.shopper, sale.trackingId)).documents;
    expect(documents.map((d: { code_number: string; status: string }) => [d.code_number, d.status])).toEqual([
      [invoice, 'valid'],
      [note, 'due'],
    ]);
    await rounds(shop, at(t2, 6 * 3_600 + 60));
    const issued = (await eInvoiceOf(sale.shopper, sale.trackingId)).documents.find((d: { code_number: string }) => d.code_number === note);
    expect(issued).toMatchObject({ kind: 'refund note', status: 'valid', original: invoice, total: 100 });
  });
});
