// Buyer presence for the servicer's queue: a buyer is online while any mall-api instance
// holds a chat socket of theirs. Each instance marks the members it holds; with REDIS_URL the marks
// live in Redis (a hash per member: instance → expiry, refreshed on connect and on the socket's
// pings, so an instance that dies stops counting after PRESENCE_TTL_MS), and any instance answers for
// all. Without Redis one instance answers from its own sockets.
import { randomBytes } from 'node:crypto';

export interface PresenceStore {
  /** The instance holds (another) socket of the member, or saw its ping. */
  mark(memberId: number): Promise<void>;
  /** The instance holds no socket of the member any more. */
  clear(memberId: number): Promise<void>;
  /** Which of these members are online on any instance. */
  online(memberIds: readonly number[]): Promise<Set<number>>;
  close(): Promise<void>;
}

/** A mark outlives the last ping by this much (pings come every 25 s). */
export const PRESENCE_TTL_MS = 70_000;

export function createLocalPresence(): PresenceStore {
  const held = new Set<number>();
  return {
    mark: async (id) => void held.add(id),
    clear: async (id) => void held.delete(id),
    online: async (ids) => new Set(ids.filter((id) => held.has(id))),
    close: async () => held.clear(),
  };
}

/** Keys are `<prefix>:presence:<member_id>`; the prefix is the chat channel, so test runs keep apart. */
export async function createRedisPresence(url: string, options: { prefix?: string; ttlMs?: number; now?: () => number } = {}): Promise<PresenceStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  const ttl = options.ttlMs ?? PRESENCE_TTL_MS;
  const now = options.now ?? Date.now;
  const instance = randomBytes(6).toString('hex');
  const KEY = (memberId: number) => `${options.prefix ?? 'mall-api:chat'}:presence:${memberId}`;
  // Redis away: presence falls back to what this instance holds (never an error for the caller).
  const local = createLocalPresence();
  const mine = new Set<number>();
  return {
    async mark(id) {
      mine.add(id);
      await local.mark(id);
      await redis
        .multi()
        .hset(KEY(id), instance, String(now() + ttl))
        .pexpire(KEY(id), ttl)
        .exec()
        .catch(() => undefined);
    },
    async clear(id) {
      mine.delete(id);
      await local.clear(id);
      await redis.hdel(KEY(id), instance).catch(() => undefined);
    },
    async online(ids) {
      if (ids.length === 0) return new Set();
      try {
        const pipe = redis.pipeline();
        for (const id of ids) pipe.hvals(KEY(id));
        const answers = (await pipe.exec()) ?? [];
        const t = now();
        return new Set(ids.filter((_, i) => ((answers[i]?.[1] as string[] | undefined) ?? []).some((expiry) => Number(expiry) > t)));
      } catch {
        return local.online(ids);
      }
    },
    async close() {
      // This instance's marks go with it (its sockets close too).
      if (mine.size > 0) await Promise.race([Promise.all([...mine].map((id) => redis.hdel(KEY(id), instance).catch(() => undefined))), new Promise((r) => setTimeout(r, 500))]);
      redis.disconnect();
    },
  };
}

export async function createPresence(redisUrl?: string, prefix?: string): Promise<PresenceStore> {
  return redisUrl ? createRedisPresence(redisUrl, { prefix }) : createLocalPresence();
}
