import type { Redis } from 'ioredis';
import { TooManyRequestsError } from '../errors.ts';
import { measure } from '../metrics/shop-metrics.ts';

/** A limit: at most `limit` hits per `windowSeconds` for one subject (an IP address, an e-mail). */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Where hits are counted: this process, or Redis when several instances must share one count. */
export interface RateLimitStore {
  /** Counts a hit; answers the count in the current window and the milliseconds until it ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The count in the current window without counting (0 when none is open). */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  /** Forgets the key's window. */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimiter {
  /** Counts a hit of `subject` against `rule`; throws a 429 with Retry-After once the limit is passed. */
  hit(rule: RateRule, subject: string, message: (minutes: number) => string): Promise<void>;
  /** Throws the same 429 once `subject` has used up `rule`, without counting this request (failures are counted with `count`). */
  check(rule: RateRule, subject: string, message: (minutes: number) => string): Promise<void>;
  /** Counts a hit (a failure) without refusing anything. */
  count(rule: RateRule, subject: string): Promise<void>;
  /** Forgets `subject`'s hits against `rule` (a success ends a run of failures). */
  clear(rule: RateRule, subject: string): Promise<void>;
  close(): Promise<void>;
}

export interface LimiterLog {
  warn(obj: object, msg: string): void;
}

export function createRateLimiter(store: RateLimitStore, log?: LimiterLog): RateLimiter {
  const keyOf = (rule: RateRule, subject: string) => `rate:${rule.name}:${subject}`;
  /** A rate-limit store that cannot answer must not lock shoppers out of their accounts. */
  async function asked<T>(rule: RateRule, question: () => Promise<T>): Promise<T | undefined> {
    try {
      return await question();
    } catch (error) {
      log?.warn({ rule: rule.name, err: error }, 'rate limit store unavailable; request allowed');
      return undefined;
    }
  }
  function refuseBeyond(rule: RateRule, limit: number, counted: { count: number; resetInMs: number } | undefined, message: (minutes: number) => string): void {
    if (!counted || counted.count <= limit) return;
    measure.rateLimitRefused(rule.name);
    const seconds = Math.max(1, Math.ceil(counted.resetInMs / 1000));
    throw new TooManyRequestsError(message(Math.ceil(seconds / 60)), seconds);
  }
  return {
    async hit(rule, subject, message) {
      refuseBeyond(rule, rule.limit, await asked(rule, () => store.hit(keyOf(rule, subject), rule.windowSeconds * 1000)), message);
    },
    async check(rule, subject, message) {
      refuseBeyond(rule, rule.limit - 1, await asked(rule, () => store.peek(keyOf(rule, subject))), message);
    },
    async count(rule, subject) {
      await asked(rule, () => store.hit(keyOf(rule, subject), rule.windowSeconds * 1000));
    },
    async clear(rule, subject) {
      await asked(rule, () => store.clear(keyOf(rule, subject)));
    },
    close: () => store.close(),
  };
}

/** Fixed windows counted in this process's memory; expired windows are swept as they are met. */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let lastSweep = now();
  return {
    async hit(key, windowMs) {
      const at = now();
      if (at - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k);
        lastSweep = at;
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - at };
    },
    async peek(key) {
      const at = now();
      const window = windows.get(key);
      return window && window.endsAt > at ? { count: window.count, resetInMs: window.endsAt - at } : { count: 0, resetInMs: 0 };
    },
    async clear(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

/** Fixed windows in Redis (INCR + PEXPIRE NX in one transaction), shared by every instance of the shop. */
export function createRedisRateLimitStore(redis: Redis, prefix = 'kilau'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const k = `${prefix}:${key}`;
      const results = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      if (!results) throw new Error('Redis transaction was discarded');
      for (const [error] of results) if (error) throw error;
      const count = Number(results[0][1]);
      const ttl = Number(results[2][1]);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const k = `${prefix}:${key}`;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return count === null || ttl <= 0 ? { count: 0, resetInMs: 0 } : { count: Number(count), resetInMs: ttl };
    },
    async clear(key) {
      await redis.del(`${prefix}:${key}`);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
