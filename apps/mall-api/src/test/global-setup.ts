// Builds one migrated and seeded database per run; each test file clones it:
// PGlite via a dumpDataDir file, PostgreSQL via CREATE DATABASE … TEMPLATE.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { adminQuery, dropDatabase, urlFor } from './pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of the seeded template dump. */
    pgliteDump: string;
    /** PostgreSQL: the base URL and the seeded template database's name. */
    pgBaseUrl: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL ?? '';
  if (baseUrl) {
    const template = `mall_test_${randomBytes(4).toString('hex')}`;
    await adminQuery(baseUrl, `CREATE DATABASE "${template}"`);
    const database = await openDatabase({ url: urlFor(baseUrl, template) });
    await database.migrate();
    await seedDatabase(database.db);
    await database.close();
    project.provide('pgBaseUrl', baseUrl);
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      const rows = await adminQuery(baseUrl, `SELECT datname FROM pg_database WHERE datname LIKE '${template}%'`);
      for (const { datname } of rows.rows as { datname: string }[]) await dropDatabase(baseUrl, datname);
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'mall-api-test-'));
  const database = await openDatabase({ url: '', pgliteDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db);
  const dump = join(dir, 'seeded.tar');
  writeFileSync(dump, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', dump);
  project.provide('pgBaseUrl', '');
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
