import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newServerDatabase } from './db/testing.ts';
import { startShopProcess, type ShopProcess } from './shop-process.testing.ts';

/**
 * One shop process per core (WEB_CONCURRENCY, processes.ts): `npm start` on a PostgreSQL server with Redis and
 * WEB_CONCURRENCY=2 runs a first process that prepared the database and two shop processes sharing the port. One that
 * is killed is started again while the other goes on answering; SIGTERM ends them all cleanly. Runs on a PostgreSQL
 * server only (the embedded database belongs to one process; config.test.ts shows that refused).
 */
const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let shop: ShopProcess | undefined;
let fresh: Awaited<ReturnType<typeof newServerDatabase>> | undefined;

const shopProcesses = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

async function waitFor<T>(what: string, probe: () => T | undefined | false, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  if (!serverUrl) return;
  fresh = await newServerDatabase(serverUrl, 'procs');
  shop = await startShopProcess({
    env: { DATABASE_URL: fresh.url, REDIS_URL: redisUrl, PAYMENT_SANDBOX: 'true', WEB_CONCURRENCY: '2', JWT_SECRET: 'processes-test-secret-processes-test-secret' },
    readyPath: '/api/ready',
  });
}, 300_000);

afterAll(async () => {
  await shop?.stop();
  await fresh?.drop();
});

describe.runIf(serverUrl)('one shop process per core (WEB_CONCURRENCY)', () => {
  it('/metrics answers the whole shop’s figures, added up over its processes, whichever process is asked', async () => {
    await waitFor('two shop processes', () => shopProcesses(shop!.pid).length === 2);
    // each on a connection of its own: node:cluster hands them to the two processes in turn
    const close = { connection: 'close' };
    const before = await Promise.all(Array.from({ length: 4 }, () => fetch(`${shop!.base}/metrics`, { headers: close }).then((a) => a.text())));
    const counted = (text: string) => Number(/^http_request_duration_seconds_count\{method="GET",route="\/api\/healthz",status_code="200"\} (\d+)$/m.exec(text)?.[1] ?? 0);
    const first = counted(before[0]!);
    for (let i = 0; i < 30; i++) expect((await fetch(`${shop!.base}/api/healthz`, { headers: close })).status).toBe(200);
    const after = await Promise.all(Array.from({ length: 4 }, () => fetch(`${shop!.base}/metrics`, { headers: close })));
    for (const answer of after) {
      expect(answer.status).toBe(200);
      const text = await answer.text();
      // every answer holds all 30 health checks, though each process answered about half of them
      expect(counted(text) - first).toBe(30);
      expect(text).toMatch(/^kilau_diamond_index_stones\{kind="natural"\} [1-9]/m);
      // each metric once: the processes' figures are added up, not listed side by side
      expect(text.match(/^# TYPE kilau_pages_total counter$/gm)).toHaveLength(1);
    }
  }, 60_000);

  it('two shop processes share the port; one killed is started again while the other answers; SIGTERM ends them all', async () => {
    const first = await waitFor('two shop processes', () => {
      const pids = shopProcesses(shop!.pid);
      return pids.length === 2 && pids;
    });
    const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`${shop!.base}/api/diamond/list/naturaldiamond`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })));
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));

    process.kill(first[0]!, 'SIGKILL');
    // connections the killed process held end with it (and those handed to it before the first process saw it end);
    // once it has, every new connection goes to the other while another is started
    await waitFor('the killed process gone', () => !shopProcesses(shop!.pid).includes(first[0]!));
    const anew = (path: string) => fetch(`${shop!.base}${path}`, { headers: { connection: 'close' } });
    for (let i = 0; i < 10; i++) expect((await anew('/api/healthz')).status).toBe(200);
    const again = await waitFor('a shop process started again', () => {
      const pids = shopProcesses(shop!.pid);
      return pids.length === 2 && !pids.includes(first[0]!) && pids;
    });
    expect(again).toContain(first[1]);
    // the new one takes connections once its diamond index is built; until then the other answers them all
    for (let i = 0; i < 20; i++) expect((await anew('/api/ready')).status).toBe(200);

    await shop!.stop();
    expect(shop!.exited()).toEqual({ code: 0, signal: null });
    for (const pid of again) expect(() => process.kill(pid, 0)).toThrow();
    shop = undefined;
  }, 180_000);
});
