import type { Redis } from 'ioredis';
import { TooManyRequestsError } from '../errors.ts';

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
  close(): Promise<void>;
}

export interface RateLimiter {
  /** Counts a hit of `subject` against `rule`; throws a 429 with Retry-After once the limit is passed. */
  hit(rule: RateRule, subject: string, message: (minutes: number) => string): Promise<void>;
  close(): Promise<void>;
}

export interface LimiterLog {
  warn(obj: object, msg: string): void;
}

export function createRateLimiter(store: RateLimitStore, log?: LimiterLog): RateLimiter {
  return {
    async hit(rule, subject, message) {
      let counted: { count: number; resetInMs: number };
      try {
        counted = await store.hit(`rate:${rule.name}:${subject}`, rule.windowSeconds * 1000);
      } catch (error) {
        // A rate-limit store that cannot answer must not lock shoppers out of their accounts.
        log?.warn({ rule: rule.name, err: error instanceof Error ? error.message : String(error) }, 'rate limit store unavailable; request allowed');
        return;
      }
      if (counted.count > rule.limit) {
        const seconds = Math.max(1, Math.ceil(counted.resetInMs / 1000));
        throw new TooManyRequestsError(message(Math.ceil(seconds / 60)), seconds);
      }
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
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
