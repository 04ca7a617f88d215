import { sql } from 'drizzle-orm';
import { recommendedGroup } from '../../../domain/catalog/recommended-order.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAMOND_FACETS, DIAMOND_SORTS, diamondAnswerSchema, diamondListAnswerSchema, type DiamondListBody } from '../../../domain/contract/diamonds.ts';
import { openDatabase } from '../../db/client.ts';
import { seedDiamonds } from '../../db/seed/diamonds.ts';
import { startTestShop, type TestShop } from '../../testing.ts';
import { buildApp } from '../../app.ts';
import { rowsOf } from './search/loader.ts';
import { sqlSearch } from './search/sql-search.ts';
import { searchOf } from './service.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({
    seed: async (handle) => {
      await seedDiamonds(handle, 3000);
      // every third fancy shape without a cut grade, as feeds bring them (GIA grades the cut of round brilliants only)
      await handle.db.execute(sql`update diamonds set cut = null where shape <> 'ROUND' and id % 3 = 0`);
    },
  });
});
afterAll(async () => shop?.close());

async function search(type: string, body: DiamondListBody | Record<string, unknown> = {}, query = '') {
  return shop.app.inject({ method: 'POST', url: `/api/diamond/list/${type}${query}`, payload: body });
}
async function list(type: string, body: DiamondListBody = {}, query = '') {
  const answer = await search(type, body, query);
  expect(answer.statusCode, answer.body).toBe(200);
  // the route sends the service's answer unchecked (`typed`): every answer here is exactly what its schema allows
  const sent = answer.json();
  const checked = diamondListAnswerSchema.parse(sent);
  expect(checked).toEqual(sent);
  return checked;
}
const offeredCertificate = async (type: 'natural' | 'lab') =>
  (await rowsOf<{ certificate_no: string; id: number }>(shop.database.db, sql`select certificate_no, id from diamonds where type = ${type} and is_available and reserved_by_order_id is null order by price_sen limit 1`))[0];

describe('POST /api/diamond/list/{diamondtype} (storefront §7)', () => {
  it('answers by default in the recommended order: its best group first, each group cheapest first', async () => {
    const answer = await list('naturaldiamond');
    expect(answer.sort).toBe('recommended');
    const groups = answer.data.map((d) => recommendedGroup({ color: d.COLOR, clarity: d.CLARITY, cut: d.CUT }));
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    expect(groups[0]).toBe(0);
  });

  it('answers success, a page of 20 stones cheapest first, the exact total and facet counts', async () => {
    const answer = await list('naturaldiamond', {}, '?sort=price-asc');
    expect(answer.success).toBe(true);
    expect(answer.data).toHaveLength(20);
    expect(answer.data.every((d) => d.TYPE === 'naturaldiamond')).toBe(true);
    const prices = answer.data.map((d) => d.MYR_PRICE);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const [{ n }] = await rowsOf<{ n: string }>(
      shop.database.db,
      sql`select count(*) as n from diamonds where type = 'natural' and is_available and reserved_by_order_id is null`,
    );
    // every offered stone, whatever its price: the top of the price range is open
    expect(answer.total).toBe(Number(n));
    expect(Object.values(answer.facets.shape).reduce((a, b) => a + b, 0)).toBe(answer.total);
    const stone = answer.data[0];
    expect(stone).toMatchObject({ STOCK_ID: expect.any(String), CERTIFICATE_NO: expect.any(String), IMAGE: expect.stringMatching(/^\/images\//), VIDEO: expect.any(String) });
    expect(stone.MEASUREMENTS).toHaveLength(3);
  });

  it('filters by comma-joined codes, carat [min, max] and total price; facets count under the other filters', async () => {
    const body: DiamondListBody = { shape: 'ROUND,OVAL', color: 'D,E,F,G', clarity: 'VS1,VS2', cut: 'ID,EX', carat: [0.5, 2], totalprice_min: 2000, totalprice_max: '60,000' };
    const answer = await list('naturaldiamond', body, '?limit=60');
    expect(answer.total).toBeGreaterThan(0);
    for (const d of answer.data) {
      expect(['ROUND', 'OVAL']).toContain(d.SHAPE);
      expect(['D', 'E', 'F', 'G']).toContain(d.COLOR);
      expect(['VS1', 'VS2']).toContain(d.CLARITY);
      expect(['ID', 'EX', null]).toContain(d.CUT); // a fancy shape without a cut grade passes every cut filter
      expect(d.CARAT).toBeGreaterThanOrEqual(0.5);
      expect(d.CARAT).toBeLessThanOrEqual(2);
      expect(d.MYR_PRICE).toBeGreaterThanOrEqual(2000);
      expect(d.MYR_PRICE).toBeLessThanOrEqual(60000);
    }
    // Heart is not chosen, yet its count says how many hearts the other filters would find.
    const hearts = await list('naturaldiamond', { ...body, shape: 'HEART' });
    expect(answer.facets.shape.HEART).toBe(hearts.total);
  });

  it('agrees with the same search in SQL: page, total and every facet (every sort)', async () => {
    const bodies: DiamondListBody[] = [
      {},
      { shape: 'ROUND', cut: 'ID,EX', polish: 'EX', symmetry: 'EX' },
      { shape: 'OVAL,CUSHION,PEAR', cut: 'ID,EX,VG' },
      { color: 'G,H,I', clarity: 'SI1,SI2,VS2', carat: [0.9, 1.2] },
      { lab: 'IGI', fluorescence: 'NON', totalprice_min: 3000, totalprice_max: 9000 },
    ];
    for (const [i, body] of bodies.entries()) {
      const sort = DIAMOND_SORTS[(i * 3) % DIAMOND_SORTS.length];
      for (const type of ['naturaldiamond', 'labgrowndiamond'] as const) {
        const answer = await list(type, body, `?sort=${sort}&page=2&limit=10`);
        const expected = await sqlSearch(shop.database.db, type === 'naturaldiamond' ? 'natural' : 'lab', searchOf(body, { sort, page: 2, limit: 10 }));
        expect(answer.total).toBe(expected.total);
        const certificates = await rowsOf<{ id: number; certificate_no: string }>(shop.database.db, sql`select id, certificate_no from diamonds where id in ${expected.ids.length ? expected.ids : [0]}`);
        const byId = new Map(certificates.map((c) => [Number(c.id), c.certificate_no]));
        expect(answer.data.map((d) => d.CERTIFICATE_NO)).toEqual(expected.ids.map((id) => byId.get(id)));
        for (const facet of DIAMOND_FACETS) expect(Object.values(answer.facets[facet])).toEqual(Array.from(expected.facets[facet]));
      }
    }
  });

  it('sorts by price, carat, colour, clarity and cut both ways; pages follow each other without overlap', async () => {
    const down = await list('labgrowndiamond', {}, '?sort=carat-desc');
    const carats = down.data.map((d) => d.CARAT);
    expect(carats).toEqual([...carats].sort((a, b) => b - a));
    const first = await list('labgrowndiamond', {}, '?sort=price-desc&limit=5');
    const second = await list('labgrowndiamond', {}, '?sort=price-desc&limit=5&page=2');
    expect(first.data[4].MYR_PRICE).toBeGreaterThanOrEqual(second.data[0].MYR_PRICE);
    expect(new Set([...first.data, ...second.data].map((d) => d.CERTIFICATE_NO)).size).toBe(10);
  });

  it('an unknown type, an unknown code or a bad page size gets success false, a clear message and a 400', async () => {
    const type = await search('rubies');
    expect(type.statusCode).toBe(400);
    expect(type.json()).toMatchObject({ success: false, message: "Unknown diamond type 'rubies': choose naturaldiamond or labgrowndiamond." });
    const code = await search('naturaldiamond', { shape: 'ROUND,TRILLION' });
    expect(code.statusCode).toBe(400);
    expect(code.json()).toMatchObject({ success: false, message: 'Unknown shape code: TRILLION.' });
    const size = await search('naturaldiamond', {}, '?limit=61');
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toBe('The page size must be a whole number from 1 to 60.');
    const carat = await search('naturaldiamond', { carat: ['one', 2] });
    expect(carat.statusCode).toBe(400);
    expect(carat.json().success).toBe(false);
  });

  it('crossed ranges are swapped and out-of-range values clamped (storefront §5)', async () => {
    const crossed = await list('naturaldiamond', { carat: [2, 0.5], totalprice_min: 60000, totalprice_max: 2000 });
    const straight = await list('naturaldiamond', { carat: [0.5, 2], totalprice_min: 2000, totalprice_max: 60000 });
    expect(crossed.total).toBe(straight.total);
    const wide = await list('naturaldiamond', { carat: [-0.01, 99], totalprice_max: 9_999_999 });
    expect(wide.total).toBe((await list('naturaldiamond')).total);
  });
});

describe('the top of the price range is open: RM 200,000 stands for any price above (issue 38)', () => {
  it('a stone above RM 200,000 is found with no price and with the slider’s top as maximum, not with a maximum below its price', async () => {
    const [dearest] = await rowsOf<{ certificate_no: string; price_sen: number | string }>(
      shop.database.db,
      sql`select certificate_no, price_sen from diamonds where type = 'natural' and is_available and reserved_by_order_id is null order by price_sen desc limit 1`,
    );
    expect(Number(dearest.price_sen)).toBeGreaterThan(20_000_000);
    const dearestFound = async (body: DiamondListBody) => (await list('naturaldiamond', body, '?sort=price-desc&limit=1')).data[0]?.CERTIFICATE_NO;
    expect(await dearestFound({})).toBe(dearest.certificate_no);
    expect(await dearestFound({ totalprice_max: 200_000 })).toBe(dearest.certificate_no);
    expect(await dearestFound({ totalprice_min: 150_000, totalprice_max: '200,000' as never })).toBe(dearest.certificate_no);
    // a maximum beyond the slider is clamped to its top (storefront §5), which is open too
    expect(await dearestFound({ totalprice_max: 9_999_999 })).toBe(dearest.certificate_no);
    expect(await dearestFound({ totalprice_max: 199_999.99 })).not.toBe(dearest.certificate_no);
    const below = await list('naturaldiamond', { totalprice_min: 150_000, totalprice_max: 199_999 }, '?sort=price-desc&limit=1');
    expect(below.data.every((d) => d.MYR_PRICE <= 199_999)).toBe(true);
    // every offered natural stone is in the search with no price given
    const [{ n }] = await rowsOf<{ n: number | string }>(shop.database.db, sql`select count(*) as n from diamonds where type = 'natural' and is_available and reserved_by_order_id is null and carat between 0.18 and 10`);
    expect((await list('naturaldiamond')).total).toBe(Number(n));
    expect((await list('naturaldiamond', { shape: '', totalprice_max: 200_000 })).total).toBe((await list('naturaldiamond')).total);
  });
});

describe('a fancy shape without a cut grade', () => {
  it('is found under the default cut filters, sorted after every graded cut, counted in no cut facet, and answered with CUT null', async () => {
    const [ungraded] = await rowsOf<{ certificate_no: string; shape: string; type: string; price_sen: number | string }>(
      shop.database.db,
      sql`select certificate_no, shape, type, price_sen from diamonds where cut is null and is_available and reserved_by_order_id is null and price_sen <= 20000000 order by price_sen limit 1`,
    );
    expect(ungraded).toBeDefined();
    const type = ungraded.type === 'lab' ? 'labgrowndiamond' : 'naturaldiamond';
    const ringgit = Number(ungraded.price_sen) / 100;
    const found = await list(type, { shape: ungraded.shape, cut: 'ID,EX,VG', totalprice_min: ringgit, totalprice_max: ringgit }, '?limit=60');
    expect(found.data.find((d) => d.CERTIFICATE_NO === ungraded.certificate_no)).toMatchObject({ CUT: null, SHAPE: ungraded.shape });
    const worstFirst = await list(type, { shape: ungraded.shape }, '?sort=cut-desc&limit=5');
    expect(worstFirst.data.every((d) => d.CUT === null)).toBe(true);
    const all = await list(type, { shape: ungraded.shape });
    const [{ n }] = await rowsOf<{ n: number | string }>(
      shop.database.db,
      sql`select count(*) as n from diamonds where type = ${ungraded.type} and shape = ${ungraded.shape} and cut is null and is_available and reserved_by_order_id is null`,
    );
    expect(Object.values(all.facets.cut).reduce((a, b) => a + b, 0)).toBe(all.total - Number(n));
    const detail = await shop.app.inject({ method: 'GET', url: `/api/diamond/${ungraded.certificate_no}` });
    expect(detail.statusCode).toBe(200);
    expect(diamondAnswerSchema.parse(detail.json()).data).toMatchObject({ CUT: null });
  });
});

describe('GET /api/diamond/{CERTIFICATE_NO}', () => {
  it('answers every field of an offered stone, with the price comparison', async () => {
    const { certificate_no } = await offeredCertificate('lab');
    const answer = await shop.app.inject({ method: 'GET', url: `/api/diamond/${certificate_no}` });
    expect(answer.statusCode).toBe(200);
    const body = diamondAnswerSchema.parse(answer.json());
    expect(body.success).toBe(true);
    expect(body.data?.CERTIFICATE_NO).toBe(certificate_no);
    expect(body.data?.TYPE).toBe('labgrowndiamond');
  });

  it('an unknown certificate is a 404 with a message', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/api/diamond/NO-SUCH-STONE' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ success: false, message: 'Diamond NO-SUCH-STONE could not be found or is no longer available.' });
  });
});

/** Searches again until `done` holds for the answer, failing after `ms`. */
async function listWithin(ms: number, type: Parameters<typeof list>[0], done: (answer: Awaited<ReturnType<typeof list>>) => boolean) {
  const started = Date.now();
  for (;;) {
    const answer = await list(type);
    if (done(answer)) return answer;
    expect(Date.now() - started, `the search had not changed after ${ms} ms`).toBeLessThan(ms);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('only offered stones are ever returned', () => {
  it('a stone reserved by an order leaves every result within a second, and returns when released', async () => {
    const stone = await offeredCertificate('natural');
    const before = await list('naturaldiamond', {}, '?sort=price-asc');
    expect(before.data[0].CERTIFICATE_NO).toBe(stone.certificate_no);
    await shop.database.db.execute(sql`update diamonds set reserved_by_order_id = 999 where id = ${stone.id}`);
    const started = Date.now();
    for (;;) {
      const now = await list('naturaldiamond', {}, '?sort=price-asc');
      if (now.total === before.total - 1 && now.data[0].CERTIFICATE_NO !== stone.certificate_no) break;
      expect(Date.now() - started, 'the reserved stone was still listed after 1 s').toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 25));
    }
    expect((await shop.app.inject({ method: 'GET', url: `/api/diamond/${stone.certificate_no}` })).statusCode).toBe(404);
    await shop.database.db.execute(sql`update diamonds set reserved_by_order_id = null where id = ${stone.id}`);
    await listWithin(1000, 'naturaldiamond', (now) => now.total === before.total);
  });

  it('a sold stone (no longer available) leaves the results too', async () => {
    const stone = await offeredCertificate('lab');
    const before = await list('labgrowndiamond');
    await shop.database.db.execute(sql`update diamonds set is_available = false where id = ${stone.id}`);
    // the change notice reaches the shop at commit, over its own connection on a PostgreSQL server
    const after = await listWithin(1000, 'labgrowndiamond', (now) => now.total === before.total - 1);
    expect(after.data.map((d) => d.CERTIFICATE_NO)).not.toContain(stone.certificate_no);
  });

  it.skipIf(!process.env.DATABASE_URL)('with two shops on one database, a stone reserved through one leaves the other within a second', async () => {
    const url = (shop.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const second = await openDatabase({ url, poolSize: 3 });
    const other = await buildApp({ config: shop.config, database: second, pages: false, logger: false });
    await other.ready();
    try {
      const inject = async () =>
        diamondListAnswerSchema.parse((await other.inject({ method: 'POST', url: '/api/diamond/list/naturaldiamond', payload: {} })).json());
      const before = await inject();
      const [{ id }] = await rowsOf<{ id: number }>(second.db, sql`select id from diamonds where certificate_no = ${before.data[0].CERTIFICATE_NO}`);
      await shop.database.db.execute(sql`update diamonds set reserved_by_order_id = 998 where id = ${id}`);
      const started = Date.now();
      while ((await inject()).total !== before.total - 1) {
        expect(Date.now() - started, 'the other shop still listed the stone after 1 s').toBeLessThan(1000);
        await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      await other.close();
      await second.close();
    }
  });
});
