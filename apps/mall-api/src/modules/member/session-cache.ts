// Session look-ups cached in Redis (REDIS_URL): every authenticated call would otherwise read the
// token row from PostgreSQL. Entries are keyed by the token's hash (never the token), live at most
// SESSION_CACHE_SECONDS (default 60) and never past the session's expiry. Revocation (logout,
// password change, a frozen member) deletes the entries in the one Redis every instance reads, so a
// revoked token is refused everywhere at once. While Redis is away, look-ups go to the database.
import type { Redis } from 'ioredis';
import type { SessionMember } from '../../http/types';

export interface SessionCache {
  get(tokenHash: string): Promise<SessionMember | null | undefined>;
  set(tokenHash: string, session: SessionMember, expireTime: Date): Promise<void>;
  evict(tokenHashes: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

interface Cached extends SessionMember {
  /** The session's expiry (ms since epoch): a cached entry is never used past it. */
  exp: number;
}

interface Log {
  warn(obj: object, msg: string): void;
}

export interface RedisSessionCacheOptions {
  ttlSeconds?: number;
  prefix?: string;
  log?: Log;
}

export function sessionCacheSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SESSION_CACHE_SECONDS?.trim();
  if (!raw) return 60;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`SESSION_CACHE_SECONDS must be a whole number of seconds (0 = off), not ${JSON.stringify(raw)}`);
  return n;
}

/** A cache over `redis` (owned by the caller); undefined answers from get() mean "not cached, ask the database". */
export function redisSessionCache(redis: Redis, options: RedisSessionCacheOptions = {}): SessionCache {
  const ttl = options.ttlSeconds ?? 60;
  const prefix = options.prefix ?? 'mall:session:';
  let warned = false;
  const away = (err: unknown) => {
    // One line per outage, not one per request.
    if (!warned) options.log?.warn({ err: (err as Error).message }, 'session cache unavailable, reading sessions from the database');
    warned = true;
  };
  return {
    async get(tokenHash) {
      try {
        const raw = await redis.get(prefix + tokenHash);
        warned = false;
        if (!raw) return undefined;
        const cached = JSON.parse(raw) as Cached;
        return cached.exp > Date.now() ? { memberId: cached.memberId, tokenId: cached.tokenId } : undefined;
      } catch (err) {
        away(err);
        return undefined;
      }
    },
    async set(tokenHash, session, expireTime) {
      const ms = Math.min(ttl * 1000, expireTime.getTime() - Date.now());
      if (ms <= 0) return;
      const value: Cached = { memberId: session.memberId, tokenId: session.tokenId, exp: expireTime.getTime() };
      await redis.set(prefix + tokenHash, JSON.stringify(value), 'PX', ms).catch(away);
    },
    async evict(tokenHashes) {
      if (tokenHashes.length === 0) return;
      await redis.del(...tokenHashes.map((h) => prefix + h)).catch(away);
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** Opens its own Redis connection; a command that Redis does not answer within a second fails over to the database. */
export async function openSessionCache(redisUrl: string, options: RedisSessionCacheOptions = {}): Promise<SessionCache> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { connectTimeout: 2000, commandTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // ioredis reconnects by itself; the cache logs the outage once.
  redis.on('error', () => undefined);
  return redisSessionCache(redis, options);
}
