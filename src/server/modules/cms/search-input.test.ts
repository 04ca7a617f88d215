import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewClearedSchema } from '../../../domain/contract/abroad.ts';
import { FIELD_MESSAGES } from '../../../domain/contract/fields.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { orderFixtures, type Shopper } from '../orders/testing.ts';
import { orderMoveSchema } from './orders.ts';
import { CMS_API_PREFIX } from './routes.ts';

/**
 * What staff type into the back-office's searches and notes reaches the database only when it can hold it: a NUL in
 * a search, a day the database does not read (year 0000) are 400s naming the field, never a 500 (found by the fuzz
 * test's walk of the back-office as staff).
 */
let shop: TestShop;
let staff: Shopper;
beforeAll(async () => {
  shop = await startTestShop();
  staff = await orderFixtures(shop).staffMember();
});
afterAll(() => shop?.close());

const search = (url: string) => shop.app.inject({ url: `${CMS_API_PREFIX}${url}`, headers: staff.auth });

describe('the back-office searches', () => {
  it.each(['/orders?q=%00', '/customers?q=%00', '/products?q=a%00b'])('%s: a 400 naming the search', async (url) => {
    const answer = await search(url);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().message).toMatch(/^q: /);
  });

  it.each(['0000-02-29', '0001-01-01', '1899-12-31', '9999-12-31'])('an order search to or from %s: a 400 naming the day', async (day) => {
    for (const field of ['from', 'to']) {
      const answer = await search(`/orders?${field}=${day}`);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toBe(`${field}: ${FIELD_MESSAGES.calendarDate}`);
    }
  });

  it('a plain search and the first and last days read answer 200', async () => {
    for (const url of ['/orders?q=KL2026&from=1900-01-01&to=9999-12-30', '/customers?q=aisyah', '/products?q=ring']) expect((await search(url)).statusCode, url).toBe(200);
  });
});

describe('notes staff write on an order', () => {
  it('a move’s note, its tracking number and a cleared review’s note refuse NUL (line breaks stay in a note)', () => {
    expect(orderMoveSchema.safeParse({ status: 'Shipped', note: 'Sent\u0000' }).success).toBe(false);
    expect(orderMoveSchema.safeParse({ status: 'Shipped', shipping_tracking_no: 'EM\u0000' }).success).toBe(false);
    expect(reviewClearedSchema.safeParse({ note: 'Checked\u0000' }).success).toBe(false);
    expect(orderMoveSchema.safeParse({ status: 'Shipped', note: 'Sent by\nPos Laju' }).success).toBe(true);
    expect(reviewClearedSchema.safeParse({ note: 'Called the\nshopper' }).success).toBe(true);
  });
});
