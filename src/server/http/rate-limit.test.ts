import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../errors.ts';
import { createMemoryRateLimitStore, createRateLimiter, createRedisRateLimitStore, type RateLimitStore } from './rate-limit.ts';

const rule = { name: 'test', limit: 3, windowSeconds: 60 };
const message = (minutes: number) => `wait ${minutes} minutes`;

async function hits(limiter: ReturnType<typeof createRateLimiter>, subject: string, n: number): Promise<unknown[]> {
  const outcomes: unknown[] = [];
  for (let i = 0; i < n; i++) outcomes.push(await limiter.hit(rule, subject, message).then(() => 'ok', (e: unknown) => e));
  return outcomes;
}

/** Failures counted one by one, checked before each try, forgotten after a success: the login's (IP, account) rule. */
async function countsFailures(limiter: ReturnType<typeof createRateLimiter>): Promise<void> {
  const subject = `pair-${randomUUID()}`;
  const checked = () => limiter.check(rule, subject, message).then(() => 'ok', (e: unknown) => e);
  for (let i = 0; i < rule.limit; i++) {
    expect(await checked()).toBe('ok');
    await limiter.count(rule, subject);
  }
  const refused = (await checked()) as TooManyRequestsError;
  expect(refused).toBeInstanceOf(TooManyRequestsError);
  expect(refused.retryAfterSeconds).toBeGreaterThan(0);
  expect(await checked()).toBeInstanceOf(TooManyRequestsError); // checking does not count
  await limiter.clear(rule, subject);
  expect(await checked()).toBe('ok');
}

describe('rate limiter in memory', () => {
  it('check refuses once `limit` failures were counted, without counting itself; clear forgets them', async () => {
    await countsFailures(createRateLimiter(createMemoryRateLimitStore()));
  });

  it('allows `limit` hits per window and subject, then answers 429 with the seconds left until the window ends', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(createMemoryRateLimitStore(() => now));
    const outcomes = await hits(limiter, 'a@example.com', 4);
    expect(outcomes.slice(0, 3)).toEqual(['ok', 'ok', 'ok']);
    const refused = outcomes[3] as TooManyRequestsError;
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect(refused.status).toBe(429);
    expect(refused.retryAfterSeconds).toBe(60);
    expect(refused.message).toBe('wait 1 minutes');
    expect(await hits(limiter, 'b@example.com', 1)).toEqual(['ok']);
    now += 45_000;
    expect(((await hits(limiter, 'a@example.com', 1))[0] as TooManyRequestsError).retryAfterSeconds).toBe(15);
    now += 15_000;
    expect(await hits(limiter, 'a@example.com', 1)).toEqual(['ok']);
  });

  it('lets requests through when the store fails, and says so in the log', async () => {
    const warnings: string[] = [];
    const down = () => Promise.reject(new Error('down'));
    const broken: RateLimitStore = { hit: down, peek: down, clear: down, close: async () => {} };
    const limiter = createRateLimiter(broken, { warn: (_o, msg) => warnings.push(msg) });
    expect(await hits(limiter, 'x', 5)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(warnings).toHaveLength(5);
  });
});

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let redisUp = false;
beforeAll(async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
  redisUp = await probe.connect().then(() => probe.ping()).then(() => true, () => false);
  probe.disconnect();
});

describe('rate limiter in Redis (shared by every instance)', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    for (const c of clients) await c.quit().catch(() => c.disconnect());
  });
  /** A store on its own connection, as each instance of the shop has. */
  const store = (prefix = `kilau-test-${randomUUID()}`) => {
    const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    clients.push(client);
    return createRedisRateLimitStore(client, prefix);
  };

  it('counts hits from two instances in one window', async ({ skip }) => {
    if (!redisUp) skip(`no Redis at ${REDIS_URL}`);
    const prefix = `kilau-test-${randomUUID()}`;
    const a = createRateLimiter(store(prefix));
    const b = createRateLimiter(store(prefix));
    expect(await hits(a, 'shared', 2)).toEqual(['ok', 'ok']);
    expect(await hits(b, 'shared', 1)).toEqual(['ok']);
    const refused = (await hits(b, 'shared', 1))[0] as TooManyRequestsError;
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await hits(a, 'someone-else', 1)).toEqual(['ok']);
  });

  it('check, count and clear work alike in Redis', async ({ skip }) => {
    if (!redisUp) skip(`no Redis at ${REDIS_URL}`);
    await countsFailures(createRateLimiter(store()));
  });

  it('the window expires in Redis', async ({ skip }) => {
    if (!redisUp) skip(`no Redis at ${REDIS_URL}`);
    const s = store();
    const first = await s.hit('short', 200);
    expect(first).toMatchObject({ count: 1 });
    expect((await s.hit('short', 200)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await s.hit('short', 200)).count).toBe(1);
  });
});
