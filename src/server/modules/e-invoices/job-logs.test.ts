import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { senFromRinggit } from '../../../domain/money/money.ts';
import { diamonds } from '../../db/schema/diamonds.ts';
import { registeredShopper } from '../accounts/testing.ts';
import { moneyShop } from '../orders/testing.ts';
import { SANDBOX_PATH } from '../payments/gateway.ts';
import { startEInvoiceJobs } from './jobs.ts';

/** Every log line the shop writes. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
const { shop, f, p, db, api } = moneyShop(5, { env: { LOG_LEVEL: 'info' }, logStream: sink });

const MYKAD = '900101-14-5678';
const BUYER = { kind: 'mykad', name: 'Nur Aisyah binti Ahmad', id_number: MYKAD, tin: '', email: 'aisyah@example.my', phone: '+60123456789' };

describe('a database fault in the e-invoice job leaves the buyer’s MyKad out of the logs', () => {
  it('the failed write of a document holding a MyKad is logged, its SQL kept and its parameters left out', async () => {
    const shopper = await registeredShopper(shop.app);
    const stone = await f.freeStone();
    await db().update(diamonds).set({ priceSen: senFromRinggit(13_000) }).where(eq(diamonds.id, stone.id));
    const { product, colour } = await f.engagementSetting();
    const added = await api('POST', '/api/user/cart', shopper, { product_id: product.id, product_panel_setting_id: colour.id, quantity: 1, ring_size: 12, engrave: { text: '', font: '' }, diamond: { CERTIFICATE_NO: stone.certificateNo } });
    expect(added.statusCode, added.body).toBe(200);
    const cart = await f.cartOf(shopper);
    const placed = await f.place(shopper, { address_id: await f.addressOf(shopper), total_amount: cart.total, user_cart_id: cart.items.map((i) => i.id), payment_method: 'CC' });
    expect(placed.statusCode, placed.body).toBe(200);
    const { OrderNumber: trackingId, payment } = placed.json().order as { OrderNumber: string; payment: { fields: Record<string, string> } };
    expect((await api('PUT', `/api/order/${trackingId}/e-invoice-request`, shopper, BUYER)).statusCode).toBe(200);
    await p.post(`${SANDBOX_PATH}/complete`, { ...payment.fields, outcome: 'pay', card: '4111 1111 1111 1111', callback: 'once', refund: 'success' });
    expect((await p.orderRow(trackingId)).status).toBe('Paid');

    // the database refuses to record the submitted document (a full disk, a broken value would do the same)
    await db().execute(sql.raw(`
      create or replace function refuse_submitted_e_invoice() returns trigger language plpgsql as $$
      begin
        if NEW.status = 'submitted' then raise exception 'refused by the log test'; end if;
        return NEW;
      end $$`));
    await db().execute(sql.raw('create trigger refuse_submitted_e_invoice before update on e_invoices for each row execute function refuse_submitted_e_invoice()'));
    const failed = lines.length;
    const jobs = startEInvoiceJobs({ db: db(), myinvois: shop.app.eInvoices.myinvois, shopSettings: shop.app.shopSettings, log: shop.app.log, siteOrigin: 'http://shop.test', mailQueued: () => {} }, 100);
    try {
      await expect.poll(() => lines.slice(failed).join(''), { timeout: 10_000 }).toContain('e-invoice job failed');
    } finally {
      jobs.stop();
      await db().execute(sql.raw('drop trigger refuse_submitted_e_invoice on e_invoices'));
    }

    const log = lines.slice(failed).join('');
    const logged = lines.slice(failed).map((line) => JSON.parse(line) as { msg: string; err?: { message: string; cause?: { message: string } } });
    const { err } = logged.find((line) => line.msg.startsWith('e-invoice job failed'))!;
    // still logged: where it failed (the SQL with its placeholders) and why
    expect(err?.message).toMatch(/^Failed query: update "e_invoices" set .*"document" = \$\d+/);
    expect(err?.cause?.message).toBe('refused by the log test');
    for (const value of [MYKAD, MYKAD.replaceAll('-', ''), 'Nur Aisyah', 'aisyah@example.my']) expect(log, `${value} is in the log`).not.toContain(value);
  });
});
