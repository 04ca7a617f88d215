import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRICING_RULES, retailPriceSen } from '../../../../domain/diamonds/pricing.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { seedDiamonds } from '../../../db/seed/diamonds.ts';
import { openTestDatabase } from '../../../db/testing.ts';
import { DIAMOND_CHANGED_CHANNEL, DIAMOND_RELOAD_CHANNEL } from '../channels.ts';
import { generateDiamonds } from '../../../db/seed/diamond-generator.ts';
import { RAPNET_DEMO_HEADER, rapnetDemoLine } from './demo-feed.ts';
import { FeedImportError } from './errors.ts';
import { importDiamondFeed, type ImportOptions } from './service.ts';

const FEEDS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../tests/fixtures/feeds');

async function rows<T>(handle: DatabaseHandle, statement: string, params: unknown[] = []): Promise<T[]> {
  const result = handle.pool ? await handle.pool.query(statement, params) : await handle.pglite!.query(statement, params);
  return result.rows as T[];
}
const stone = async (handle: DatabaseHandle, stockId: string) =>
  (await rows<Record<string, unknown>>(handle, `select *, carat::float as ct, updated_at::text as changed from diamonds where stock_id = $1`, [stockId]))[0];

/** Notices heard on a channel of the test database. */
async function listen(handle: DatabaseHandle, channel: string) {
  const heard: string[] = [];
  if (handle.pglite) {
    const stop = await handle.pglite.listen(channel, (payload) => heard.push(payload));
    return { heard, stop };
  }
  const client = await handle.pool!.connect();
  client.on('notification', (n) => n.channel === channel && heard.push(n.payload ?? ''));
  await client.query(`LISTEN ${channel}`);
  return { heard, stop: async () => (await client.query(`UNLISTEN ${channel}`), client.release()) };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('npm run import:diamonds: supplier feeds into the inventory', () => {
  let handle: DatabaseHandle;
  const dir = mkdtempSync(path.join(tmpdir(), 'kilau-feed-import-'));
  const run = (file: string, format: string, options: Partial<ImportOptions> = {}) =>
    importDiamondFeed(handle, { file: path.isAbsolute(file) ? file : path.join(FEEDS, file), format, reportFile: path.join(dir, `${path.basename(file)}.report.txt`), ...options });
  const report = (file: string) => readFileSync(path.join(dir, `${path.basename(file)}.report.txt`), 'utf8');
  /** A feed written into the temp folder. */
  const written = (name: string, text: string) => {
    const at = path.join(dir, name);
    writeFileSync(at, text);
    return at;
  };
  /** A copy of a fixture feed with `edit` applied, in the temp folder. */
  const edited = (file: string, edit: (text: string) => string) => written(`edited-${file}`, edit(readFileSync(path.join(FEEDS, file), 'utf8')));

  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedDiamonds(handle, 50); // the shop's own KL… stones beside the feeds
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('RapNet CSV in its 61-column upload layout: every row is read into the shop codes (BR → ROUND, O → OP, I → ID), malformed rows are rejected', async () => {
    expect(await run('rapnet.csv', 'rapnet-csv')).toMatchObject({ read: 17, inserted: 8, updated: 0, unchanged: 0, rejected: 9, markedUnavailable: 0 });
    expect(await stone(handle, 'RN-R1001')).toMatchObject({
      shape: 'ROUND', ct: 1.01, color: 'G', clarity: 'VS2', cut: 'EX', fluorescence: 'NON', lab: 'GIA', type: 'natural', supplier: 'RapNet',
      certificate_no: '2141438171', cost_usd_cents: 525200, price_sen: retailPriceSen(5252, 'natural'), is_available: true,
      image_url: 'https://img.example.com/r1001.jpg', certificate_link: 'https://www.gia.edu/report-check?reportno=2141438171',
    });
    expect(await stone(handle, 'RN-R1002')).toMatchObject({ shape: 'PEAR', symmetry: 'GD', fluorescence: 'FNT', image_url: '/images/diamonds/pear-icy-vs.webp' }); // a D–F VS stone without a picture of its own: the shop's drawing in its tone and clarity
    expect(await stone(handle, 'RN-R1003')).toMatchObject({ color: 'OP', cut: 'ID', lab: 'IGI' });
    expect(await stone(handle, 'RN-R1010')).toMatchObject({ cost_usd_cents: 2_512_500 }); // "12,500.00" per carat × 2.01 ct
    expect(await stone(handle, 'RN-R1012')).toMatchObject({ shape: 'MARQUISE', fluorescence: 'VSTGR', lab: 'AGS' });
    expect(await stone(handle, 'RN-R1015')).toMatchObject({ is_available: false }); // Availability: Not Available
    expect(await stone(handle, 'RN-R1017')).toMatchObject({ shape: 'HEART', height_mm: expect.stringMatching(/^3\.85/) });
  });

  it('reports every rejected row with its physical line (header = line 1, blank lines counted) and reason', () => {
    expect(report('rapnet.csv')).toContain(
      [
        'Rejected rows (9):',
        "line 7: unknown shape 'TRILLION'",
        "line 8: carat '0' is not a positive number",
        'line 9: missing certificate number',
        "line 10: unsupported lab 'EGL' (the shop sells stones graded by GIA, IGI, HRD, AGS, GCAL)",
        "line 11: clarity 'SI3' is not sold (the shop sells FL to SI2)",
        'line 13: duplicate certificate number 2141438171 (first seen on line 2)',
        'line 15: missing measurements',
        'line 16: missing depth %',
        'line 18: 3 fields where the header has 61 (an unquoted comma in a value, or a cut-off line?)',
      ].join('\n'),
    );
    expect(report('rapnet.csv')).toContain('result: 17 read, 8 inserted, 0 updated, 0 unchanged, 9 rejected, 0 marked unavailable');
  });

  it("RapNet's other header spellings (Stock No, Carat, Colour, Cut, Pol, Sym, Cert #, Rap Price + Cash Discount)", async () => {
    expect(await run('rapnet-alt-headers.csv', 'rapnet-csv')).toMatchObject({ read: 8, inserted: 6, rejected: 2 });
    expect(await stone(handle, 'RN-A-201')).toMatchObject({ shape: 'ROUND', color: 'D', cut: 'VG', polish: 'EX', symmetry: 'VG', fluorescence: 'NON', cost_usd_cents: 980_000 });
    expect(await stone(handle, 'RN-A-202')).toMatchObject({ cut: 'ID', polish: 'EX', fluorescence: 'FNT', width_mm: '5.12', height_mm: '3.14' });
    expect(await stone(handle, 'RN-A-205')).toMatchObject({ shape: 'RADIANT', color: 'N', cut: 'FR', symmetry: 'PR', lab: 'AGS' });
    expect(await stone(handle, 'RN-A-206')).toMatchObject({ shape: 'ASSCHER', color: 'QR', lab: 'HRD' });
    expect(report('rapnet-alt-headers.csv')).toContain("line 9: unsupported lab 'GSI'");
    expect(report('rapnet-alt-headers.csv')).toContain('line 10: missing measurements');
  });

  it('IDEX CSV in its full natural-stone layout: Cut is the shape and Cut Grade the cut (Very Good → VG); the total price before the price per carat', async () => {
    expect(await run('idex.csv', 'idex-csv')).toMatchObject({ read: 11, inserted: 5, updated: 0, rejected: 6 });
    expect(await stone(handle, 'IX-90000101')).toMatchObject({ shape: 'ROUND', cut: 'VG', polish: 'VG', symmetry: 'EX', supplier: 'IDEX', cost_usd_cents: 504_000 });
    expect(await stone(handle, 'IX-90000102')).toMatchObject({ shape: 'PRINCESS', cost_usd_cents: 288_000, image_url: 'https://img.example.com/idex/90000102,front.jpg' });
    expect(await stone(handle, 'IX-90000103')).toMatchObject({ shape: 'CUSHION', cut: 'GD', cost_usd_cents: 620_050 });
    expect(await stone(handle, 'IX-90000108')).toMatchObject({ shape: 'PEAR', fluorescence: 'STG', height_mm: '3.05' });
    expect(report('idex.csv')).toContain(
      [
        "line 5: unknown shape 'Trillion'",
        "line 6: clarity 'I1' is not sold (the shop sells FL to SI2)",
        "line 8: carat 'abc' is not a positive number",
        'line 9: duplicate certificate number 3300000101 (first seen on line 2)',
        'line 11: missing lab',
        'line 12: missing certificate number',
      ].join('\n'),
    );
  });

  it("VDB JSON ({ response: { body: { diamonds } } } or a plain array): line = position; the stone's type overrides --type", async () => {
    expect(await run('vdb.json', 'vdb-json', { type: 'lab' })).toMatchObject({ read: 10, inserted: 4, rejected: 6 });
    expect(await stone(handle, 'VD-V-1')).toMatchObject({ type: 'natural', shape: 'ROUND', supplier: 'VDB', cost_usd_cents: 612_000 }); // type: Diamond
    expect(await stone(handle, 'VD-V-2')).toMatchObject({ type: 'lab', shape: 'OVAL', cut: 'VG', image_url: 'https://img.example.com/vdb/V-2.jpg' });
    expect(await stone(handle, 'VD-V-3')).toMatchObject({ type: 'lab', cut: 'ID', cost_usd_cents: 90_450 }); // 450 per carat × 2.01
    expect(await stone(handle, 'VD-V-10')).toMatchObject({ type: 'lab', shape: 'EMERALD' }); // no type: --type lab
    expect(report('vdb.json')).toContain(
      [
        "line 4: unknown shape 'Trillion'",
        "line 5: unsupported lab 'EGL' (the shop sells stones graded by GIA, IGI, HRD, AGS, GCAL)",
        'line 6: missing certificate number',
        'line 7: duplicate certificate number 4400000001 (first seen on line 1)',
        "line 8: clarity 'SI3' is not sold (the shop sells FL to SI2)",
        'line 9: not a stone (expected an object of fields)',
      ].join('\n'),
    );
    expect(await run('vdb-array.json', 'vdb-json')).toMatchObject({ read: 2, inserted: 2, rejected: 0 });
    expect(await stone(handle, 'VD-V-101')).toMatchObject({ type: 'natural', shape: 'MARQUISE' });
    expect(await stone(handle, 'VD-V-102')).toMatchObject({ type: 'lab', lab: 'GCAL', certificate_link: expect.stringContaining('certificate_id=440000102') });
  });

  it("RapNet's upload layout as suppliers fill it: fancy shapes without a cut grade, RapNet Price without a Cash Price, fluorescence as intensity + colour or abbreviated; only what the shop does not sell is rejected, with its reason", async () => {
    expect(await run('rapnet-upload.csv', 'rapnet-csv')).toMatchObject({ read: 14, inserted: 9, updated: 0, rejected: 5 });
    expect(await stone(handle, 'RN-RU-01')).toMatchObject({ shape: 'ROUND', cut: 'EX', fluorescence: 'NON', cost_usd_cents: 610_000 }); // Cash Price 6100/ct × 1.00
    // fancy shapes: GIA grades them no cut, so they arrive without one and are sold without one
    expect(await stone(handle, 'RN-RU-02')).toMatchObject({ shape: 'CUSHION', cut: null, fluorescence: 'MED', cost_usd_cents: 504_000 }); // MB = medium blue
    expect(await stone(handle, 'RN-RU-03')).toMatchObject({ shape: 'OVAL', cut: null, fluorescence: 'STG', cost_usd_cents: 351_000 }); // RapNet Price 3900/ct × 0.90, already after its discount
    expect(await stone(handle, 'RN-RU-04')).toMatchObject({ shape: 'PEAR', cut: null, fluorescence: 'MED', is_available: true }); // Medium Blue; M = on memo
    expect(await stone(handle, 'RN-RU-05')).toMatchObject({ shape: 'EMERALD', cut: null, fluorescence: 'VSTGR', is_available: true }); // VST; STPS = subject to prior sale
    expect(await stone(handle, 'RN-RU-06')).toMatchObject({ shape: 'PRINCESS', cut: 'EX', fluorescence: 'FNT', cost_usd_cents: 212_000 }); // the Cash Price (2650) over the RapNet Price (2800)
    expect(await stone(handle, 'RN-RU-11')).toMatchObject({ shape: 'HEART', cut: null, fluorescence: 'STG' }); // SB = strong blue
    expect(await stone(handle, 'RN-RU-12')).toMatchObject({ shape: 'MARQUISE', cut: null, is_available: false, cost_usd_cents: 114_000 }); // NA
    expect(await stone(handle, 'RN-RU-14')).toMatchObject({ cut: 'EX', fluorescence: 'VSTGR', cost_usd_cents: 2_512_500 }); // Very Strong + Blue; "12,500" × 2.01
    expect(report('rapnet-upload.csv')).toContain(
      [
        'Rejected rows (5):',
        'line 8: fancy colours are not sold (the shop sells D to Z)',
        "line 9: treated stones are not sold (treatment 'Laser Drilled')",
        'line 10: missing cut grade (a round stone needs one)',
        "line 11: missing price: only a discount from the Rapaport list ('-25'), which the feed does not give; the shop needs a price per carat (Cash Price or RapNet Price)",
        "line 14: clarity 'I1' is not sold (the shop sells FL to SI2)",
      ].join('\n'),
    );
  });

  it("IDEX's natural-stone layout: fancy shapes without a Cut Grade are sold; a natural fancy colour, a treated colour or an enhancement is refused with its reason", async () => {
    expect(await run('idex-natural.csv', 'idex-csv')).toMatchObject({ read: 6, inserted: 3, rejected: 3 });
    expect(await stone(handle, 'IX-91000201')).toMatchObject({ shape: 'CUSHION', cut: null, fluorescence: 'MED', polish: 'EX', symmetry: 'VG', cost_usd_cents: 520_300 });
    expect(await stone(handle, 'IX-91000202')).toMatchObject({ shape: 'OVAL', cut: null, fluorescence: 'FNT', cost_usd_cents: 414_000 }); // Faint Blue; no total: 4600/ct × 0.90
    expect(await stone(handle, 'IX-91000206')).toMatchObject({ shape: 'EMERALD', cut: null, fluorescence: 'VSTGR' }); // Enhancement: None
    expect(report('idex-natural.csv')).toContain(
      [
        'line 4: fancy colours are not sold (the shop sells D to Z)',
        "line 5: treated stones are not sold (treatment 'Irradiated')",
      ].join('\n'),
    );
    expect(report('idex-natural.csv')).toContain("line 6: treated stones are not sold (treatment 'Clarity Enhanced')");
  });

  it("VDB JSON as its API answers it: null and empty cut grades of fancy shapes, fluor_intensity with fluor_color, a fancy colour and a post-growth treatment refused", async () => {
    expect(await run('vdb-api.json', 'vdb-json')).toMatchObject({ read: 6, inserted: 3, rejected: 3 });
    expect(await stone(handle, 'VD-VA-1')).toMatchObject({ shape: 'OVAL', cut: null, fluorescence: 'MED', type: 'natural', cost_usd_cents: 515_100 });
    expect(await stone(handle, 'VD-VA-2')).toMatchObject({ shape: 'ROUND', cut: 'ID', type: 'lab' }); // treatment "As Grown" is none
    expect(await stone(handle, 'VD-VA-5')).toMatchObject({ cut: 'VG', fluorescence: 'STG', cost_usd_cents: 270_000 });
    expect(report('vdb-api.json')).toContain(
      [
        'line 3: fancy colours are not sold (the shop sells D to Z)',
        "line 4: treated stones are not sold (treatment 'HPHT')",
        'line 6: missing cut grade (a round stone needs one)',
      ].join('\n'),
    );
  });

  it('re-importing the same feed changes nothing: 0 inserted, 0 updated, N unchanged, updated_at stays, no reload notice', async () => {
    const before = await rows(handle, `select stock_id, updated_at::text from diamonds where supplier = 'RapNet' order by stock_id`);
    const reload = await listen(handle, DIAMOND_RELOAD_CHANNEL);
    try {
      expect(await run('rapnet.csv', 'rapnet-csv')).toMatchObject({ read: 17, inserted: 0, updated: 0, unchanged: 8, rejected: 9, markedUnavailable: 0 });
      await settle();
      expect(reload.heard).toEqual([]);
    } finally {
      await reload.stop();
    }
    expect(await rows(handle, `select stock_id, updated_at::text from diamonds where supplier = 'RapNet' order by stock_id`)).toEqual(before);
  });

  it('a changed row is updated (and only it); one diamonds_reload notice, and the per-stone trigger stays quiet', async () => {
    const r1001 = await stone(handle, 'RN-R1001');
    const r1002 = await stone(handle, 'RN-R1002');
    const feed = edited('rapnet.csv', (text) => text.replace('2141438171,,,,5200.00', '2141438171,,,,5300.00'));
    const [reload, changed] = [await listen(handle, DIAMOND_RELOAD_CHANNEL), await listen(handle, DIAMOND_CHANGED_CHANNEL)];
    try {
      expect(await run(feed, 'rapnet-csv')).toMatchObject({ inserted: 0, updated: 1, unchanged: 7, rejected: 9 });
      await vi.waitFor(() => expect(reload.heard).toHaveLength(1));
      await settle();
      expect(reload.heard).toHaveLength(1);
      expect(changed.heard).toEqual([]);
    } finally {
      await reload.stop();
      await changed.stop();
    }
    const after = await stone(handle, 'RN-R1001');
    expect(after).toMatchObject({ id: r1001.id, cost_usd_cents: 535_300, price_sen: retailPriceSen(5353, 'natural') });
    expect(after.changed).not.toBe(r1001.changed);
    expect((await stone(handle, 'RN-R1002')).changed).toBe(r1002.changed);
  });

  it("--full marks the supplier's stones missing from the feed unavailable, never another supplier's or the KL stones", async () => {
    const others = `select stock_id, is_available, updated_at::text from diamonds where supplier <> 'IDEX' order by stock_id`;
    const before = await rows(handle, others);
    const feed = edited('idex.csv', (text) => text.replace(/^90000108,.*\n/m, ''));
    expect(await run(feed, 'idex-csv', { full: true })).toMatchObject({ read: 10, inserted: 0, updated: 0, unchanged: 4, markedUnavailable: 4 }); // 90000108, and the 3 stones of idex-natural.csv
    expect(await stone(handle, 'IX-90000108')).toMatchObject({ is_available: false });
    expect(await stone(handle, 'IX-90000101')).toMatchObject({ is_available: true });
    expect(await rows(handle, others)).toEqual(before);
    expect(before.filter((r) => (r as { stock_id: string }).stock_id.startsWith('KL'))).toHaveLength(50);

    // back in the feed: available again
    expect(await run('idex.csv', 'idex-csv', { full: true })).toMatchObject({ updated: 1, unchanged: 4, markedUnavailable: 0 });
    expect(await stone(handle, 'IX-90000108')).toMatchObject({ is_available: true });
  });

  it('prices follow the rules: another exchange rate changes price_sen; the supplier cost stays as it was', async () => {
    const rules = { ...DEFAULT_PRICING_RULES, usdToMyr: 5.1 };
    expect(await run('vdb-array.json', 'vdb-json', { rules })).toMatchObject({ updated: 2, unchanged: 0 });
    expect(await stone(handle, 'VD-V-101')).toMatchObject({ cost_usd_cents: 110_000, price_sen: retailPriceSen(1100, 'natural', rules) });
    expect(await stone(handle, 'VD-V-102')).toMatchObject({ cost_usd_cents: 100_000, price_sen: retailPriceSen(1000, 'lab', rules) });
    expect(retailPriceSen(1100, 'natural', rules)).not.toBe(retailPriceSen(1100, 'natural'));
  });

  it('rejects a row whose stock number already belongs to another certificate', async () => {
    const [header, , pear] = readFileSync(path.join(FEEDS, 'rapnet.csv'), 'utf8').split('\n');
    const feed = written('renumbered.csv', `${header}\n${pear.replace('R1002', 'R1001').replace('5141438172', '5141438199')}\n`);
    expect(await run(feed, 'rapnet-csv')).toMatchObject({ read: 1, inserted: 0, updated: 0, rejected: 1 });
    expect(report(feed)).toContain('line 2: stock number RN-R1001 already belongs to certificate 2141438171 in the inventory');
  });

  it('stops with a clear message, before any change, for an unknown format, a missing file or an unreadable header', async () => {
    await expect(run('rapnet.csv', 'csv')).rejects.toThrow("Unknown feed format 'csv': use one of rapnet-csv, idex-csv, vdb-json.");
    await expect(run('nowhere.csv', 'rapnet-csv')).rejects.toThrow(/The feed file '.*nowhere\.csv' does not exist\./);
    await expect(run('idex.csv', 'rapnet-csv')).rejects.toThrow(/Unreadable header on line 1 of .* for the rapnet-csv format: no column for stock \(Stock #/);
    await expect(run(written('empty.csv', '\n\n'), 'rapnet-csv')).rejects.toThrow(/Unreadable header: the feed .* is empty/);
    await expect(run(written('bad.json', '{ "response": '), 'vdb-json')).rejects.toThrow(/is not valid JSON/);
    await expect(run(written('object.json', '{ "stones": [] }'), 'vdb-json')).rejects.toThrow(/no diamonds array/);
    await expect(run('rapnet.csv', 'rapnet-csv')).resolves.toBeInstanceOf(Object);
    await expect(run('rapnet.csv', 'rapnet-csv', { reportFile: path.join(dir, 'no/such/folder/report.txt') })).rejects.toBeInstanceOf(FeedImportError);
  });
});

describe('a big first load rebuilds the indexes instead of keeping them up', () => {
  let handle: DatabaseHandle;
  const dir = mkdtempSync(path.join(tmpdir(), 'kilau-feed-big-'));
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const feed = (name: string, stones: ReturnType<typeof generateDiamonds>) => {
    const file = path.join(dir, name);
    writeFileSync(file, RAPNET_DEMO_HEADER + stones.map(rapnetDemoLine).join(''));
    return file;
  };
  const indexes = () => rows(handle, `select indexname, indexdef from pg_indexes where tablename = 'diamonds' order by indexname`);

  it('inserts the new stones, updates the changed ones and ends with every index and unique constraint in place', async () => {
    const stones = generateDiamonds(30, { seed: 7, labShare: 0 });
    const before = await indexes();
    const options = { format: 'rapnet-csv', reportFile: path.join(dir, 'report.txt'), rebuildIndexesFrom: 15 };
    expect(await importDiamondFeed(handle, { file: feed('first.csv', stones.slice(0, 10)), ...options })).toMatchObject({ inserted: 10 });
    const repriced = stones.map((s, i) => (i === 3 ? { ...s, costUsdCents: s.costUsdCents + 10_000 } : s));
    expect(await importDiamondFeed(handle, { file: feed('all.csv', repriced), ...options })).toMatchObject({ inserted: 20, updated: 1, unchanged: 9, rejected: 0 });
    expect(await indexes()).toEqual(before);
    expect(await importDiamondFeed(handle, { file: feed('all.csv', repriced), ...options })).toMatchObject({ inserted: 0, updated: 0, unchanged: 30 });
    const [{ n }] = await rows<{ n: number }>(handle, `select count(*)::int as n from diamonds where stock_id like 'RN-%' and supplier = 'RapNet'`);
    expect(n).toBe(30);
  });
});
