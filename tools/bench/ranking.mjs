// Ranking bench: /api/pc/ranking_list p50/p99 per type with 100,000 paid orders, on PGlite
// and (when reachable) PostgreSQL, plus what the two designs cost: the rebuild / materialised-view
// refresh over every paid order against the per-payment upsert the aggregate table takes. Each
// database runs apps/mall-api/src/modules/ranking/bench.ts in its own tsx process (in process, no
// HTTP: the call's own time). PGlite in tmp/bench-ranking; PostgreSQL database mall_bench_ranking.
//
//   node tools/bench/ranking.mjs            (alone)
//   import { benchRanking } from './ranking.mjs'; await benchRanking(pgUrl)   (from bench.mjs)
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function runOne(env) {
  const r = spawnSync('npx', ['tsx', '--tsconfig', 'apps/mall-api/tsconfig.json', 'apps/mall-api/src/modules/ranking/bench.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`ranking bench failed (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
  const line = r.stdout.trim().split('\n').filter((l) => l.startsWith('{')).pop();
  return JSON.parse(line);
}

/** Runs the bench on PGlite and, given its URL, PostgreSQL; answers one result per database. */
export async function benchRanking(postgresUrl) {
  const results = [runOne({ DATABASE_URL: '', BENCH_PGLITE_DIR: resolve(root, 'tmp/bench-ranking') })];
  if (postgresUrl) results.push(runOne({ DATABASE_URL: postgresUrl }));
  return results;
}

export function printRanking(results) {
  console.log('\nranking_list with 100,000 paid orders (in process; aggregate table ranking_total)');
  console.table(results.flatMap((r) => r.rows.map((row) => ({ db: r.db, ...row }))));
  console.table(
    results.map((r) => ({
      db: r.db,
      'paid orders': r.paid_orders,
      'ranking_total rows': r.ranking_total_rows,
      'rebuild ms': r.rebuild_ms,
      'MV create ms': r.mv_create_ms,
      'MV refresh ms': r.mv_refresh_ms,
      'MV query p50 ms': r.mv_query_p50_ms,
      'hook per payment p50 ms': r.hook_p50_ms,
      'hook p99 ms': r.hook_p99_ms,
    })),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pg = (await import('pg')).default;
  const base = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let url = null;
  const client = new pg.Client({ connectionString: base });
  try {
    await client.connect();
    const exists = await client.query("select 1 from pg_database where datname = 'mall_bench_ranking'");
    if (exists.rowCount === 0) await client.query('create database mall_bench_ranking');
    const u = new URL(base);
    u.pathname = '/mall_bench_ranking';
    url = u.toString();
  } catch (error) {
    console.error(`PostgreSQL at ${base} is not reachable (${error.message}): its rows are left out.`);
  } finally {
    await client.end().catch(() => {});
  }
  printRanking(await benchRanking(url));
}
