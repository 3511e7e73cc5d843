// Once per fault run: bundle mall-api with esbuild (a bundle starts in about a second; tsx would
// compile every module on each of the suite's process starts) and build one migrated, seeded
// template database on PostgreSQL that each test clones.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client';
import { seedDatabase } from '../../db/seed';
import { adminQuery, dropDatabase, urlFor } from '../pg-admin';
import { REPO_ROOT } from './support';

declare module 'vitest' {
  export interface ProvidedContext {
    faultsPgBase: string;
    faultsTemplate: string;
    /** Bundled entry points: { 'mall-api': path, 'storefront-server': path }. */
    faultsBundles: Record<string, string>;
  }
}

export default async function setup(project: TestProject) {
  const run = randomBytes(4).toString('hex');
  // Inside node_modules so the bundle resolves its external packages from the repository's node_modules.
  const outDir = resolve(REPO_ROOT, `node_modules/.cache/mall-faults/${run}`);
  mkdirSync(outDir, { recursive: true });
  const bundles: Record<string, string> = {};
  for (const app of ['mall-api', 'storefront-server']) {
    bundles[app] = resolve(outDir, `${app}.mjs`);
    await build({
      entryPoints: [resolve(REPO_ROOT, `apps/${app}/src/main.ts`)],
      outfile: bundles[app],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      logLevel: 'warning',
      tsconfig: resolve(REPO_ROOT, `apps/${app}/tsconfig.json`),
      plugins: [
        {
          name: 'external-third-party',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@mall/') || args.path.startsWith('node:') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
  }
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const template = `mall_faults_${run}`;
  await adminQuery(base, `CREATE DATABASE "${template}"`);
  const database = await openDatabase({ url: urlFor(base, template) });
  await database.migrate();
  await seedDatabase(database.db);
  await database.close();
  project.provide('faultsPgBase', base);
  project.provide('faultsTemplate', template);
  project.provide('faultsBundles', bundles);
  return async () => {
    const rows = await adminQuery(base, `SELECT datname FROM pg_database WHERE datname LIKE '${template}%'`);
    for (const { datname } of rows.rows as { datname: string }[]) await dropDatabase(base, datname);
    rmSync(outDir, { recursive: true, force: true });
  };
}
