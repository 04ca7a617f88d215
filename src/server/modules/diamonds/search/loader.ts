/** Reads the offered stones' searchable columns from the database into the index's columns, in id batches. */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { OFFERED } from '../offered.ts';
import { columnBuilder } from './columns.ts';
import type { StoneKind, StoneState } from './diamond-index.ts';
import type { StoneColumns } from './partition.ts';

const BATCH = 100_000;


interface StoneRow {
  id: number | string;
  type: StoneKind;
  price_sen: number | string;
  carat: number | string;
  shape: string;
  color: string;
  clarity: string;
  cut: string | null;
  polish: string;
  symmetry: string;
  fluorescence: string;
  lab: string;
}

export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface LoadedColumns {
  columns: Record<StoneKind, StoneColumns>;
  /** Stones whose grades are not on the shop's scales (left out of the search). */
  skipped: number;
}

export async function loadStoneColumns(db: Database): Promise<LoadedColumns> {
  const counts = await rowsOf<{ type: StoneKind; n: number | string }>(db, sql`select type, count(*) as n from diamonds where ${OFFERED} group by type`);
  const capacity = (kind: StoneKind) => Number(counts.find((c) => c.type === kind)?.n ?? 0) + 1024;
  const builders = { natural: columnBuilder(capacity('natural')), lab: columnBuilder(capacity('lab')) };
  let skipped = 0;
  let after = 0;
  for (;;) {
    const rows = await rowsOf<StoneRow>(
      db,
      sql`select id, type, price_sen, carat, shape, color, clarity, cut, polish, symmetry, fluorescence, lab
          from diamonds where id > ${after} and ${OFFERED} order by id limit ${BATCH}`,
    );
    for (const row of rows) {
      const builder = builders[row.type];
      // Stones offered since the count was taken wait for the next notice or rebuild.
      if (!builder || builder.columns.count >= builder.columns.id.length) continue;
      const pushed = builder.push({ ...row, id: Number(row.id), priceSen: Number(row.price_sen), carat: Number(row.carat) });
      if (!pushed) skipped++;
    }
    if (rows.length < BATCH) break;
    after = Number(rows[rows.length - 1].id);
  }
  return { columns: { natural: builders.natural.columns, lab: builders.lab.columns }, skipped };
}

/** The current state of some stones (after change notices). */
export async function stoneStates(db: Database, ids: readonly number[]): Promise<StoneState[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<{ id: number | string; type: StoneKind; offered: boolean; reserved: boolean; price_sen: number | string; certificate_no: string }>(
    db,
    sql`select id, type, (${OFFERED}) as offered, (is_available and reserved_by_order_id is not null) as reserved, price_sen, certificate_no
        from diamonds where id in ${ids}`,
  );
  const found = new Set(rows.map((r) => Number(r.id)));
  const states: StoneState[] = rows.map((r) => ({
    id: Number(r.id),
    type: r.type,
    offered: r.offered === true,
    priceSen: Number(r.price_sen),
    certificate: r.certificate_no,
    reserved: r.reserved === true,
  }));
  // A deleted stone: out of both partitions.
  for (const id of ids) if (!found.has(id)) states.push({ id, type: 'natural', offered: false, priceSen: 0 }, { id, type: 'lab', offered: false, priceSen: 0 });
  return states;
}
