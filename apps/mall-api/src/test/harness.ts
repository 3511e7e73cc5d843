// Per-file test app over a private clone of the seeded database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { endpoints, type EndpointPath, type RestResponse } from '@mall/rest-contract';
import { buildApp, type AppOptions } from '../app';
import { openDatabase, type Database } from '../db/client';
import { fixedCodeCaptchaService } from '../modules/captcha/service';
import { adminQuery, cloneDatabase, dropDatabase, urlFor } from './pg-admin';

export const TEST_CAPTCHA = '8832';

/**
 * Opens the run's PostgreSQL database `name` (with DATABASE_REPLICA_URL set, its streaming replica's
 * copy for the reader: CI's replica and pooler suite); dispose closes and drops it.
 */
async function openServerDatabase(
  base: string,
  name: string,
  options: TestDatabaseOptions = {},
): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const replicaBase = process.env.DATABASE_REPLICA_URL;
  // TEST_POOLER_URL: the app connects through this PgBouncer (CI's pooler suite) while the run makes
  // and drops databases directly (CREATE DATABASE … TEMPLATE needs no pooled connection to the template).
  const appBase = process.env.TEST_POOLER_URL || base;
  const database = await openDatabase({
    url: urlFor(appBase, name),
    replicaUrl: replicaBase ? urlFor(replicaBase, name) : '',
    connectTimeoutMs: options.connectTimeoutMs,
  });
  return {
    database,
    dispose: async () => {
      await database.close().catch(() => undefined); // a test may have closed it already
      await dropDatabase(base, name);
    },
  };
}

/** The connection wait of the burst tests' apps (TestDatabaseOptions.connectTimeoutMs). */
export const BURST_CONNECTION_WAIT_MS = 60_000;

export interface TestDatabaseOptions {
  /**
   * How long a query waits for one of the pool's connections (PostgreSQL only). A burst test queues
   * hundreds of requests on ten connections to prove a stock rule, not a latency: on a loaded machine
   * the production wait of 5 s turns its queue into 服务暂时不可用 answers.
   */
  connectTimeoutMs?: number;
}

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const template = inject('pgTemplate');
  if (template) {
    const base = inject('pgBaseUrl');
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    await cloneDatabase(base, template, name);
    return openServerDatabase(base, name, options);
  }
  const dump = new Blob([await readFile(inject('pgliteDump'))]);
  const database = await openDatabase({ url: '', pgliteDir: 'memory://', loadDataDir: dump });
  return { database, dispose: () => database.close() };
}

/** An empty, unmigrated database of the run's driver (for seeding from scratch). */
export async function openEmptyTestDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const base = inject('pgBaseUrl');
  if (base) {
    const name = `${inject('pgTemplate')}_empty_${randomBytes(4).toString('hex')}`;
    await adminQuery(base, `CREATE DATABASE "${name}"`);
    return openServerDatabase(base, name);
  }
  const database = await openDatabase({ url: '', pgliteDir: 'memory://' });
  return { database, dispose: () => database.close() };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dispose: () => Promise<void>;
}

const databaseOfApp = new WeakMap<FastifyInstance, Database>();

/** The database a test app was built over (for helpers that take only the app). */
export function databaseOf(app: FastifyInstance): Database {
  const database = databaseOfApp.get(app);
  if (!database) throw new Error('not a test app of createTestApp');
  return database;
}

export async function createTestApp(
  options: Partial<Omit<AppOptions, 'db'>> = {},
  databaseOptions: TestDatabaseOptions = {},
): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase(databaseOptions);
  const app = await buildApp({ db: database, captcha: fixedCodeCaptchaService(TEST_CAPTCHA), rateLimit: false, ...options });
  await app.ready();
  databaseOfApp.set(app, database);
  return {
    app,
    database,
    dispose: async () => {
      await app.close();
      await dispose();
    },
  };
}

/**
 * The test file's app: made in a beforeAll (registered here, so the file's own beforeAll hooks below
 * the call can log in) and disposed after the file's tests. Read `t.app` and `t.database` inside hooks
 * and tests only.
 */
export function testAppPerFile(options: Partial<Omit<AppOptions, 'db'>> = {}, databaseOptions: TestDatabaseOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options, databaseOptions);
  });
  afterAll(() => current?.dispose());
  const made = () => {
    if (!current) throw new Error('the test app is made in beforeAll');
    return current;
  };
  return {
    get app() {
      return made().app;
    },
    get database() {
      return made().database;
    },
    dispose: () => made().dispose(),
  };
}

/** A temporary folder (for the file's uploads), removed after the file's tests. */
export function tempDirPerFile(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Idempotency keys no other call of the run uses: `<prefix>-<time>-<n>`. */
export function keyMaker(defaultPrefix = 'k') {
  let n = 0;
  return (prefix = defaultPrefix) => `${prefix}-${Date.now().toString(36)}-${++n}`;
}

export async function post(app: FastifyInstance, path: string, body: unknown = {}): Promise<{ res: LightMyRequestResponse; json: RestResponse<unknown> }> {
  const res = await app.inject({ method: 'POST', url: path, payload: body as object });
  return { res, json: res.json() };
}

/** Posts `body` to `path`, expects the answer's code (and a message containing the string or matching the pattern); answers the envelope. */
export async function expectAnswerCode(app: FastifyInstance, path: string, body: Record<string, unknown>, code: number, message?: string | RegExp) {
  const { json } = await post(app, path, body);
  expect(json.code, `${path} ${JSON.stringify(body)} → ${json.message}`).toBe(code);
  if (typeof message === 'string') expect(json.message).toContain(message);
  else if (message) expect(json.message).toMatch(message);
  return json;
}

/** Calls an endpoint, expects success and returns `data` parsed by the contract's response schema. */
export async function callOk<P extends EndpointPath>(app: FastifyInstance, path: P, body: Record<string, unknown> = {}) {
  const { res, json } = await post(app, path, body);
  if (json.code !== 0) throw new Error(`${path} answered ${res.statusCode} ${json.code} ${json.message}`);
  expectEnvelope(json);
  return endpoints[path].response.parse(json.data) as ReturnType<(typeof endpoints)[P]['response']['parse']>;
}

export function expectEnvelope(json: RestResponse<unknown>) {
  if (typeof json.code !== 'number' || typeof json.message !== 'string' || typeof json.timestamp !== 'number' || !('data' in json)) {
    throw new Error(`not an envelope: ${JSON.stringify(json)}`);
  }
}

/** Gets a captcha and logs in; returns the token. */
export async function login(app: FastifyInstance, username = 'demo', password = 'demo123456', autoLogin = 0): Promise<string> {
  const captcha = await callOk(app, '/api/captcha/captcha');
  const result = await callOk(app, '/api/login/login', {
    username,
    password,
    captcha_id: captcha.id,
    captcha_code: TEST_CAPTCHA,
    auto_login: autoLogin,
  });
  return result.token;
}
