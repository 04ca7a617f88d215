import { Redis } from 'ioredis';
import { createMemoryRateLimitStore, createRedisRateLimitStore, type RateLimitStore } from './rate-limit.ts';

/**
 * Where rate limits are counted: in Redis when REDIS_URL is set (shared by every instance of the shop),
 * else in this process's memory.
 */
export function createRateLimitStore(redisUrl: string | undefined): RateLimitStore {
  return redisUrl
    ? createRedisRateLimitStore(new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false }))
    : createMemoryRateLimitStore();
}
