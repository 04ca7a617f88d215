/**
 * A listed stone as the search answers it (certificate, grades, measurements, price, pictures), kept per diamond
 * index. Within one index a listed stone's details and price are settled: a repriced stone is not listed until the
 * index is rebuilt, a reserved or sold one drops out of the search at its change notice, and a feed import rebuilds
 * the index (and so starts with no stones kept). Availability is checked again where it matters, when a stone is
 * added to a cart and when an order reserves it.
 *
 * A page's stones are read from the database the first time the index lists them. An inventory that fits in the
 * keep (`MAX_KEPT_STONES`, the embedded shop's 20,000 and more) is read whole once per index in the background, so a
 * search nobody made before costs the engine's time and no database read; a larger one (1,000,000 stones on a
 * PostgreSQL server) keeps the stones its pages listed, up to the bound.
 */
import { sql } from 'drizzle-orm';
import type { Diamond, DiamondTypeValue } from '../../../domain/contract/diamonds.ts';
import { ringgitFromSen } from '../../../domain/money/money.ts';
import type { Database } from '../../db/client.ts';
import { OFFERED } from './offered.ts';
import type { DiamondIndex, StoneKind } from './search/diamond-index.ts';
import { rowsOf } from './search/loader.ts';

export const TYPE_OF: Record<StoneKind, DiamondTypeValue> = { natural: 'naturaldiamond', lab: 'labgrowndiamond' };

/** Stones kept per index for its pages. */
export const MAX_KEPT_STONES = 50_000;
/** Stones read per query when an index's whole inventory is read at once. */
const WHOLE_BATCH = 5_000;

export interface DiamondRow {
  id: number | string;
  stock_id: string;
  certificate_no: string;
  certificate_link: string;
  type: StoneKind;
  lab: string;
  shape: string;
  carat: number | string;
  color: string;
  cut: string | null;
  clarity: string;
  polish: string;
  symmetry: string;
  fluorescence: string;
  depth_pct: number | string;
  table_pct: number | string;
  length_mm: number | string;
  width_mm: number | string;
  height_mm: number | string;
  price_sen: number | string;
  image_url: string;
  video_url: string;
}

export const DETAIL_COLUMNS = sql`id, stock_id, certificate_no, certificate_link, type, lab, shape, carat, color, cut, clarity, polish, symmetry,
  fluorescence, depth_pct, table_pct, length_mm, width_mm, height_mm, price_sen, image_url, video_url`;

export function toDiamond(row: DiamondRow, index: DiamondIndex): Diamond {
  return {
    STOCK_ID: row.stock_id,
    CERTIFICATE_NO: row.certificate_no,
    CERTIFICATE_LINK: row.certificate_link,
    TYPE: TYPE_OF[row.type],
    LAB: row.lab,
    SHAPE: row.shape,
    CARAT: Number(row.carat),
    COLOR: row.color,
    CUT: row.cut,
    CLARITY: row.clarity,
    POLISH: row.polish,
    SYMMETRY: row.symmetry,
    FLUORESCENCE: row.fluorescence,
    DEPTH_PCT: Number(row.depth_pct),
    TABLE_PCT: Number(row.table_pct),
    MEASUREMENTS: [Number(row.length_mm), Number(row.width_mm), Number(row.height_mm)],
    MYR_PRICE: ringgitFromSen(Number(row.price_sen)),
    IMAGE: row.image_url,
    VIDEO: row.video_url,
    PRICE_COMPARISON: index.comparison(row.type, Number(row.id)),
  };
}

const texts = new WeakMap<Diamond, string>();

/** A kept stone's JSON, written once: a stone's details are settled within its index, which keeps the stone. */
export function textOf(stone: Diamond): string {
  let text = texts.get(stone);
  if (text === undefined) {
    text = JSON.stringify(stone);
    texts.set(stone, text);
  }
  return text;
}

export interface KeptStones {
  /** The listed stones of a page by id (a stone no longer offered is missing). */
  of(index: DiamondIndex, ids: number[]): Promise<Map<number, Diamond>>;
  /** Resolves once the index's whole inventory is kept, when it fits (tests, benchmarks). */
  whole(index: DiamondIndex): Promise<void>;
}

export function keptStones(db: Database, log?: { error(obj: object, msg: string): void }): KeptStones {
  const kept = new WeakMap<DiamondIndex, { stones: Map<number, Diamond>; whole: Promise<void> }>();

  async function readWhole(index: DiamondIndex, stones: Map<number, Diamond>): Promise<void> {
    let after = 0;
    for (;;) {
      const rows = await rowsOf<DiamondRow>(db, sql`select ${DETAIL_COLUMNS} from diamonds where id > ${after} and ${OFFERED} order by id limit ${WHOLE_BATCH}`);
      for (const row of rows) if (stones.size < MAX_KEPT_STONES) stones.set(Number(row.id), toDiamond(row, index));
      if (rows.length < WHOLE_BATCH || stones.size >= MAX_KEPT_STONES) return;
      after = Number(rows[rows.length - 1]!.id);
      // other requests go first between batches
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  function keptFor(index: DiamondIndex) {
    let entry = kept.get(index);
    if (!entry || entry.stones.size > MAX_KEPT_STONES) {
      const stones = new Map<number, Diamond>();
      const { natural, lab } = index.stones();
      const whole =
        !entry && natural + lab <= MAX_KEPT_STONES
          ? readWhole(index, stones).catch((error: unknown) => log?.error({ err: error }, 'the diamond index’s stones could not be read ahead; pages read their own'))
          : Promise.resolve();
      entry = { stones, whole };
      kept.set(index, entry);
    }
    return entry;
  }

  return {
    async of(index, ids) {
      const { stones } = keptFor(index);
      const missing = ids.filter((id) => !stones.has(id));
      if (missing.length > 0) {
        const rows = await rowsOf<DiamondRow>(db, sql`select ${DETAIL_COLUMNS} from diamonds where id in ${missing} and ${OFFERED}`);
        for (const row of rows) stones.set(Number(row.id), toDiamond(row, index));
      }
      return stones;
    },
    whole: (index) => keptFor(index).whole,
  };
}
