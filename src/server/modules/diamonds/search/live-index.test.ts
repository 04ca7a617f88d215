/**
 * Each build of the diamond index is logged once, and made once for each change that needs it. At a first start the
 * shop's own seed announces its stones (a reload notice) just before the shop builds its first index: that build has
 * the stones already, and a second one 250 ms later only doubled the work and the log line (issue 41).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { openTestDatabase } from '../../../db/testing.ts';
import { DIAMOND_RELOAD_CHANNEL } from '../channels.ts';
import { createLiveDiamondIndex } from './live-index.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const announceReload = () => database.db.execute(sql`select pg_notify(${DIAMOND_RELOAD_CHANNEL}, '')`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Longer than the reload notices' debounce (250 ms), so a rebuild they cause has begun. */
const afterDebounce = () => pause(600);

function liveIndex() {
  const built: object[] = [];
  const errors: object[] = [];
  const log = { info: (obj: object, msg: string) => msg === 'diamond search index built' && built.push(obj), error: (obj: object) => errors.push(obj) };
  return { index: createLiveDiamondIndex(database, log), built, errors };
}

describe('the diamond index is built once per change that needs it', () => {
  it('a reload notice received before the first build (the seed at a first start) builds one index, logged once', async () => {
    const { index, built, errors } = liveIndex();
    try {
      // on a PostgreSQL server the index listens, and the notice reaches it, over a connection of its own: a moment each
      await pause(100);
      await announceReload();
      await pause(100);
      await index.current();
      await afterDebounce();
      await index.settled();
      expect(built).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await index.close();
    }
  });

  it('a reload notice received after a build still rebuilds, once however many arrive together', async () => {
    const { index, built } = liveIndex();
    try {
      const first = await index.current();
      await announceReload();
      await announceReload();
      await afterDebounce();
      await index.settled();
      expect(built).toHaveLength(2);
      expect(await index.current()).not.toBe(first);
    } finally {
      await index.close();
    }
  });
});
