// Fixed-window counters for the abuse limits (SMS sends, login failures, lock-outs). One interface,
// two implementations: Redis when REDIS_URL is set (several instances), the database otherwise. Both
// survive a restart and are shared by every instance using the same Redis or database.
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';

export interface Counter {
  count: number;
  /** Milliseconds until the window ends and the counter disappears. */
  resetMs: number;
}

export interface LimitStore {
  /** Adds one to `key`; the first hit opens a window of `windowMs`. Atomic across instances. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** The counter as it stands, or null when absent or expired. */
  peek(key: string): Promise<Counter | null>;
  /** Removes the counter. */
  clear(key: string): Promise<void>;
  close?(): Promise<void>;
}

type Rows<T> = { rows: T[] };

/** Counters in the `rate_counter` table; the database clock decides the windows. */
export function createDbLimitStore(db: Db): LimitStore {
  let hits = 0;
  return {
    async hit(key, windowMs) {
      // Housekeeping every 500 hits: expired counters are dead weight.
      if (++hits % 500 === 0) await db.execute(sql`delete from rate_counter where reset_at < now() - interval '1 hour'`);
      const res = (await db.execute(sql`
        insert into rate_counter (key, count, reset_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_counter.reset_at <= now() then 1 else rate_counter.count + 1 end,
          reset_at = case when rate_counter.reset_at <= now() then excluded.reset_at else rate_counter.reset_at end
        returning count, greatest(0, floor(extract(epoch from (reset_at - now())) * 1000))::int as reset_ms`)) as unknown as Rows<{
        count: number;
        reset_ms: number;
      }>;
      const row = res.rows[0];
      return { count: Number(row.count), resetMs: Number(row.reset_ms) };
    },
    async peek(key) {
      const res = (await db.execute(
        sql`select count, floor(extract(epoch from (reset_at - now())) * 1000)::int as reset_ms from rate_counter where key = ${key} and reset_at > now()`,
      )) as unknown as Rows<{ count: number; reset_ms: number }>;
      const row = res.rows[0];
      return row ? { count: Number(row.count), resetMs: Math.max(0, Number(row.reset_ms)) } : null;
    },
    async clear(key) {
      await db.execute(sql`delete from rate_counter where key = ${key}`);
    },
  };
}

// INCR, and set the expiry on the first hit (or when a key somehow has none); answers [count, pttl].
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if c == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {c, ttl}`;

/** Counters in Redis under `prefix` (INCR + PEXPIRE in one Lua script). */
export function createRedisLimitStore(redis: Redis, prefix = 'mall-api:limit:', ownsClient = false): LimitStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count: Number(count), resetMs: Math.max(0, Number(ttl)) };
    },
    async peek(key) {
      const [value, ttl] = await redis.multi().get(prefix + key).pttl(prefix + key).exec().then((r) => (r ?? []).map(([, v]) => v));
      if (value === null || value === undefined || Number(ttl) <= 0) return null;
      return { count: Number(value), resetMs: Number(ttl) };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
    async close() {
      if (ownsClient) redis.disconnect();
    },
  };
}

/** Redis when a URL is given, else the database. */
export async function createLimitStore(db: Db, redisUrl?: string, prefix = 'mall-api:limit:'): Promise<LimitStore> {
  if (!redisUrl) return createDbLimitStore(db);
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 2 });
  return createRedisLimitStore(redis, prefix, true);
}
