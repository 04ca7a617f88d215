/**
 * The same search as plain SQL on the diamonds table: the page, the exact count and each facet under the other
 * filters, one statement each. It is the baseline the index is measured against (npm run bench:diamonds) and the
 * reference the index is checked against on a real database.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DIAMOND_FACETS } from '../../../../domain/contract/diamonds.ts';
import type { Database } from '../../../db/client.ts';
import { DIMS, DIM_SIZES, DIM_VALUES, codeOf, type Dim } from './codes.ts';
import type { StoneKind } from './diamond-index.ts';
import { OFFERED } from '../offered.ts';
import { rowsOf } from './loader.ts';
import type { EngineAnswer, EngineQuery } from './query.ts';

function where(kind: StoneKind, q: EngineQuery, skip?: Dim): SQL {
  const parts: SQL[] = [sql`type = ${kind}`, OFFERED, sql`price_sen between ${q.priceMinSen} and ${q.priceMaxSen}`];
  parts.push(sql`carat between ${q.caratMin / 100} and ${q.caratMax / 100}`);
  for (const dim of DIMS) {
    const chosen = q.filters[dim];
    if (dim === skip || !chosen || chosen.length === 0 || new Set(chosen).size >= DIM_SIZES[dim]) continue;
    const among = sql`${sql.identifier(dim)} in ${chosen.map((c) => DIM_VALUES[dim][c])}`;
    // a stone without a cut grade (a fancy shape) passes every cut filter, as in the index
    parts.push(dim === 'cut' ? sql`(${among} or cut is null)` : among);
  }
  return sql.join(parts, sql` and `);
}

/** A grade's rank on the shop's scale (0 = best), for ORDER BY. */
const rankOf = (dim: Dim) => sql`array_position(${sql.raw(`array[${DIM_VALUES[dim].map((v) => `'${v}'`).join(',')}]::text[]`)}, ${sql.identifier(dim)})`;

/** A stone's group in the recommended order (src/domain/catalog/recommended-order.ts), as SQL over its grades. */
const recommendedGroupSql = (): SQL => {
  const graded = sql`coalesce(cut, 'EX')`;
  const among = (column: SQL, codes: readonly string[]) => sql`${column} in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`;
  const upTo = (dim: Dim, last: string) => DIM_VALUES[dim].slice(0, DIM_VALUES[dim].indexOf(last) + 1);
  const color = sql`${sql.identifier('color')}`;
  const clarity = sql`${sql.identifier('clarity')}`;
  return sql`case
    when ${among(graded, upTo('cut', 'EX'))} and ${among(color, upTo('color', 'H'))} and ${among(clarity, upTo('clarity', 'VS2'))} then 0
    when ${among(graded, upTo('cut', 'VG'))} and ${among(color, upTo('color', 'J'))} and ${among(clarity, upTo('clarity', 'SI1'))} then 1
    when ${among(graded, upTo('cut', 'GD'))} and ${among(color, upTo('color', 'M'))} then 2
    else 3 end`;
};

function orderBy(sort: EngineQuery['sort']): SQL {
  if (sort === 'recommended') return sql`${recommendedGroupSql()}, price_sen, carat, id`;
  const [key, direction] = sort.split('-') as ['price' | 'carat' | Dim, 'asc' | 'desc'];
  if (key === 'price') return direction === 'asc' ? sql`price_sen, carat, id` : sql`price_sen desc, carat desc, id desc`;
  const column = key === 'carat' ? sql`carat` : rankOf(key);
  return sql`${column} ${sql.raw(direction)}, price_sen, carat, id`;
}

export async function sqlSearch(db: Database, kind: StoneKind, q: EngineQuery): Promise<Omit<EngineAnswer, 'rows'>> {
  const page = await rowsOf<{ id: number | string }>(
    db,
    sql`select id from diamonds where ${where(kind, q)} order by ${orderBy(q.sort)} limit ${q.limit} offset ${q.offset}`,
  );
  const [{ n }] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from diamonds where ${where(kind, q)}`);
  const facets = {} as EngineAnswer['facets'];
  for (const facet of DIAMOND_FACETS) {
    const counts = new Int32Array(DIM_SIZES[facet]);
    const rows = await rowsOf<{ v: string; n: number | string }>(
      db,
      sql`select ${sql.identifier(facet)} as v, count(*) as n from diamonds where ${where(kind, q, facet)} group by 1`,
    );
    for (const row of rows) {
      const code = codeOf(facet, row.v);
      if (code >= 0) counts[code] = Number(row.n);
    }
    facets[facet] = counts;
  }
  return { total: Number(n), ids: page.map((r) => Number(r.id)), facets };
}
