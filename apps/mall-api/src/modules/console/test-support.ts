// Signing in to the console in tests, the way the gateway does: the captcha, the password, the TOTP
// code computed from the seeded secret; then calls with the console cookie and CSRF header.
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { CONSOLE_CSRF_HEADER, CONSOLE_SESSION_COOKIE } from '@mall/rest-contract';
import { SEEDED_CONSOLE_ACCOUNTS } from '../../db/seed-console';
import { TEST_CAPTCHA } from '../../test/harness';

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export async function post<T = unknown>(app: FastifyInstance, url: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  const res = await app.inject({ method: 'POST', url, payload: body as object, headers });
  return res.json() as Envelope<T>;
}

export async function captchaId(app: FastifyInstance): Promise<string> {
  return (await post<{ id: string }>(app, '/api/captcha/captcha')).data.id;
}

export const seeded = (username: string) => {
  const account = SEEDED_CONSOLE_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`no seeded console account ${username}`);
  return account;
};

export async function passwordStep(app: FastifyInstance, username: string, password = seeded(username).password) {
  return post<{ step: string; challenge: string | null; otpauth_url: string | null; qr_data_url: string | null; session: SessionData | null }>(app, '/admin/api/auth/login', {
    username,
    password,
    captcha_id: await captchaId(app),
    captcha_code: TEST_CAPTCHA,
  });
}

export interface SessionData {
  token: string;
  csrf_token: string;
  expires: number;
  recovery_codes: string[] | null;
}

export interface Signed {
  session: SessionData;
  headers: Record<string, string>;
  call: <T = unknown>(url: string, body?: unknown, extra?: Record<string, string>) => Promise<Envelope<T>>;
}

export const signedWith = (app: FastifyInstance, session: SessionData): Signed => {
  const headers = { cookie: `${CONSOLE_SESSION_COOKIE}=${session.token}`, [CONSOLE_CSRF_HEADER]: session.csrf_token };
  return { session, headers, call: (url, body = {}, extra = {}) => post(app, url, body, { ...headers, ...extra }) };
};

/** Password, then the seeded account's current TOTP code. */
export async function signIn(app: FastifyInstance, username: string): Promise<Signed> {
  const first = await passwordStep(app, username);
  if (first.code !== 0 || first.data.step !== 'totp') throw new Error(`password step: ${first.code} ${first.message}`);
  const code = await generate({ secret: seeded(username).totpSecret });
  const second = await post<SessionData>(app, '/admin/api/auth/totp', { challenge: first.data.challenge, code });
  if (second.code !== 0) throw new Error(`totp step: ${second.code} ${second.message}`);
  return signedWith(app, second.data);
}
