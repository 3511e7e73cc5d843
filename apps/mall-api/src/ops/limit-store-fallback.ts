// The abuse-limit counters (login failures, SMS sends, chat sends) when REDIS_URL is set: Redis
// while it answers, the database's rate_counter table while it does not — still shared by every
// instance, so the limits hold. Without this a Redis outage made every login a 500.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { createDbLimitStore, createRedisLimitStore, type LimitStore } from '../modules/account/limit-store';
import type { FallbackState } from './rate-limit-store';

export async function createFallbackLimitStore(
  db: Db,
  redisUrl: string,
  log: FastifyBaseLogger,
  options: { prefix?: string; state?: FallbackState } = {},
): Promise<LimitStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { connectTimeout: 2000, commandTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => undefined); // reconnects by itself; the switch below is logged once
  const primary = createRedisLimitStore(redis, options.prefix, true);
  const fallback = createDbLimitStore(db);
  const state = options.state ?? { degraded: false };
  const attempt = async <T>(run: (store: LimitStore) => Promise<T>): Promise<T> => {
    try {
      const result = await run(primary);
      if (state.degraded) {
        state.degraded = false;
        log.warn({ prefix: options.prefix }, 'abuse limits: Redis answers again; counting in Redis again');
      }
      return result;
    } catch (err) {
      if (!state.degraded) {
        state.degraded = true;
        log.warn({ err: (err as Error).message, prefix: options.prefix }, 'abuse limits: Redis unreachable; counting in the database instead');
      }
      return run(fallback);
    }
  };
  return {
    hit: (key, windowMs) => attempt((s) => s.hit(key, windowMs)),
    peek: (key) => attempt((s) => s.peek(key)),
    clear: (key) => attempt((s) => s.clear(key)),
    close: async () => void (await primary.close?.()),
  };
}
