// Opens the database: embedded PGlite by default, PostgreSQL when DATABASE_URL is set, with a read
// replica for reads that may be a moment stale when DATABASE_REPLICA_URL is set too.
// Both get the same drizzle-kit migrations, each through its own driver's migrator.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withReplicas, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /**
   * For reads that may be a moment stale (catalogue lists, goods detail, search, CMS, ranking): its
   * selects and `execute` go to the read replica when one is configured, anything else to the
   * primary; absent, read `db`. Never for read-your-own-writes (sessions, carts, orders).
   */
  reader?: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a dump of the data directory, to clone a seeded template in tests. */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: the pool's connection counts, for the metrics' gauges. */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
}

export interface OpenOptions {
  /** A PostgreSQL URL; defaults to env DATABASE_URL. Empty string forces PGlite. */
  url?: string;
  /** A streaming replica of `url` for `reader`; defaults to env DATABASE_REPLICA_URL when `url` does too. */
  replicaUrl?: string;
  /** PGlite data directory, or 'memory://' for an in-memory database. Defaults to <DATA_DIR>/pglite. */
  pgliteDir?: string;
  /** A PGlite dump (from dumpDataDir) to start from, for fast test clones. */
  loadDataDir?: Blob;
  /** How long a query waits for a pooled PostgreSQL connection; defaults to env DATABASE_CONNECT_TIMEOUT_MS, else 5 s. */
  connectTimeoutMs?: number;
}

export function dataDir(): string {
  return resolve(process.env.DATA_DIR || './data');
}

/**
 * The migrations folder: env MIGRATIONS_DIR, else <cwd>/apps/mall-api/drizzle (running from the repo
 * root, as `npm start` and the dist bundle do), else relative to this module (source or bundle).
 */
export function migrationsDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    process.env.MIGRATIONS_DIR,
    resolve(process.cwd(), 'apps/mall-api/drizzle'),
    resolve(process.cwd(), 'drizzle'),
    resolve(here, '../../drizzle'), // apps/mall-api/src/db
    resolve(here, '../../../apps/mall-api/drizzle'), // dist/apps/mall-api/main.js
  ].filter((p): p is string => !!p);
  const found = candidates.find((p) => existsSync(resolve(p, 'meta/_journal.json')));
  if (!found) throw new Error(`migrations folder not found; set MIGRATIONS_DIR (tried ${candidates.join(', ')})`);
  return found;
}

/**
 * The reader over a primary and its replica: drizzle's withReplicas sends selects to the replica and
 * writes and transactions to the primary; raw `execute` (the search and detail queries) goes to the
 * replica too, where a write would fail as read-only instead of passing unnoticed.
 */
export function replicaReader(primary: Db, replica: Db): Db {
  const routed = withReplicas(primary, [replica]);
  return Object.assign(routed, { execute: replica.execute.bind(replica) }) as unknown as Db;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const url = options.url ?? process.env.DATABASE_URL ?? '';
  if (url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // A bounded wait for a connection: while PostgreSQL is down or restarting a request fails within
    // DATABASE_CONNECT_TIMEOUT_MS (answered 503 by the error handler) instead of hanging.
    const poolOf = (connectionString: string) =>
      new pg.Pool({
        connectionString,
        max: Number(process.env.DATABASE_POOL_MAX || 10),
        connectionTimeoutMillis: options.connectTimeoutMs ?? Number(process.env.DATABASE_CONNECT_TIMEOUT_MS || 5000),
      });
    const pool = poolOf(url);
    const db = drizzle({ client: pool, schema });
    const replicaUrl = options.replicaUrl ?? (options.url === undefined ? (process.env.DATABASE_REPLICA_URL ?? '') : '');
    const replicaPool = replicaUrl ? poolOf(replicaUrl) : undefined;
    const reader = replicaPool ? replicaReader(db as unknown as Db, drizzle({ client: replicaPool, schema }) as unknown as Db) : undefined;
    // An idle client's error (server restart, a terminated backend) would otherwise be an unhandled
    // 'error' event that ends the process; the pool replaces the client on the next query. After
    // close() the server may still terminate clients that are shutting down: nothing to report then.
    let closed = false;
    for (const p of [pool, replicaPool]) {
      p?.on('error', (err) => {
        if (!closed) console.warn(`[mall-api] idle PostgreSQL client error: ${err.message}`);
      });
    }
    // The pool listens for errors only on idle clients. A client checked out between two statements
    // (a transaction awaiting our code) that the server terminates (restart: 57P01) emits 'error' with
    // no listener, which ends the process. Its query fails with the error instead (answered 503), and
    // the pool drops the broken client when it is released.
    for (const p of [pool, replicaPool]) {
      p?.on('connect', (client) => {
        client.on('error', () => undefined);
      });
    }
    return {
      db: db as unknown as Db,
      reader,
      driver: 'postgres',
      pool,
      migrate: () => migrate(db, { migrationsFolder: migrationsDir() }),
      close: async () => {
        closed = true;
        await Promise.all([pool.end(), replicaPool?.end()]);
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = options.pgliteDir ?? resolve(dataDir(), 'pglite');
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: migrationsDir() }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
