/**
 * The diamond search (storefront §2 "Choose diamond", §7): the in-memory index finds the page, the exact total
 * and the facet counts; the page's stones are read from the database the first time the index lists them and
 * kept with it (`stonesOf`).
 */
import { sql } from 'drizzle-orm';
import {
  DIAMOND_FACETS,
  DIAMOND_TYPE_VALUES,
  diamondListBodySchema,
  diamondListQuerySchema,
  type Diamond,
  type DiamondFacets,
  type DiamondListAnswer,
  type DiamondTypeValue,
  type PriceComparison,
} from '../../../domain/contract/diamonds.ts';
import { ringgitFromSen, senFromRinggit } from '../../../domain/money.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { caratUnitsOf, codeOf, DIMS, DIM_VALUES, type Dim } from './search/codes.ts';
import type { DiamondIndex, StoneKind } from './search/diamond-index.ts';
import type { LiveDiamondIndex } from './search/live-index.ts';
import { OFFERED } from './offered.ts';
import { rowsOf } from './search/loader.ts';
import type { EngineQuery } from './search/query.ts';

const KIND_OF: Record<DiamondTypeValue, StoneKind> = { naturaldiamond: 'natural', labgrowndiamond: 'lab' };
const TYPE_OF: Record<StoneKind, DiamondTypeValue> = { natural: 'naturaldiamond', lab: 'labgrowndiamond' };

interface DiamondRow {
  id: number | string;
  stock_id: string;
  certificate_no: string;
  certificate_link: string;
  type: StoneKind;
  lab: string;
  shape: string;
  carat: number | string;
  color: string;
  cut: string;
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

const COLUMNS = sql`id, stock_id, certificate_no, certificate_link, type, lab, shape, carat, color, cut, clarity, polish, symmetry,
  fluorescence, depth_pct, table_pct, length_mm, width_mm, height_mm, price_sen, image_url, video_url`;

function toDiamond(row: DiamondRow, comparison: PriceComparison | null): Diamond {
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
    PRICE_COMPARISON: comparison,
  };
}

/** The first readable message of a failed parse. */
function firstMessage(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? 'The search could not be read.';
}

export function diamondTypeOf(value: string): StoneKind {
  if (!(DIAMOND_TYPE_VALUES as readonly string[]).includes(value)) {
    throw new BadRequestError(`Unknown diamond type '${value.slice(0, 40)}': choose ${DIAMOND_TYPE_VALUES.join(' or ')}.`);
  }
  return KIND_OF[value as DiamondTypeValue];
}

/** Reads a search request into the engine's terms; refuses unknown codes, types and bad numbers with a message. */
export function searchOf(body: unknown, query: unknown): EngineQuery {
  const filters = diamondListBodySchema.safeParse(body ?? {});
  if (!filters.success) throw new BadRequestError(firstMessage(filters.error));
  const paging = diamondListQuerySchema.safeParse(query ?? {});
  if (!paging.success) throw new BadRequestError(firstMessage(paging.error));
  const f = filters.data;
  const { page, limit, sort } = paging.data;
  return {
    filters: Object.fromEntries(DIMS.map((dim) => [dim, f[dim].map((code) => codeOf(dim, code))])) as Record<Dim, number[]>,
    caratMin: caratUnitsOf(f.carat[0]),
    caratMax: caratUnitsOf(f.carat[1]),
    priceMinSen: senFromRinggit(f.priceMin),
    priceMaxSen: senFromRinggit(f.priceMax),
    sort,
    offset: (page - 1) * limit,
    limit,
  };
}

export interface DiamondService {
  list(type: string, body: unknown, query: unknown): Promise<DiamondListAnswer>;
  /**
   * The key a search's answer is kept under: the type and the search as checked (refused as `list` refuses), so the
   * same search written two ways shares one answer and nothing walks the body as sent.
   */
  searchKey(type: string, body: unknown, query: unknown): string;
  /** An offered stone by certificate number, else NotFoundError. */
  detail(certificateNo: string): Promise<Diamond>;
}

/** Stones kept per index for its pages (a stone's details never change within one index; see `stonesOf`). */
const MAX_KEPT_STONES = 50_000;

export function createDiamondService(db: Database, live: LiveDiamondIndex): DiamondService {
  const kept = new WeakMap<DiamondIndex, Map<number, Diamond>>();

  /**
   * The stones of a page as the answer shows them, read from the database only the first time this index lists
   * them. Within one index a listed stone's details and price are settled: a repriced stone is not listed until
   * the index is rebuilt, a reserved or sold one drops out of the search at its change notice, and a feed import
   * rebuilds the index (and so starts with no stones kept). Availability is checked again where it matters, when
   * a stone is added to a cart and when an order reserves it.
   */
  async function stonesOf(index: DiamondIndex, kind: StoneKind, ids: number[]): Promise<Map<number, Diamond>> {
    let stones = kept.get(index);
    if (!stones || stones.size > MAX_KEPT_STONES) {
      stones = new Map();
      kept.set(index, stones);
    }
    const missing = ids.filter((id) => !stones.has(id));
    if (missing.length > 0) {
      const rows = await rowsOf<DiamondRow>(db, sql`select ${COLUMNS} from diamonds where id in ${missing} and ${OFFERED}`);
      for (const row of rows) stones.set(Number(row.id), toDiamond(row, index.comparison(kind, Number(row.id))));
    }
    return stones;
  }

  return {
    async list(type, body, query) {
      const kind = diamondTypeOf(type);
      const search = searchOf(body, query);
      const index = await live.current();
      const found = index.search(kind, search);
      const stones = await stonesOf(index, kind, found.ids);
      const data = found.ids.flatMap((id) => stones.get(id) ?? []);
      const facets = Object.fromEntries(
        DIAMOND_FACETS.map((facet) => [facet, Object.fromEntries(DIM_VALUES[facet].map((code, i) => [code, found.facets[facet][i]]))]),
      ) as DiamondFacets;
      // A stone reserved since the notice round trip is left out of the page and the count.
      const total = Math.max(0, found.total - (found.ids.length - data.length));
      return { success: true, message: total === 0 ? 'No results found.' : 'OK', data, total, page: search.offset / search.limit + 1, limit: search.limit, sort: search.sort, facets };
    },

    searchKey: (type, body, query) => `${diamondTypeOf(type)} ${JSON.stringify(searchOf(body, query))}`,

    async detail(certificateNo) {
      const [row] = await rowsOf<DiamondRow>(db, sql`select ${COLUMNS} from diamonds where certificate_no = ${certificateNo} and ${OFFERED}`);
      if (!row) throw new NotFoundError(`Diamond ${certificateNo.slice(0, 40)} could not be found or is no longer available.`);
      const index = await live.current();
      return toDiamond(row, index.comparison(row.type, Number(row.id)));
    },
  };
}
