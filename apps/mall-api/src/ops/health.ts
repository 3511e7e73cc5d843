// /healthz (the process answers) and /readyz (it can serve: the database answers `select 1` within a
// timeout, every migration of the folder is applied, and we are not draining for shutdown). A load
// balancer sends traffic on /readyz and restarts on /healthz.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BUILD_VERSION } from '@mall/rest-contract';
import { migrationsDir, type Database } from '../db/client';

export interface ReadinessOptions {
  database: Database;
  /** How long `select 1` may take before the instance counts as not ready (env READY_TIMEOUT_MS). */
  timeoutMs?: number;
  /** True once shutdown has begun: stop sending new traffic here. */
  draining?: () => boolean;
}

export interface ReadinessResult {
  ready: boolean;
  checks: { database: 'ok' | 'down' | 'timeout'; migrations: 'ok' | 'pending' | 'unknown'; draining: boolean };
  /** Why not ready, in Chinese, for the operator reading the answer. */
  message?: string;
}

function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(resolve(migrationsDir(), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  new Promise((resolveP, reject) => {
    const timer = setTimeout(() => resolveP('timeout'), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolveP(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });

export function createReadinessCheck(options: ReadinessOptions): () => Promise<ReadinessResult> {
  const timeoutMs = options.timeoutMs ?? 1000;
  // Migrations never un-apply: once complete, later checks only ask `select 1`.
  let migrated = false;
  return async () => {
    const draining = options.draining?.() ?? false;
    const checks: ReadinessResult['checks'] = { database: 'down', migrations: migrated ? 'ok' : 'unknown', draining };
    try {
      const answer = await withTimeout(
        (async () => {
          await options.database.db.execute(sql`select 1`);
          if (!migrated) {
            const result = (await options.database.db.execute(
              sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
            )) as unknown as { rows: { n: number }[] };
            migrated = Number(result.rows[0]?.n ?? 0) >= expectedMigrations();
          }
          return 'ok' as const;
        })(),
        timeoutMs,
      );
      checks.database = answer === 'timeout' ? 'timeout' : 'ok';
      if (answer === 'ok') checks.migrations = migrated ? 'ok' : 'pending';
    } catch (err) {
      // A missing drizzle schema means no migration ran yet; anything else is the database being down.
      if ((err as { code?: string }).code === '42P01' || (err as { cause?: { code?: string } }).cause?.code === '42P01') {
        checks.database = 'ok';
        checks.migrations = 'pending';
      }
    }
    const ready = checks.database === 'ok' && checks.migrations === 'ok' && !draining;
    const message = ready
      ? undefined
      : draining
        ? '服务正在停止，不再接收新请求'
        : checks.database === 'timeout'
          ? `数据库在 ${timeoutMs} 毫秒内没有响应`
          : checks.database === 'down'
            ? '数据库无法连接'
            : '数据库迁移尚未完成';
    return { ready, checks, message };
  };
}

/** Registers GET /healthz and GET /readyz (also answering HEAD). */
export function registerHealthRoutes(app: FastifyInstance, options: ReadinessOptions): void {
  const check = createReadinessCheck(options);
  // The build version (SPEC §9) for an operator: which release answers.
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok', version: BUILD_VERSION }));
  app.get('/readyz', async (_request, reply) => {
    const result = await check();
    return reply
      .code(result.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: result.ready ? 'ready' : 'not_ready', ...result });
  });
}
