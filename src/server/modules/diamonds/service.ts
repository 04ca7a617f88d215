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
} from '../../../domain/contract/diamonds.ts';
import { senFromRinggit } from '../../../domain/money/money.ts';
import { priceCeilingSen } from '../../../domain/diamonds/price-top.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { caratUnitsOf, codeOf, DIMS, DIM_VALUES, type Dim } from './search/codes.ts';
import type { StoneKind } from './search/diamond-index.ts';
import type { LiveDiamondIndex } from './search/live-index.ts';
import { OFFERED } from './offered.ts';
import { rowsOf } from './search/loader.ts';
import type { EngineQuery } from './search/query.ts';
import { DETAIL_COLUMNS, keptStones, textOf, toDiamond, type DiamondRow } from './stone-details.ts';
import { JsonText } from '../../../domain/contract/json-text.ts';
import { measure } from '../../metrics/shop-metrics.ts';
import { t } from '../../../domain/words/catalogue.ts';
import { formatList } from '../../../domain/words/format.ts';

const KIND_OF: Record<DiamondTypeValue, StoneKind> = { naturaldiamond: 'natural', labgrowndiamond: 'lab' };

/** The first readable message of a failed parse. */
function firstMessage(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? 'The search could not be read.';
}

export function diamondTypeOf(value: string): StoneKind {
  if (!(DIAMOND_TYPE_VALUES as readonly string[]).includes(value)) {
    throw new BadRequestError(t('messages.errors.unknownDiamondType', { value: value.slice(0, 40), types: formatList(DIAMOND_TYPE_VALUES, 'or') }));
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
    // the slider's top (RM 200,000) stands for any price above it
    priceMaxSen: priceCeilingSen(f.priceMax),
    sort,
    offset: (page - 1) * limit,
    limit,
  };
}

/** A search as checked: the stones' type and the engine's terms, and the key its answer is kept under. */
export interface CheckedSearch {
  kind: StoneKind;
  search: EngineQuery;
  /** The same search written two ways has one key; nothing of the body as sent is in it. */
  key: string;
}

export interface DiamondService {
  /** Reads a search request (refused with a 400 and a message as `list` refuses). */
  check(type: string, body: unknown, query: unknown): CheckedSearch;
  /** A page of stones for a checked search. */
  search(checked: CheckedSearch): Promise<DiamondListAnswer>;
  /** The same answer as JSON text, joined from each stone's JSON kept with the index (the search's route sends it). */
  searchText(checked: CheckedSearch): Promise<JsonText>;
  /** `search(check(type, body, query))`. */
  list(type: string, body: unknown, query: unknown): Promise<DiamondListAnswer>;
  /** An offered stone by certificate number, else NotFoundError. */
  detail(certificateNo: string): Promise<Diamond>;
  /** Resolves once the current index's stones are kept in memory where the inventory fits (readiness, benchmarks). */
  warm(): Promise<void>;
}

export function createDiamondService(db: Database, live: LiveDiamondIndex, log?: { error(obj: object, msg: string): void }): DiamondService {
  const stones = keptStones(db, log);

  const check = (type: string, body: unknown, query: unknown): CheckedSearch => {
    const kind = diamondTypeOf(type);
    const search = searchOf(body, query);
    return { kind, search, key: `${kind} ${JSON.stringify(search)}` };
  };

  /** The answer's parts: the listed stones of the page, and the rest (count, paging, facets). */
  async function pageOf({ kind, search }: CheckedSearch): Promise<{ data: Diamond[]; rest: Omit<DiamondListAnswer, 'data'> }> {
    const index = await live.current();
    const started = performance.now();
    const found = await index.find(kind, search);
    const kept = await stones.of(index, found.ids);
    measure.diamondSearched(kind, (performance.now() - started) / 1000);
    const data = found.ids.flatMap((id) => kept.get(id) ?? []);
    const facets = Object.fromEntries(
      DIAMOND_FACETS.map((facet) => [facet, Object.fromEntries(DIM_VALUES[facet].map((code, i) => [code, found.facets[facet][i]]))]),
    ) as DiamondFacets;
    // A stone reserved since the notice round trip is left out of the page and the count.
    const total = Math.max(0, found.total - (found.ids.length - data.length));
    return { data, rest: { success: true, message: total === 0 ? t('messages.errors.noDiamondsFound') : 'OK', total, page: search.offset / search.limit + 1, limit: search.limit, sort: search.sort, facets } };
  }

  async function search(checked: CheckedSearch): Promise<DiamondListAnswer> {
    const { data, rest } = await pageOf(checked);
    return { ...rest, data };
  }

  return {
    check,
    search,
    async searchText(checked) {
      const { data, rest } = await pageOf(checked);
      const head = JSON.stringify(rest);
      return new JsonText(`${head.slice(0, -1)},"data":[${data.map(textOf).join(',')}]}`);
    },
    list: (type, body, query) => search(check(type, body, query)),

    async detail(certificateNo) {
      const [row] = await rowsOf<DiamondRow>(db, sql`select ${DETAIL_COLUMNS} from diamonds where certificate_no = ${certificateNo} and ${OFFERED}`);
      if (!row) throw new NotFoundError(t('messages.errors.diamondNotFound', { certificateNo: certificateNo.slice(0, 40) }));
      return toDiamond(row, await live.current());
    },

    warm: async () => stones.whole(await live.current()),
  };
}
