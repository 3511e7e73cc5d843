// The store of @fastify/rate-limit's counters: Redis (shared by every instance) while it answers,
// per-instance memory while it does not. Limits keep refusing over-limit callers when Redis is down
// (each instance counts alone, so a caller spread over N instances gets up to N × the limit);
// the switch is logged once each way, not per request.
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';

type Incr = (key: string, cb: (err: Error | null, res: { current: number; ttl: number } | null) => void, timeWindow: number, max: number) => void;
interface PluginStore {
  incr: Incr;
  child(routeOptions: unknown): PluginStore;
}
type StoreCtor<A extends unknown[]> = new (...args: A) => PluginStore;

const require = createRequire(import.meta.url);
// The plugin's own stores (no typings, no exports map: CommonJS files of the package).
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor<[boolean, boolean, Redis, string]>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor<[boolean, boolean, number?]>;

export interface FallbackState {
  /** True while Redis fails and the memory counters are in use. */
  degraded: boolean;
}

class FallbackStore implements PluginStore {
  constructor(
    private readonly shared: PluginStore,
    private readonly local: PluginStore,
    private readonly state: FallbackState,
    private readonly log: FastifyBaseLogger,
  ) {}

  incr: Incr = (key, cb, timeWindow, max) => {
    this.shared.incr(
      key,
      (err, res) => {
        if (!err && res) {
          if (this.state.degraded) {
            this.state.degraded = false;
            this.log.warn('rate limits: Redis answers again; counters are shared between instances again');
          }
          return cb(null, res);
        }
        if (!this.state.degraded) {
          this.state.degraded = true;
          this.log.warn({ err: err?.message }, 'rate limits: Redis unreachable; falling back to per-instance in-memory counters');
        }
        this.local.incr(key, cb, timeWindow, max);
      },
      timeWindow,
      max,
    );
  };

  child(routeOptions: unknown): PluginStore {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.state, this.log);
  }
}

/**
 * A `store` class for @fastify/rate-limit (it calls `new Store(globalParams)`): Redis counters under
 * `nameSpace`, memory counters when Redis fails. `state` shows which is in use (tests, metrics).
 */
export function fallbackRateLimitStore(redis: Redis, nameSpace: string, log: FastifyBaseLogger, state: FallbackState = { degraded: false }): FastifyRateLimitStoreCtor {
  // A constructor that answers another object: the plugin only calls incr and child on it.
  return class {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = !!params.continueExceeding;
      const exponentialBackoff = !!params.exponentialBackoff;
      return new FallbackStore(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff), state, log);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
