// Signing in to the console in tests, the way the gateway does: the captcha, the password, the TOTP
// code computed from the seeded secret; then calls with the console cookie and CSRF header.
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { CONSOLE_CSRF_HEADER, CONSOLE_SESSION_COOKIE } from '@mall/rest-contract';
import { SEEDED_CONSOLE_ACCOUNTS, SEEDED_SHOP_STAFF, shopStaffUsername } from '../../db/seed-console';
import { eq } from 'drizzle-orm';
import { consoleAccount } from '../../db/schema-console';
import { TEST_CAPTCHA, databaseOf } from '../../test/harness';

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

/**
 * Password, then the seeded account's current TOTP code. A code is accepted once per 30-second step
 * (console.test.ts tests that guard); tests sign the same account in many times a minute, so each
 * sign-in here stands for one made a step later: the account's last accepted step is forgotten first.
 */
export async function signIn(app: FastifyInstance, username: string): Promise<Signed> {
  const first = await passwordStep(app, username);
  if (first.code !== 0 || first.data.step !== 'totp') throw new Error(`password step: ${first.code} ${first.message}`);
  await databaseOf(app).db.update(consoleAccount).set({ totpLastStep: null }).where(eq(consoleAccount.username, username));
  const code = await generate({ secret: seeded(username).totpSecret });
  const second = await post<SessionData>(app, '/admin/api/auth/totp', { challenge: first.data.challenge, code });
  if (second.code !== 0) throw new Error(`totp step: ${second.code} ${second.message}`);
  return signedWith(app, second.data);
}

/** A seeded shop staff account (`shop<id><suffix>`, no TOTP): the password step alone signs in. */
export async function signInShop(app: FastifyInstance, shopId: number, suffix: 'owner' | 'clerk' | 'verifier'): Promise<Signed> {
  const staff = SEEDED_SHOP_STAFF.find((s) => s.suffix === suffix)!;
  const first = await passwordStep(app, shopStaffUsername(shopId, suffix), staff.password);
  if (first.code !== 0 || first.data.step !== 'done' || !first.data.session) throw new Error(`shop sign-in: ${first.code} ${first.message}`);
  return signedWith(app, first.data.session);
}

/** Shop 1's owner, clerk and verifier, shop 3's owner and the platform's operator: a shop console test's cast. */
export async function signInShopCast(app: FastifyInstance) {
  const [owner, clerk, verifier, otherOwner, operator] = await Promise.all([
    signInShop(app, 1, 'owner'),
    signInShop(app, 1, 'clerk'),
    signInShop(app, 1, 'verifier'),
    signInShop(app, 3, 'owner'),
    signIn(app, 'operator'),
  ]);
  return { owner, clerk, verifier, otherOwner, operator };
}

/** A 1×1 PNG: the smallest picture an upload takes. */
export const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Posts `file` as the multipart field `file` (named `name`) to a console upload route. */
export async function uploadAs(app: FastifyInstance, who: Signed, url: string, file: Buffer, name = 'a.png') {
  const boundary = '----upload';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({ method: 'POST', url, payload, headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  return res.json() as Envelope<{ path: string }>;
}
