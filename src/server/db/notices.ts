/**
 * Change notices from the database (LISTEN/NOTIFY), the same on both engines: delivered at commit to every
 * instance listening. On a PostgreSQL server one pooled connection is held for listening; when it is lost the
 * listener connects again and says so (`onRelisten`), since notices sent meanwhile are gone and whatever they keep
 * current must be refreshed.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from './client.ts';

export interface NoticeLog {
  error(obj: object, msg: string): void;
}

export interface NoticeHandlers {
  onNotice(channel: string, payload: string | undefined): void;
  /** Called after listening again on a new connection: notices sent in between were lost. */
  onRelisten?(): void;
}

export interface NoticeListener {
  /** Resolves once the first LISTEN has been made (it never rejects: failures are retried and logged). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Wait before listening again after the connection was lost. */
const RELISTEN_MS = 1000;

export function listenForNotices(database: DatabaseHandle, channels: readonly string[], handlers: NoticeHandlers, log: NoticeLog): NoticeListener {
  let closed = false;
  let stop: (() => Promise<void>) | null = null;

  async function listenPostgres(pool: pg.Pool, again: boolean): Promise<void> {
    if (closed) return;
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      log.error({ err: error, channels }, 'cannot listen for change notices; trying again');
      setTimeout(() => void listenPostgres(pool, again), RELISTEN_MS).unref();
      return;
    }
    let lost = false;
    const onLost = (error: unknown) => {
      if (lost) return;
      lost = true;
      log.error({ err: error, channels }, 'lost the change notices; listening again');
      client.release(true);
      setTimeout(() => void listenPostgres(pool, true), RELISTEN_MS).unref();
    };
    client.on('notification', (message) => {
      if (channels.includes(message.channel)) handlers.onNotice(message.channel, message.payload);
    });
    client.on('error', onLost);
    try {
      for (const channel of channels) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      onLost(error);
      return;
    }
    stop = async () => {
      lost = true;
      client.removeAllListeners('notification');
      try {
        await client.query('UNLISTEN *');
      } finally {
        client.release();
      }
    };
    if (again && !closed) handlers.onRelisten?.();
  }

  async function listenPglite(pglite: PGlite): Promise<void> {
    const offs = await Promise.all(channels.map((channel) => pglite.listen(channel, (payload) => handlers.onNotice(channel, payload))));
    stop = async () => {
      for (const off of offs) await off();
    };
  }

  const ready = database.pool ? listenPostgres(database.pool, false) : database.pglite ? listenPglite(database.pglite) : Promise.resolve();
  return {
    ready,
    async close() {
      closed = true;
      await ready.catch(() => undefined);
      await stop?.().catch(() => undefined);
    },
  };
}
