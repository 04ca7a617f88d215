import { clarityTraceOf, glowsBlue, toneOfColour } from '../../../domain/diamonds/tone.ts';
import { describe, expect, it } from 'vitest';
import { CLARITIES, COLOURS, CUTS, FINISHES, FLUORESCENCES, LABS, DIAMOND_CARAT_RANGE } from '../../../domain/diamonds/grades.ts';
import { SHAPES, shapeSlug } from '../../../domain/diamonds/shapes.ts';
import type { DiamondRow } from '../../modules/diamonds/stone-row.ts';
import { certificateNoFor, generateDiamondBatches, generateDiamonds, stockIdFor } from './diamond-generator.ts';

const SAMPLE = 200_000;
/** One large sample shared by the distribution tests. */
const rows: DiamondRow[] = generateDiamonds(SAMPLE, { seed: 42 });
const share = (test: (r: DiamondRow) => boolean, of: DiamondRow[] = rows) => of.filter(test).length / of.length;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

describe('determinism', () => {
  it('the same seed gives the same stones; another seed gives others', () => {
    expect(generateDiamonds(1_000, { seed: 42 })).toEqual(rows.slice(0, 1_000));
    const other = generateDiamonds(1_000, { seed: 43 });
    expect(other.map((r) => r.carat)).not.toEqual(rows.slice(0, 1_000).map((r) => r.carat));
  });

  it('batches split the same sequence, never larger than asked', () => {
    const sizes: number[] = [];
    const joined: DiamondRow[] = [];
    for (const batch of generateDiamondBatches(2_500, { seed: 42, batchSize: 1_000 })) {
      sizes.push(batch.length);
      joined.push(...batch);
    }
    expect(sizes).toEqual([1_000, 1_000, 500]);
    expect(joined).toEqual(rows.slice(0, 2_500));
  });
});

describe('identifiers', () => {
  it(`stock ids and certificate numbers are unique over ${SAMPLE.toLocaleString('en')} stones`, () => {
    expect(new Set(rows.map((r) => r.stockId)).size).toBe(SAMPLE);
    expect(new Set(rows.map((r) => r.certificateNo)).size).toBe(SAMPLE);
  });

  it('a lot started after the last stock number shares no id with the first lot', () => {
    const next = generateDiamonds(20_000, { seed: 7, startStockNo: SAMPLE + 1 });
    const stockIds = new Set(rows.map((r) => r.stockId));
    const certificates = new Set(rows.map((r) => r.certificateNo));
    expect(next.some((r) => stockIds.has(r.stockId) || certificates.has(r.certificateNo))).toBe(false);
    expect(next[0].stockId).toBe('KL0200001');
  });

  it("stock ids are KL + 7 digits; certificate numbers follow each lab's style", () => {
    expect(stockIdFor(1)).toBe('KL0000001');
    expect(rows.every((r) => /^KL\d{7}$/.test(r.stockId))).toBe(true);
    const style: Record<string, RegExp> = { GIA: /^\d{10}$/, IGI: /^LG\d{9}$/, HRD: /^210\d{9}$/, AGS: /^104\d{9}$/, GCAL: /^\d{9}$/ };
    for (const r of rows.slice(0, 20_000)) expect(r.certificateNo, r.lab).toMatch(style[r.lab]);
    expect(certificateNoFor('IGI', 12)).toMatch(/^LG\d{9}$/);
  });

  it("certificate links open the lab's report-check page for that number", () => {
    for (const r of rows.slice(0, 5_000)) {
      expect(r.certificateLink.startsWith('https://')).toBe(true);
      expect(r.certificateLink.endsWith(r.certificateNo)).toBe(true);
    }
    const gia = rows.find((r) => r.lab === 'GIA')!;
    expect(gia.certificateLink).toBe(`https://www.gia.edu/report-check?reportno=${gia.certificateNo}`);
  });

  it("images are the shop's own pictures of the shape in its colour grade's tone, clarity and fluorescence: a still and a 360° strip", () => {
    for (const r of rows.slice(0, 5_000)) {
      const slug = shapeSlug(r.shape as (typeof SHAPES)[number]['code']);
      const tone = toneOfColour(r.color);
      const clarity = clarityTraceOf(r.clarity);
      const suffix = `${tone === 'white' ? '' : `-${tone}`}${clarity === 'clean' ? '' : `-${clarity}`}${glowsBlue(r.fluorescence) ? '-blue' : ''}`;
      expect(r.imageUrl).toBe(`/images/diamonds/${slug}${suffix}.webp`);
      expect(r.videoUrl).toBe(`/images/diamonds/${slug}${suffix}-360.webp`);
    }
  });
});

describe('every value comes from the spec lists (storefront.md §3)', () => {
  const codes = (list: readonly { code: string }[]) => new Set(list.map((x) => x.code));
  it.each([
    ['shape', codes(SHAPES)],
    ['color', codes(COLOURS)],
    ['clarity', codes(CLARITIES)],
    ['cut', codes(CUTS)],
    ['polish', codes(FINISHES)],
    ['symmetry', codes(FINISHES)],
    ['fluorescence', codes(FLUORESCENCES)],
    ['lab', codes(LABS)],
  ] as const)('%s', (field, allowed) => {
    expect(rows.filter((r) => !allowed.has(String(r[field])))).toEqual([]);
  });

  it(`carats lie within the search range ${DIAMOND_CARAT_RANGE.min}–${DIAMOND_CARAT_RANGE.max} with two decimals`, () => {
    expect(rows.every((r) => r.carat >= DIAMOND_CARAT_RANGE.min && r.carat <= DIAMOND_CARAT_RANGE.max)).toBe(true);
    expect(rows.every((r) => Math.abs(r.carat * 100 - Math.round(r.carat * 100)) < 1e-6)).toBe(true);
  });

  it('prices are whole ringgit in sen, above the supplier cost, within the integer column', () => {
    const wrong = rows.filter(
      (r) => !Number.isInteger(r.priceSen) || r.priceSen % 100 !== 0 || r.priceSen <= r.costUsdCents * 4.2 || r.priceSen >= 2 ** 31,
    );
    expect(wrong).toEqual([]);
  });
});

describe('distributions look like a real inventory', () => {
  const natural = rows.filter((r) => r.type === 'natural');
  const lab = rows.filter((r) => r.type === 'lab');

  it('about half natural, half lab-grown; the ratio is an option', () => {
    expect(share((r) => r.type === 'lab')).toBeGreaterThan(0.47);
    expect(share((r) => r.type === 'lab')).toBeLessThan(0.53);
    const mostlyNatural = generateDiamonds(20_000, { seed: 1, labShare: 0.2 });
    expect(share((r) => r.type === 'lab', mostlyNatural)).toBeGreaterThan(0.17);
    expect(share((r) => r.type === 'lab', mostlyNatural)).toBeLessThan(0.23);
  });

  it('rounds are about 45%, and every shape is stocked', () => {
    expect(share((r) => r.shape === 'ROUND')).toBeGreaterThan(0.4);
    expect(share((r) => r.shape === 'ROUND')).toBeLessThan(0.5);
    for (const { code } of SHAPES) expect(share((r) => r.shape === code), code).toBeGreaterThan(0.01);
  });

  it('carats cluster at the magic sizes, with a long tail; lab-grown stones are larger', () => {
    expect(share((r) => r.carat >= 1 && r.carat < 1.1)).toBeGreaterThan(0.1);
    expect(share((r) => r.carat >= 1.1 && r.carat < 1.2)).toBeLessThan(share((r) => r.carat >= 1 && r.carat < 1.1) / 3);
    expect(share((r) => r.carat >= 5)).toBeGreaterThan(0.002);
    expect(median(lab.map((r) => r.carat))).toBeGreaterThan(median(natural.map((r) => r.carat)));
  });

  it('as a premium jeweller stocks: colour mostly D–J and clarity mostly VS2 or better, a thin tail beyond', () => {
    expect(share((r) => 'DEFGHIJ'.includes(r.color) && r.color.length === 1, natural)).toBeGreaterThan(0.85);
    expect(share((r) => 'DEFGHIJ'.includes(r.color) && r.color.length === 1, lab)).toBeGreaterThan(0.9);
    expect(share((r) => r.color.length === 2)).toBeGreaterThan(0);
    expect(share((r) => r.color.length === 2)).toBeLessThan(0.01);
    // fewer warm stones (W–Z) than any single colourless grade (D, E or F)
    expect(share((r) => r.color === 'WX' || r.color === 'YZ')).toBeLessThan(share((r) => r.color === 'D') / 20);
    expect(share((r) => !['SI1', 'SI2'].includes(r.clarity), natural)).toBeGreaterThan(0.7);
    expect(share((r) => !['SI1', 'SI2'].includes(r.clarity), lab)).toBeGreaterThan(0.85);
  });

  it('ideal and excellent cuts are mostly on rounds; polish and symmetry follow the cut', () => {
    const topCut = rows.filter((r) => r.cut === 'ID' || r.cut === 'EX');
    const idealRound = share((r) => r.shape === 'ROUND', rows.filter((r) => r.cut === 'ID'));
    expect(idealRound).toBeGreaterThan(0.8);
    expect(share((r) => r.polish === 'EX', topCut)).toBeGreaterThan(0.75);
    expect(share((r) => r.polish === 'EX', rows.filter((r) => r.cut === 'GD'))).toBeLessThan(0.2);
  });

  it('fluorescence mostly none or faint; natural by GIA, HRD, AGS; lab-grown mostly IGI and GCAL', () => {
    expect(share((r) => r.fluorescence === 'NON' || r.fluorescence === 'FNT')).toBeGreaterThan(0.8);
    expect(natural.every((r) => ['GIA', 'HRD', 'AGS'].includes(r.lab))).toBe(true);
    expect(share((r) => r.lab === 'IGI' || r.lab === 'GCAL', lab)).toBeGreaterThan(0.8);
    expect(share((r) => r.lab === 'GIA', lab)).toBeGreaterThan(0);
  });

  it('about 1% of the stones are no longer available', () => {
    expect(share((r) => !r.isAvailable)).toBeGreaterThan(0.005);
    expect(share((r) => !r.isAvailable)).toBeLessThan(0.02);
  });

  it('measurements fit the shape and carat (domain.md: a round 1 ct ≈ 6.5 mm, 2 ct ≈ 8.2 mm; a 1 ct oval ≈ 7×5)', () => {
    const around = (shape: string, ct: number) => rows.filter((r) => r.shape === shape && Math.abs(r.carat - ct) <= 0.02);
    expect(median(around('ROUND', 1).map((r) => r.lengthMm))).toBeCloseTo(6.5, 0);
    expect(median(around('ROUND', 2).map((r) => r.lengthMm))).toBeCloseTo(8.2, 0);
    const ovals = around('OVAL', 1);
    expect(median(ovals.map((r) => r.lengthMm))).toBeCloseTo(7, 0);
    expect(median(ovals.map((r) => r.widthMm))).toBeCloseTo(5, 0);
    for (const r of rows.slice(0, 5_000)) {
      expect(r.heightMm).toBeCloseTo((Math.min(r.lengthMm, r.widthMm) * r.depthPct) / 100, 1);
      expect(r.depthPct).toBeGreaterThan(50);
      expect(r.depthPct).toBeLessThan(85);
      expect(r.tablePct).toBeGreaterThan(45);
      expect(r.tablePct).toBeLessThan(85);
    }
  });

  it('prices follow the model: 1 ct G VS2 rounds, natural about five times lab-grown', () => {
    const twins = (type: string) =>
      rows.filter((r) => r.type === type && r.shape === 'ROUND' && r.color === 'G' && r.clarity === 'VS2' && r.carat >= 1 && r.carat < 1.1);
    const naturalMedian = median(twins('natural').map((r) => r.priceSen / 100));
    const labMedian = median(twins('lab').map((r) => r.priceSen / 100));
    expect(naturalMedian).toBeGreaterThan(5_500 * 4.2);
    expect(naturalMedian).toBeLessThan(8_800 * 4.7);
    expect(labMedian).toBeGreaterThan(950 * 4.2);
    expect(labMedian).toBeLessThan(2_000 * 4.7);
  });
});
