// Helpers of the fault suite: child processes of the bundled servers, a private PostgreSQL cluster,
// a private redis-server, plain HTTP calls.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
export const FIXED_CAPTCHA = '8832';

export async function freePort(): Promise<number> {
  return new Promise((resolveP, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolveP(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process ended. */
  exited: Promise<number | string>;
}

/** Starts a bundled server (`faultsBundles[app]`) with `env` on a free port and waits for /readyz. */
export async function startServer(bundle: string, env: Record<string, string>, options: { portVar?: string; readyTimeoutMs?: number } = {}): Promise<ServerProcess> {
  const port = Number(env[options.portVar ?? 'API_PORT'] ?? (await freePort()));
  const child = spawn(process.execPath, [bundle], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, [options.portVar ?? 'API_PORT']: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | string>((r) => child.once('exit', (code, signal) => r(code ?? signal ?? -1)));
  const server: ServerProcess = { child, port, url: `http://127.0.0.1:${port}`, output: () => out, exited };
  const until = Date.now() + (options.readyTimeoutMs ?? 60_000);
  let ended = false;
  void exited.then(() => (ended = true));
  while (Date.now() < until && !ended) {
    try {
      const res = await fetch(`${server.url}/readyz`);
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  child.kill('SIGKILL');
  throw new Error(`${bundle} did not become ready on ${port}:\n${out}`);
}

export interface Answer {
  status: number;
  json: { code: number; message: string; data: unknown };
}

/** POSTs JSON; a connection failure answers status 0 with the error's message. */
export async function call(base: string, path: string, body: unknown = {}, timeoutMs = 30_000): Promise<Answer> {
  try {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json: Answer['json'];
    try {
      json = JSON.parse(text) as Answer['json'];
    } catch {
      json = { code: NaN, message: text.slice(0, 200), data: null };
    }
    return { status: res.status, json };
  } catch (err) {
    return { status: 0, json: { code: NaN, message: String((err as Error).cause ?? err), data: null } };
  }
}

/** Logs in over HTTP (the server runs with CAPTCHA_FIXED_CODE=FIXED_CAPTCHA); answers the token. */
export async function login(base: string, username = 'demo', password = 'demo123456'): Promise<string> {
  const captcha = await call(base, '/api/captcha/captcha');
  const { id } = captcha.json.data as { id: string };
  const res = await call(base, '/api/login/login', { username, password, captcha_id: id, captcha_code: FIXED_CAPTCHA, auto_login: 0 });
  if (res.json.code !== 0) throw new Error(`login ${username}: ${res.status} ${res.json.message}`);
  return (res.json.data as { token: string }).token;
}

const dataDirs: string[] = [];

/** Removes the data dirs (seed images) of the children this file started: call in afterAll. */
export function removeDataDirs(): void {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** The env every mall-api child gets: fixed captcha, roomy login limits, its own data dir. */
export function apiEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-faults-data-'));
  dataDirs.push(dataDir);
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    CAPTCHA_FIXED_CODE: FIXED_CAPTCHA,
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    CAPTCHA_RATE_LIMIT_PER_MINUTE: '1000',
    ORDER_SWEEP_SECONDS: '0',
    METRICS_PORT: '0',
    REDIS_URL: '',
    ...extra,
  };
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Runs a PostgreSQL tool as the `postgres` user when we are root (initdb refuses root). */
function pgTool(tool: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', `${PG_BIN}/${tool}`, ...args]] : [`${PG_BIN}/${tool}`, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** A throw-away PostgreSQL 15 cluster of our own (never the shared server), on a free port. */
export class PrivatePostgres {
  readonly dir: string;
  readonly port: number;
  private constructor(dir: string, port: number) {
    this.dir = dir;
    this.port = port;
  }

  static async create(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'mall-faults-pg-'));
    chmodSync(dir, 0o777);
    const data = join(dir, 'data');
    mkdirSync(data);
    if (process.getuid?.() === 0) {
      const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      chownSync(dir, Number(id.stdout), Number(gid.stdout));
      chownSync(data, Number(id.stdout), Number(gid.stdout));
    }
    pgTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
    const pg = new PrivatePostgres(dir, await freePort());
    pg.start();
    return pg;
  }

  get baseUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
    pgTool('pg_ctl', ['-D', join(this.dir, 'data'), '-o', options, '-l', join(this.dir, 'log'), '-w', 'start']);
  }

  /** `fast` terminates the sessions (clients see 57P01), like a restart by an operator. */
  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    pgTool('pg_ctl', ['-D', join(this.dir, 'data'), '-m', mode, '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.stop('immediate');
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Copies database `from` (on the shared server) into `to` on the private cluster: pg_dump | psql. */
export function copyDatabase(fromUrl: string, toBaseUrl: string, name: string): string {
  const toUrl = new URL(toBaseUrl);
  spawnSync('psql', [toUrl.toString(), '-qc', `CREATE DATABASE "${name}"`], { encoding: 'utf8' });
  toUrl.pathname = `/${name}`;
  const dump = spawnSync('sh', ['-c', `pg_dump --no-owner "${fromUrl}" | psql -q -v ON_ERROR_STOP=1 "${toUrl}"`], { encoding: 'utf8' });
  if (dump.status !== 0) throw new Error(`copy failed: ${dump.stderr}`);
  return toUrl.toString();
}

/** A private redis-server on a free port, without persistence. */
export async function startRedis(port?: number): Promise<{ port: number; url: string; stop: () => Promise<void> }> {
  const p = port ?? (await freePort());
  const child = spawn('redis-server', ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const exited = new Promise((r) => child.once('exit', r));
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((r) => {
      const socket = createServer();
      socket.once('error', () => r(true)); // port taken: redis listens
      socket.listen(p, '127.0.0.1', () => socket.close(() => r(false)));
    });
    if (ok) break;
    await sleep(50);
  }
  return {
    port: p,
    url: `redis://127.0.0.1:${p}`,
    stop: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(3).toString('hex')}`;
