/**
 * A deterministic generator of a realistic demo diamond inventory (the demo shop's seed, benchmarks and tests): the
 * same seed gives the same stones.
 * Pure apart from its seeded PRNG; it yields batches so a million stones never sit in memory at once.
 * Distributions follow domain.md §1–3 (see the tables below); prices come from domain/diamond-pricing.ts.
 */
import {
  DEFAULT_PRICING_RULES,
  retailPriceSen,
  supplierCostUsd,
  type DiamondKind,
  type PricedStone,
  type PricingRules,
} from '../../../domain/diamonds/pricing.ts';
import type { ClarityCode, ColourCode, CutCode, FinishCode, FluorescenceCode, LabCode } from '../../../domain/diamonds/grades.ts';
import type { ShapeCode } from '../../../domain/diamonds/shapes.ts';
import { CERTIFICATE_LINKS, diamondImageUrl, diamondVideoUrl, type DiamondRow } from '../../modules/diamonds/stone-row.ts';

export interface DiamondGeneratorOptions {
  /** PRNG seed; the same seed and start give the same stones. Default 1. */
  seed?: number;
  /** Number of the first stone (stock id KL0000001 …, certificate numbers follow it). Default 1. */
  startStockNo?: number;
  /** Share of lab-grown stones, 0–1. Default 0.5. */
  labShare?: number;
  /** Stones per batch. Default 10,000. */
  batchSize?: number;
  rules?: PricingRules;
}

// ---- the seeded PRNG (mulberry32: tiny, fast, good enough for demo data and benchmark mixes) ---------
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A weighted choice among values, picked by a uniform number in [0, 1). */
interface Weighted<T> {
  values: T[];
  cumulative: Float64Array;
}
function weighted<T extends string | number>(table: Partial<Record<T, number>> | [T, number][]): Weighted<T> {
  const entries = (Array.isArray(table) ? table : (Object.entries(table) as [T, number][])) as [T, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  const cumulative = new Float64Array(entries.length);
  let running = 0;
  entries.forEach(([, w], i) => {
    running += w / total;
    cumulative[i] = running;
  });
  cumulative[entries.length - 1] = 1;
  return { values: entries.map(([v]) => v), cumulative };
}
function pick<T>(w: Weighted<T>, u: number): T {
  const c = w.cumulative;
  let i = 0;
  while (u >= c[i] && i < c.length - 1) i++;
  return w.values[i];
}

// ---- distributions ----------------------------------------------------------------------------------
/** Shapes weighted like a real inventory: round about 45%. */
const SHAPE_MIX = weighted<ShapeCode>({
  ROUND: 45, OVAL: 12, CUSHION: 8, PRINCESS: 7, EMERALD: 7, PEAR: 6, RADIANT: 6, MARQUISE: 3, ASSCHER: 3, HEART: 3,
});

/** Carats cluster just above the "magic sizes"; lab-grown stones run larger. 0 stands for the long tail (1–10 ct). */
const CARAT_CLUSTERS: Record<DiamondKind, Weighted<number>> = {
  natural: weighted<number>([
    [0.23, 4], [0.3, 12], [0.4, 8], [0.5, 16], [0.6, 3], [0.7, 14], [0.8, 3], [0.9, 9], [1, 16],
    [1.2, 3], [1.5, 6], [2, 4], [2.5, 1], [3, 1], [0, 3],
  ]),
  lab: weighted<number>([
    [0.3, 3], [0.5, 6], [0.7, 8], [0.9, 5], [1, 20], [1.2, 5], [1.5, 14], [2, 14], [2.5, 5], [3, 7],
    [4, 2.5], [5, 1.5], [0, 5],
  ]),
};

/**
 * Colour and clarity as a premium online jeweller stocks them (README, "Demo diamonds"): mostly D–J colour and VS2
 * clarity or better, the grades such a shop recommends and lists most, with a thin tail of warmer and more included
 * stones; lab-grown stones whiter and cleaner still. The shares are the shop's own estimate for its demo inventory.
 */
const COLOUR_MIX: Record<DiamondKind, Weighted<ColourCode>> = {
  natural: weighted<ColourCode>({
    D: 8, E: 11, F: 14, G: 18, H: 17, I: 13, J: 10, K: 4.5, L: 2, M: 1.2, N: 0.6, OP: 0.3, QR: 0.2, ST: 0.1, UV: 0.05, WX: 0.03, YZ: 0.02,
  }),
  lab: weighted<ColourCode>({
    D: 18, E: 22, F: 22, G: 16, H: 10, I: 6, J: 3.5, K: 1.3, L: 0.6, M: 0.3, N: 0.15, OP: 0.08, QR: 0.04, ST: 0.02, UV: 0.01, WX: 0.01, YZ: 0.01,
  }),
};

const CLARITY_MIX: Record<DiamondKind, Weighted<ClarityCode>> = {
  natural: weighted<ClarityCode>({ FL: 1, IF: 4, VVS1: 9, VVS2: 14, VS1: 24, VS2: 24, SI1: 17, SI2: 7 }),
  lab: weighted<ClarityCode>({ FL: 1, IF: 5, VVS1: 20, VVS2: 24, VS1: 25, VS2: 17, SI1: 6, SI2: 2 }),
};

/** Ideal and excellent cuts are mostly rounds; fancy shapes rarely get an ideal grade. */
const CUT_MIX = {
  round: weighted<CutCode>({ ID: 30, EX: 45, VG: 17, GD: 6, FR: 1.5, PR: 0.5 }),
  fancy: weighted<CutCode>({ ID: 3, EX: 37, VG: 40, GD: 15, FR: 4, PR: 1 }),
};
const CUT_RANK: Record<CutCode, number> = { ID: 0, EX: 1, VG: 2, GD: 3, FR: 4, PR: 5 };
/** Polish and symmetry follow the cut. Indexed by the cut's rank. */
const FINISH_BY_CUT: Weighted<FinishCode>[] = [
  weighted<FinishCode>({ EX: 92, VG: 7.5, GD: 0.5, FR: 0, PR: 0 }),
  weighted<FinishCode>({ EX: 80, VG: 18, GD: 2, FR: 0, PR: 0 }),
  weighted<FinishCode>({ EX: 35, VG: 52, GD: 12, FR: 1, PR: 0 }),
  weighted<FinishCode>({ EX: 5, VG: 45, GD: 42, FR: 7, PR: 1 }),
  weighted<FinishCode>({ EX: 0, VG: 15, GD: 45, FR: 32, PR: 8 }),
  weighted<FinishCode>({ EX: 0, VG: 5, GD: 35, FR: 40, PR: 20 }),
];

const FLUORESCENCE_MIX: Record<DiamondKind, Weighted<FluorescenceCode>> = {
  natural: weighted<FluorescenceCode>({ NON: 60, FNT: 20, MED: 11, STG: 7, VSTGR: 2 }),
  lab: weighted<FluorescenceCode>({ NON: 88, FNT: 9, MED: 2, STG: 0.8, VSTGR: 0.2 }),
};

/** Natural stones are graded by GIA, HRD, AGS; lab-grown mostly by IGI and GCAL, some by GIA. */
const LAB_MIX: Record<DiamondKind, Weighted<LabCode>> = {
  natural: weighted<LabCode>({ GIA: 78, HRD: 11, AGS: 11 }),
  lab: weighted<LabCode>({ IGI: 70, GCAL: 18, GIA: 12 }),
};

const SUPPLIERS: Record<DiamondKind, Weighted<string>> = {
  natural: weighted<string>({
    'Antwerp Brilliant Trading': 24, 'Ramat Gan Solitaires': 18, 'Mumbai Star Gems': 22, 'Hong Kong Pearl River Diamonds': 16, 'Borneo Gem House': 20,
  }),
  lab: weighted<string>({ 'Surat LabGrown Exports': 35, 'Singapore CVD Works': 25, 'Shanghai Bright Crystal': 20, 'Borneo Gem House': 20 }),
};

/** Size at 1 ct in mm (domain.md §3: round 6.5, oval 7×5, pear 8×5, marquise 10×5, emerald 7×5, princess 5.5×5.5), depth and table %. */
interface ShapeMake {
  length: number;
  width: number;
  depth: number;
  depthSpread: number;
  table: number;
  tableSpread: number;
}
const SHAPE_MAKE: Record<ShapeCode, ShapeMake> = {
  ROUND: { length: 6.5, width: 6.5, depth: 61.8, depthSpread: 1.2, table: 57, tableSpread: 2 },
  PRINCESS: { length: 5.5, width: 5.5, depth: 71, depthSpread: 3, table: 69, tableSpread: 4 },
  EMERALD: { length: 7, width: 5, depth: 65, depthSpread: 3, table: 64, tableSpread: 4 },
  ASSCHER: { length: 5.5, width: 5.5, depth: 65, depthSpread: 3, table: 63, tableSpread: 4 },
  OVAL: { length: 7, width: 5, depth: 61, depthSpread: 2, table: 57, tableSpread: 3 },
  RADIANT: { length: 6.2, width: 5.3, depth: 66, depthSpread: 3, table: 65, tableSpread: 4 },
  PEAR: { length: 8, width: 5, depth: 61, depthSpread: 2, table: 58, tableSpread: 3 },
  HEART: { length: 6.4, width: 6.9, depth: 60, depthSpread: 2, table: 58, tableSpread: 3 },
  MARQUISE: { length: 10, width: 5, depth: 61, depthSpread: 2, table: 57, tableSpread: 3 },
  CUSHION: { length: 5.9, width: 5.6, depth: 66, depthSpread: 3, table: 62, tableSpread: 4 },
};
/** A poorer cut strays further from the shape's ideal proportions. Indexed by the cut's rank. */
const PROPORTION_SPREAD = [0.5, 0.7, 1, 1.5, 2, 2.5];

// ---- identifiers ------------------------------------------------------------------------------------
export const STOCK_ID_PREFIX = 'KL';
/** Stock ids: KL + the stone's number in 7 digits (more when it outgrows them). */
export const stockIdFor = (stockNo: number): string => STOCK_ID_PREFIX + String(stockNo).padStart(7, '0');

const TAIL_SPACE = 1_000_000_000;
/** A bijection of 0 … 10⁹−1 (an odd multiplier not divisible by 5), so each stone number gets its own 9-digit tail. */
function certificateTail(stockNo: number): string {
  const n = stockNo % TAIL_SPACE;
  const high = 73_821; // multiplier = 73_821 × 10⁴ + 9_097 = 738_219_097
  const low = 9_097;
  const value = (((n * high) % TAIL_SPACE) * 10_000 + n * low + 104_729) % TAIL_SPACE;
  return String(value).padStart(9, '0');
}

const GIA_LEADS = ['1', '2', '5', '6', '7'];
/**
 * Certificate numbers in each lab's style, unique per stone number: GIA 10 digits, IGI lab-grown LG + 9 digits,
 * HRD 12 digits from 210, AGS 12 digits from 104, GCAL 9 digits. Different labs never share a length and prefix.
 */
export function certificateNoFor(lab: LabCode, stockNo: number): string {
  const tail = certificateTail(stockNo);
  switch (lab) {
    case 'GIA':
      return GIA_LEADS[stockNo % GIA_LEADS.length] + tail;
    case 'IGI':
      return `LG${tail}`;
    case 'HRD':
      return `210${tail}`;
    case 'AGS':
      return `104${tail}`;
    case 'GCAL':
      return tail;
  }
}

// ---- the generator ----------------------------------------------------------------------------------
const round2 = (x: number) => Math.round(x * 100) / 100;
const round1 = (x: number) => Math.round(x * 10) / 10;
/** Share of stones offered for sale; the rest are marked sold at the supplier. */
const AVAILABLE_SHARE = 0.99;
/** Per-stone variation of the supplier's asking price around the model. */
const PRICE_NOISE = 0.06;
const CARAT_MIN = 0.18;
const CARAT_MAX = 10;

/** Stones of `count`, in batches of `batchSize`, deterministic for the seed. */
export function* generateDiamondBatches(count: number, options: DiamondGeneratorOptions = {}): Generator<DiamondRow[]> {
  const random = mulberry32(options.seed ?? 1);
  const labShare = options.labShare ?? 0.5;
  const batchSize = Math.max(1, options.batchSize ?? 10_000);
  const rules = options.rules ?? DEFAULT_PRICING_RULES;
  const start = options.startStockNo ?? 1;
  // symmetric noise in [-1, 1], peaked at 0
  const wobble = () => random() + random() - 1;

  function carat(type: DiamondKind): number {
    const cluster = pick(CARAT_CLUSTERS[type], random());
    let ct: number;
    if (cluster === 0) ct = Math.exp(Math.log(1) + random() * Math.log(CARAT_MAX)); // long tail, log-uniform 1–10 ct
    else if (random() < 0.15) ct = cluster * (1 - random() * 0.06); // just under a magic size (0.95 …)
    else ct = cluster * (1 - Math.log(1 - random()) * 0.03); // at or just above it, mostly +0–6%
    return Math.min(CARAT_MAX, Math.max(CARAT_MIN, round2(ct)));
  }

  for (let done = 0; done < count; ) {
    const size = Math.min(batchSize, count - done);
    const batch: DiamondRow[] = new Array(size);
    for (let i = 0; i < size; i++) {
      const stockNo = start + done + i;
      const type: DiamondKind = random() < labShare ? 'lab' : 'natural';
      const shape = pick(SHAPE_MIX, random());
      const ct = carat(type);
      const cut = pick(shape === 'ROUND' ? CUT_MIX.round : CUT_MIX.fancy, random());
      const rank = CUT_RANK[cut];
      const stone: PricedStone = {
        type,
        shape,
        carat: ct,
        color: pick(COLOUR_MIX[type], random()),
        clarity: pick(CLARITY_MIX[type], random()),
        cut,
        polish: pick(FINISH_BY_CUT[rank], random()),
        symmetry: pick(FINISH_BY_CUT[rank], random()),
        fluorescence: pick(FLUORESCENCE_MIX[type], random()),
      };
      const make = SHAPE_MAKE[shape];
      const scale = Math.cbrt(ct);
      const spread = PROPORTION_SPREAD[rank];
      const depthPct = round1(make.depth + wobble() * make.depthSpread * spread);
      const length = make.length * scale * (1 + wobble() * (shape === 'ROUND' ? 0.004 : 0.05));
      const width = shape === 'ROUND' ? length * (1 - random() * 0.008) : make.width * scale * (1 + wobble() * 0.04);
      const lab = pick(LAB_MIX[type], random());
      const certificateNo = certificateNoFor(lab, stockNo);
      const costUsd = supplierCostUsd(stone) * (1 + wobble() * PRICE_NOISE);
      batch[i] = {
        stockId: stockIdFor(stockNo),
        certificateNo,
        certificateLink: CERTIFICATE_LINKS[lab](certificateNo),
        lab,
        type,
        shape,
        carat: ct,
        color: stone.color,
        clarity: stone.clarity,
        cut,
        polish: stone.polish,
        symmetry: stone.symmetry,
        fluorescence: stone.fluorescence,
        depthPct,
        tablePct: round1(make.table + wobble() * make.tableSpread * spread),
        lengthMm: round2(length),
        widthMm: round2(width),
        heightMm: round2((Math.min(length, width) * depthPct) / 100),
        priceSen: retailPriceSen(costUsd, type, rules),
        costUsdCents: Math.round(costUsd * 100),
        supplier: pick(SUPPLIERS[type], random()),
        imageUrl: diamondImageUrl(shape, stone.color, stone.clarity, stone.fluorescence),
        videoUrl: diamondVideoUrl(shape, stone.color, stone.clarity, stone.fluorescence),
        isAvailable: random() < AVAILABLE_SHARE,
      };
    }
    done += size;
    yield batch;
  }
}

/** All stones at once: for small counts (tests, fixtures). */
export function generateDiamonds(count: number, options: DiamondGeneratorOptions = {}): DiamondRow[] {
  const rows: DiamondRow[] = [];
  for (const batch of generateDiamondBatches(count, options)) for (const row of batch) rows.push(row);
  return rows;
}
