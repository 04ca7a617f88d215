import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { shopSettings } from '../../db/schema/content.ts';
import { emailOutbox } from '../../db/schema/outbox.ts';
import { orders } from '../../db/schema/orders.ts';
import { ForbiddenError, UnauthorizedError } from '../../errors.ts';
import type { TestShop } from '../../testing.ts';
import { registeredShopper } from '../accounts/testing.ts';
import { orderFixtures, startOrderShop } from '../orders/testing.ts';
import { CALLBACK_PATH } from '../payments/gateway.ts';
import { signResponse } from '../payments/gateways/eghl-protocol.ts';
import { CMS_ORDER_MESSAGES, createCmsOrders } from './orders.ts';
import { CMS_API_PREFIX } from './routes.ts';
import { STAFF_ONLY } from './staff.ts';

let shop: TestShop;
let f: ReturnType<typeof orderFixtures>;
beforeAll(async () => {
  shop = await startOrderShop(20);
  f = orderFixtures(shop);
});
afterAll(async () => shop?.close());

/** Every back-office operation, read from the served OpenAPI document (so a new one is checked without listing it here). */
async function cmsOperations(): Promise<{ method: string; url: string }[]> {
  const doc = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(CMS_API_PREFIX))
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'KL20261124ABCDEF') })));
}

describe('the back-office API is for staff only (issue 14)', () => {
  it('every CMS operation, from the route table, is refused to a visitor (401) and to a customer (403) before anything is read', async () => {
    const operations = await cmsOperations();
    expect(operations.length).toBeGreaterThanOrEqual(5);
    const customer = await registeredShopper(shop.app);
    for (const op of operations) {
      const payload = op.method === 'GET' ? undefined : { anything: 'at all' };
      const visitor = await shop.app.inject({ method: op.method as 'GET', url: op.url, payload });
      expect(visitor.statusCode, `${op.method} ${op.url} as a visitor`).toBe(401);
      const asCustomer = await shop.app.inject({ method: op.method as 'GET', url: op.url, payload, headers: customer.auth });
      expect(asCustomer.statusCode, `${op.method} ${op.url} as a customer`).toBe(403);
      expect(asCustomer.json().message).toBe(STAFF_ONLY);
    }
  });

  it('the services check the role themselves, whatever route calls them', async () => {
    const service = createCmsOrders({ db: shop.database.db, siteOrigin: 'http://shop.test', shopSettings: async () => ({}) as never, mailQueued: () => {} });
    await expect(service.list(undefined, { page: 1, limit: 10 })).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(service.list({ userId: 1, role: 'WEB', sessionId: randomUUID() }, { page: 1, limit: 10 })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(service.move({ userId: 1, role: 'WEB', sessionId: randomUUID() }, 'KL1', { status: 'Shipped', note: '' })).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('staff move orders along the state machine, audited in the same transaction (issue 14)', () => {
  async function paidOrder() {
    const shopper = await registeredShopper(shop.app);
    const stone = await f.freeStone();
    const cart = await f.ringInCart(shopper, stone.certificateNo);
    const address = await f.addressOf(shopper);
    const placed = (await f.place(shopper, { address_id: address, total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id) })).json().order;
    const fields = placed.payment.fields as Record<string, string>;
    const answer = signResponse(shop.app.payments.gateway.password, { TxnID: 'T1', ServiceID: fields.ServiceID, PaymentID: fields.PaymentID, OrderNumber: fields.OrderNumber, TxnStatus: '0', Amount: fields.Amount, CurrencyCode: 'MYR', AuthCode: 'A1', TxnMessage: 'ok', IssuingBank: 'Maybank2u', Param6: '', Param7: '' });
    await shop.app.inject({ method: 'POST', url: CALLBACK_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(answer as unknown as Record<string, string>).toString() });
    return { shopper, tracking: placed.OrderNumber as string };
  }
  const move = (staff: { auth: object }, tracking: string, body: object) => shop.app.inject({ method: 'PUT', url: `${CMS_API_PREFIX}/orders/${tracking}/status`, headers: staff.auth as Record<string, string>, payload: body });

  it('in production → shipped with a tracking number (the customer sees it and is e-mailed) → delivered; each move audited with before and after', async () => {
    const staff = await f.staffMember();
    const { shopper, tracking } = await paidOrder();
    expect((await move(staff, tracking, { status: 'In Production' })).statusCode).toBe(200);
    const noNumber = await move(staff, tracking, { status: 'Shipped' });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().message).toBe(CMS_ORDER_MESSAGES.trackingNoNeeded);
    const shipped = await move(staff, tracking, { status: 'Shipped', shipping_tracking_no: 'EF123456789MY' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().order).toMatchObject({ status: 'Shipped', shipping_tracking_no: 'EF123456789MY' });
    const seen = (await shop.app.inject({ method: 'GET', url: `/api/order/${tracking}`, headers: shopper.auth })).json().order;
    expect(seen.order_status).toBe('Shipped');
    const mails = await shop.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, shopper.email));
    expect(mails.find((m) => m.kind === 'order-shipped')?.text).toContain('EF123456789MY');
    expect((await move(staff, tracking, { status: 'Delivered' })).statusCode).toBe(200);
    const audit = await shop.database.db.select().from(auditLog).where(eq(auditLog.entityKey, tracking)).orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.before?.status, a.after?.status, a.actorUserId])).toEqual([
      ['order.status', 'Paid', 'In Production', staff.id],
      ['order.status', 'In Production', 'Shipped', staff.id],
      ['order.status', 'Shipped', 'Delivered', staff.id],
    ]);
    const list = (await shop.app.inject({ method: 'GET', url: `${CMS_API_PREFIX}/orders?q=${encodeURIComponent(shopper.email)}`, headers: staff.auth })).json();
    expect(list.orders).toEqual([expect.objectContaining({ tracking_id: tracking, status: 'Delivered', email: shopper.email })]);
  });

  it('an illegal move is refused and leaves no audit record and no change', async () => {
    const staff = await f.staffMember();
    const { tracking } = await paidOrder();
    const refused = await move(staff, tracking, { status: 'Cancelled' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('An order that is Paid cannot become Cancelled.');
    expect(await shop.database.db.select().from(auditLog).where(eq(auditLog.entityKey, tracking)).orderBy(auditLog.id)).toEqual([]);
    expect((await shop.database.db.select().from(orders).where(eq(orders.trackingId, tracking)))[0].status).toBe('Paid');
  });

  it('the dashboard counts today’s paid orders and revenue', async () => {
    const staff = await f.staffMember();
    await paidOrder();
    const board = (await shop.app.inject({ method: 'GET', url: `${CMS_API_PREFIX}/dashboard`, headers: staff.auth })).json();
    expect(board.today.orders).toBeGreaterThanOrEqual(1);
    expect(board.today.revenue).toBeGreaterThan(0);
    expect(board.this_month.orders).toBeGreaterThanOrEqual(board.today.orders);
    expect(board).toMatchObject({ payments_pending: expect.any(Number), reservations_expiring: expect.any(Number), products_without_pictures: 0 });
  });
});

describe('inbox and customers (issue 14)', () => {
  it('the inbox lists contact enquiries and the outbox; Resend queues a copy and is audited', async () => {
    const staff = await f.staffMember();
    const sent = await shop.app.inject({ method: 'POST', url: '/api/contact/create', payload: { name: 'Mei Ling', email: 'mei@example.test', phone: '+60123456789', subject: 'Resizing', message: 'Can my ring be resized?' }, remoteAddress: '10.9.8.7' });
    expect(sent.statusCode, sent.body).toBe(200);
    const inbox = (await shop.app.inject({ method: 'GET', url: `${CMS_API_PREFIX}/inbox`, headers: staff.auth })).json();
    expect(inbox.enquiries[0]).toMatchObject({ name: 'Mei Ling', subject: 'Resizing', message: 'Can my ring be resized?' });
    const message = inbox.outbox[0];
    expect(message).toMatchObject({ status: expect.any(String), to: expect.any(String) });
    const resent = await shop.app.inject({ method: 'POST', url: `${CMS_API_PREFIX}/outbox/${message.id}/resend`, headers: staff.auth });
    expect(resent.statusCode, resent.body).toBe(200);
    const after = (await shop.app.inject({ method: 'GET', url: `${CMS_API_PREFIX}/inbox`, headers: staff.auth })).json();
    expect(after.outbox[0]).toMatchObject({ id: resent.json().id, to: message.to, subject: message.subject, status: 'pending' });
    expect(await shop.database.db.select().from(auditLog).where(eq(auditLog.entityKey, String(message.id))).orderBy(auditLog.id)).toEqual([expect.objectContaining({ action: 'email.resend', actorUserId: staff.id })]);
  });

  it('a re-sent enquiry keeps its Reply-To: the shop’s answer still reaches the visitor who wrote', async () => {
    const staff = await f.staffMember();
    const sent = await shop.app.inject({ method: 'POST', url: '/api/contact/create', payload: { name: 'Aisyah', email: 'aisyah@example.test', phone: '+60123456780', subject: 'Sizing', message: 'Which size is a 14?' }, remoteAddress: '10.9.8.6' });
    expect(sent.statusCode, sent.body).toBe(200);
    const [original] = await shop.database.db.select().from(emailOutbox).where(eq(emailOutbox.replyTo, 'aisyah@example.test'));
    expect(original, 'the enquiry is sent to the shop with the visitor as Reply-To').toBeDefined();
    const resent = await shop.app.inject({ method: 'POST', url: `${CMS_API_PREFIX}/outbox/${original!.id}/resend`, headers: staff.auth });
    expect(resent.statusCode, resent.body).toBe(200);
    const [copy] = await shop.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, resent.json().id));
    expect(copy).toMatchObject({ kind: original!.kind, toAddress: original!.toAddress, replyTo: 'aisyah@example.test', subject: original!.subject, text: original!.text, html: original!.html, status: 'pending' });
  });

  it('staff open an e-mail of the outbox as its receiver got it (headers, text, HTML); a customer may not; an unknown one is 404', async () => {
    const staff = await f.staffMember();
    const sent = await shop.app.inject({ method: 'POST', url: '/api/contact/create', payload: { name: 'Mei Ling', email: 'meiling@example.test', phone: '+60123456781', subject: 'Engraving', message: 'Can you engrave Chinese characters?' }, remoteAddress: '10.9.8.7' });
    expect(sent.statusCode, sent.body).toBe(200);
    const [stored] = await shop.database.db.select().from(emailOutbox).where(eq(emailOutbox.replyTo, 'meiling@example.test'));
    const read = await shop.app.inject({ method: 'GET', url: `${CMS_API_PREFIX}/outbox/${stored!.id}`, headers: staff.auth });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().email).toEqual({ id: stored!.id, kind: stored!.kind, to: stored!.toAddress, reply_to: 'meiling@example.test', subject: stored!.subject, text: stored!.text, html: stored!.html, at: stored!.createdAt.toISOString() });
    expect(read.json().email.text).toContain('Can you engrave Chinese characters?');
    const shopper = await registeredShopper(shop.app);
    expect((await shop.app.inject({ method: 'GET', url: `${CMS_API_PREFIX}/outbox/${stored!.id}`, headers: shopper.auth })).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: `${CMS_API_PREFIX}/outbox/2147483647`, headers: staff.auth })).statusCode).toBe(404);
  });

  it('a customer’s record shows orders and addresses, never a password hash or a token', async () => {
    const staff = await f.staffMember();
    const shopper = await registeredShopper(shop.app);
    await f.addressOf(shopper);
    const found = (await shop.app.inject({ method: 'GET', url: `${CMS_API_PREFIX}/customers?q=${encodeURIComponent(shopper.email)}`, headers: staff.auth })).json();
    expect(found.customers).toEqual([expect.objectContaining({ id: shopper.id, email: shopper.email, orders: 0 })]);
    const detail = await shop.app.inject({ method: 'GET', url: `${CMS_API_PREFIX}/customers/${shopper.id}`, headers: staff.auth });
    expect(detail.json().customer).toMatchObject({ email: shopper.email, addresses: [expect.objectContaining({ city: 'Kuala Lumpur' })], orders: [] });
    expect(detail.body).not.toMatch(/argon2|password|refresh|token|jwt/i);
  });
});

describe('diamonds for staff (issue 14)', () => {
  const stoneApi = (staff: { auth: object }, key: string, body?: object) =>
    shop.app.inject({ method: body ? 'PUT' : 'GET', url: `${CMS_API_PREFIX}/diamonds/${key}`, headers: staff.auth as Record<string, string>, payload: body });

  it('hides a stone (gone from the search) and shows it again; sets its price; each change audited', async () => {
    const staff = await f.staffMember();
    const stone = await f.freeStone();
    const listed = async () => {
      const type = stone.type === 'lab' ? 'labgrowndiamond' : 'naturaldiamond';
      const answer = await shop.app.inject({ method: 'POST', url: `/api/diamond/list/${type}?limit=60`, payload: { shape: stone.shape, carat: [stone.carat, stone.carat] } });
      return (answer.json().data as { CERTIFICATE_NO: string }[]).some((d) => d.CERTIFICATE_NO === stone.certificateNo);
    };
    const until = async (want: boolean) => {
      const started = Date.now();
      while ((await listed()) !== want) {
        expect(Date.now() - started, `the search did not follow within 2 s (wanted ${want})`).toBeLessThan(2000);
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    await until(true);
    expect((await stoneApi(staff, stone.stockId, { is_available: false })).json().diamond).toMatchObject({ certificate_no: stone.certificateNo, is_available: false });
    await until(false);
    expect((await stoneApi(staff, stone.certificateNo)).json().diamond.is_available).toBe(false);
    expect((await stoneApi(staff, stone.certificateNo, { is_available: true, price_myr: 12345.6 })).json().diamond).toMatchObject({ is_available: true, price: 12345.6 });
    await until(true);
    const audit = await shop.database.db.select().from(auditLog).where(eq(auditLog.entityKey, stone.certificateNo)).orderBy(auditLog.id);
    expect(audit.map((a) => a.after)).toEqual([
      { is_available: false, price: stone.priceSen / 100 },
      { is_available: true, price: 12345.6 },
    ]);
  });

  it('a stone held by an order is not changed; an unknown one is a 404; a bad price a 400', async () => {
    const staff = await f.staffMember();
    const shopper = await registeredShopper(shop.app);
    const stone = await f.freeStone();
    const cart = await f.ringInCart(shopper, stone.certificateNo);
    const address = await f.addressOf(shopper);
    const placed = (await f.place(shopper, { address_id: address, total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id) })).json().order;
    const held = await stoneApi(staff, stone.certificateNo, { is_available: false });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(`This diamond is held by order ${placed.OrderNumber}; settle or cancel the order first.`);
    expect((await stoneApi(staff, 'NO-SUCH-STONE')).statusCode).toBe(404);
    expect((await stoneApi(staff, stone.certificateNo, { price_myr: -5 })).statusCode).toBe(400);
    expect((await stoneApi(staff, stone.certificateNo, {})).statusCode).toBe(400);
  });
});

describe('products for staff (issue 14)', () => {
  const productApi = (staff: { auth: object }, id: number, body?: object) =>
    shop.app.inject({ method: body ? 'PUT' : 'GET', url: `${CMS_API_PREFIX}/products/${id}`, headers: staff.auth as Record<string, string>, payload: body });

  it('changes name, description (kept to safe HTML) and a colour price in one audited change; the storefront follows', async () => {
    const staff = await f.staffMember();
    const { product } = await f.necklace();
    const before = (await productApi(staff, product.id)).json().product;
    const colour = before.colours[0];
    const next = shop.app.storefront.nextChange();
    const answer = await productApi(staff, product.id, {
      name: 'Seri Bar Necklace II',
      description: '<p onclick="x()">A 20 mm bar.</p><script>alert(1)</script><a href="javascript:alert(1)">care</a>',
      colour_prices: [{ id: colour.id, price_myr: 1234.5 }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const changed = answer.json().product;
    expect(changed).toMatchObject({ name: 'Seri Bar Necklace II', price_from: 1234.5 });
    expect(changed.description).toBe('<p>A 20 mm bar.</p><a rel="noopener noreferrer" target="_blank">care</a>');
    await next;
    const shown = (await shop.app.inject({ method: 'GET', url: `/api/product/${product.slugId}` })).json().product;
    expect(shown.name).toBe('Seri Bar Necklace II');
    expect(shown.description).not.toMatch(/script|onclick|javascript/);
    const audit = await shop.database.db.select().from(auditLog).where(eq(auditLog.entityKey, product.slugId)).orderBy(auditLog.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'product.update', actorUserId: staff.id })]);
    expect(audit[0].before).toMatchObject({ name: before.name });
    expect(audit[0].after).toMatchObject({ name: 'Seri Bar Necklace II' });
  });

  it('a change that fails part-way leaves the product as it was and no audit record', async () => {
    const staff = await f.staffMember();
    const { product } = await f.engagementSetting();
    const { colour: foreign } = await f.necklace();
    const before = (await productApi(staff, product.id)).json().product;
    const refused = await productApi(staff, product.id, { name: 'Changed', colour_prices: [{ id: before.colours[0].id, price_myr: 1 }, { id: foreign.id, price_myr: 2 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A price names a colour option or ring-size range of another product.');
    expect((await productApi(staff, product.id)).json().product).toEqual(before);
    expect(await shop.database.db.select().from(auditLog).where(eq(auditLog.entityKey, product.slugId)).orderBy(auditLog.id)).toEqual([]);
  });
});

describe('the shop’s details (issue 14)', () => {
  it('staff change the telephone and opening hours; the storefront’s settings follow; audited; the brand slug stays', async () => {
    const staff = await f.staffMember();
    const put = (body: object) => shop.app.inject({ method: 'PUT', url: `${CMS_API_PREFIX}/settings`, headers: staff.auth, payload: body });
    const next = shop.app.storefront.nextChange();
    const answer = await put({ telephone: '+60 3-2201 9999', openingHours: [{ days: 'Monday to Sunday', hours: '10am-10pm' }] });
    expect(answer.statusCode, answer.body).toBe(200);
    await next;
    const shown = (await shop.app.inject({ method: 'GET', url: '/api/settings' })).json().settings;
    expect(shown).toMatchObject({ telephone: '+60 3-2201 9999', openingHours: [{ days: 'Monday to Sunday', hours: '10am-10pm' }] });
    const audit = await shop.database.db.select().from(auditLog).where(eq(auditLog.entity, 'settings')).orderBy(auditLog.id);
    expect(audit.at(-1)).toMatchObject({ action: 'settings.update', actorUserId: staff.id, after: { telephone: '+60 3-2201 9999', openingHours: [{ days: 'Monday to Sunday', hours: '10am-10pm' }] } });
    expect((await put({ email: 'not an e-mail' })).statusCode).toBe(400);
    expect((await put({ brandSlug: 'other' })).statusCode).toBe(400);
  });

  it('a shop set up before the showroom’s place on the map was a setting has none; staff give it and the storefront shows it', async () => {
    const staff = await f.staffMember();
    await shop.database.db.delete(shopSettings).where(eq(shopSettings.key, 'geo'));
    const put = (body: object) => shop.app.inject({ method: 'PUT', url: `${CMS_API_PREFIX}/settings`, headers: staff.auth, payload: body });
    expect((await put({ geo: { latitude: 91, longitude: 0 } })).statusCode).toBe(400);
    const next = shop.app.storefront.nextChange();
    const answer = await put({ geo: { latitude: 3.1319, longitude: 101.6712 } });
    expect(answer.statusCode, answer.body).toBe(200);
    await next;
    expect((await shop.app.inject({ method: 'GET', url: '/api/settings' })).json().settings.geo).toEqual({ latitude: 3.1319, longitude: 101.6712 });
    expect(await shop.database.db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, 'geo'))).toEqual([{ value: { latitude: 3.1319, longitude: 101.6712 } }]);
  });
});

describe('categories (issue 14)', () => {
  it('staff rename a category and take it out of the navigation; the storefront’s list follows; audited', async () => {
    const staff = await f.staffMember();
    const list = (await shop.app.inject({ method: 'GET', url: `${CMS_API_PREFIX}/categories`, headers: staff.auth })).json().categories as { id: number; slug: string; in_navigation: boolean }[];
    const rings = list.find((c) => c.slug === 'rings')!;
    expect(rings.in_navigation).toBe(true);
    const next = shop.app.storefront.nextChange();
    const answer = await shop.app.inject({ method: 'PUT', url: `${CMS_API_PREFIX}/categories/${rings.id}`, headers: staff.auth, payload: { name: 'Fine Rings', in_navigation: false } });
    expect(answer.statusCode, answer.body).toBe(200);
    await next;
    const lov = (await shop.app.inject({ method: 'GET', url: '/api/lov/PRODUCT_CATEGORY' })).json().lov as { id: number; name: string; in_navigation: boolean }[];
    expect(lov.find((c) => c.id === rings.id)).toMatchObject({ name: 'Fine Rings', in_navigation: false });
    expect(await shop.database.db.select().from(auditLog).where(eq(auditLog.entityKey, 'rings')).orderBy(auditLog.id)).toEqual([expect.objectContaining({ action: 'category.update', after: expect.objectContaining({ name: 'Fine Rings', in_navigation: false }) })]);
  });
});
