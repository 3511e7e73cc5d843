// The shop's customer-service staff and the chat under the console login: the staff calls by role and
// with another shop's servicer ids; the console socket (/admin/ws) by role, with and without the CSRF
// frame, mapped to the account's own shop's servicer, which never reads or answers another shop's
// sessions; adding, disabling and resetting a 客服 keep the console account and the servicer together.
import WebSocket from 'ws';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleErrorCode, ErrorCode, ROLE_DEFINITIONS, shopServiceEndpoints, type ConsoleRole, type ShopServicerRow } from '@mall/rest-contract';
import { callOk, databaseOf, login, testAppPerFile } from '../../test/harness';
import { consoleAudit } from '../../db/schema-console';
import { chatServicer } from '../../db/schema-chat';
import { SEEDED_SHOP_KEFU } from '../../db/seed-console';
import { CONSOLE_SERVICER_MESSAGE } from '../chat/service';
import { passwordStep, signIn, signInShop, signedWith, type Signed } from '../console/test-support';

const t = testAppPerFile({ chat: { sendLimit: false } });
let base: string;

type Frame = { type: string; id?: number; role?: string; code?: number; message?: string; data?: unknown };

/** A console socket: the cookie of `signed` and, unless told otherwise, its CSRF token in the first frame. */
async function consoleSocket(signed: Signed | null, csrf: string | null | undefined = signed?.session.csrf_token) {
  const ws = new WebSocket(`${base}/admin/ws`, { headers: signed ? { cookie: signed.headers.cookie! } : {} });
  const frames: Frame[] = [];
  const waiting = new Map<number, (f: Frame) => void>();
  let nextId = 1;
  const init = new Promise<Frame>((resolveP, reject) => {
    ws.on('open', () => csrf !== null && ws.send(JSON.stringify({ type: 'auth', console_csrf: csrf })));
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as Frame;
      frames.push(frame);
      if (frame.type === 'init') resolveP(frame);
      if (frame.type === 'result') waiting.get(frame.id ?? 0)?.(frame);
    });
    ws.on('error', reject);
  });
  const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
  const call = <T = unknown>(path: string, body: Record<string, unknown> = {}) =>
    new Promise<Frame & { data: T }>((resolveP) => {
      const id = nextId++;
      waiting.set(id, resolveP as (f: Frame) => void);
      ws.send(JSON.stringify({ type: 'call', id, path, body }));
    });
  return { ws, init: await init, frames, call, closed };
}

async function signInKefu(username: string, password: string): Promise<Signed> {
  const step = await passwordStep(t.app, username, password);
  if (step.code !== 0 || !step.data.session) throw new Error(`kefu sign-in: ${step.code} ${step.message}`);
  return signedWith(t.app, step.data.session);
}

const refusedAudits = (username: string, action: string) =>
  databaseOf(t.app)
    .db.select()
    .from(consoleAudit)
    .where(and(eq(consoleAudit.username, username), eq(consoleAudit.action, action), eq(consoleAudit.outcome, 'refused')));

let shop3Session: number;
let shop1Session: number;

beforeAll(async () => {
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  // A buyer asks shop 3 and shop 1: a session of each.
  const token = await login(t.app, 'member06', 'member6pass');
  const say = (site_id: number) => t.app.inject({ method: 'POST', url: '/servicer/api/chat/say', payload: { token, site_id, content_type: 0, content: '请问有货吗？' } });
  shop3Session = (((await say(3)).json() as { data: { session_id: number } }).data).session_id;
  shop1Session = (((await say(1)).json() as { data: { session_id: number } }).data).session_id;
});
afterAll(() => t.app.close());

describe('the console chat socket', () => {
  it('takes a 客服 as their own shop\'s servicer and shows only that shop\'s sessions', async () => {
    const kefu = await signInKefu('shop1kefu', SEEDED_SHOP_KEFU.password);
    const socket = await consoleSocket(kefu);
    expect(socket.init.role).toBe('servicer');
    const info = await socket.call<{ site_id: number; username: string }>('/servicer/api/servicer/info');
    expect(info.data).toMatchObject({ site_id: 1, username: 'shop1kefu' });
    const list = await socket.call<{ list: { session_id: number; shop_id: number }[] }>('/servicer/api/chat/chatList', { page: 1, page_size: 30 });
    expect(list.data.list.map((s) => s.session_id)).toContain(shop1Session);
    expect(list.data.list.every((s) => s.shop_id === 1)).toBe(true);
    const reply = await socket.call<{ session_id: number; servicer_say: string }>('/servicer/api/chat/say', { session_id: shop1Session, content_type: 0, content: '有货，今天下单明天发' });
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({ session_id: shop1Session, servicer_say: '有货，今天下单明天发' });
    socket.ws.close();
  });

  it("never reads, answers or marks another shop's session", async () => {
    const kefu = await signInKefu('shop1kefu', SEEDED_SHOP_KEFU.password);
    const socket = await consoleSocket(kefu);
    for (const [path, body] of [
      ['/servicer/api/chat/dialogs', { session_id: shop3Session, page_size: 20 }],
      ['/servicer/api/chat/say', { session_id: shop3Session, content_type: 0, content: '越权回复' }],
      ['/servicer/api/chat/setRead', { session_id: shop3Session }],
      ['/servicer/api/chat/buyerInfo', { session_id: shop3Session }],
    ] as const) {
      const answer = await socket.call(path, body);
      expect(answer.code, path).toBe(ErrorCode.NOT_FOUND);
    }
    socket.ws.close();
    const owner3 = await signInShop(t.app, 3, 'owner');
    const socket3 = await consoleSocket(owner3);
    const dialogs = await socket3.call<{ list: { servicer_say: string }[] }>('/servicer/api/chat/dialogs', { session_id: shop3Session, page_size: 20 });
    expect(dialogs.data.list.some((m) => m.servicer_say === '越权回复')).toBe(false);
    socket3.ws.close();
  });

  const roles: [ConsoleRole, () => Promise<Signed>][] = [
    ['shop_owner', () => signInShop(t.app, 10, 'owner')],
    ['shop_clerk', () => signInShop(t.app, 10, 'clerk')],
    ['shop_verifier', () => signInShop(t.app, 10, 'verifier')],
    ['shop_service', () => signInKefu('shop10kefu', SEEDED_SHOP_KEFU.password)],
    ['super_admin', () => signIn(t.app, 'admin')],
    ['service_lead', () => signIn(t.app, 'servicelead')],
  ];
  it.each(roles)('%s: a servicer only with chat.serve on a shop account, else refused with an audit row', async (role, sign) => {
    const signed = await sign();
    const socket = await consoleSocket(signed);
    const may = ROLE_DEFINITIONS[role].scope === 'shop' && (ROLE_DEFINITIONS[role].actions as readonly string[]).includes('chat.serve');
    expect(socket.init.role).toBe(may ? 'servicer' : 'guest');
    if (may) {
      const info = await socket.call<{ site_id: number }>('/servicer/api/servicer/info');
      expect(info.data.site_id).toBe(10);
      socket.ws.close();
    } else {
      expect(await socket.closed).toBe(4401);
      const me = (await signed.call<{ username: string }>('/admin/api/auth/me')).data.username;
      expect((await refusedAudits(me, 'chat.connect')).length).toBeGreaterThan(0);
    }
  });

  it('refuses a socket without the console session or without its CSRF token', async () => {
    expect((await consoleSocket(null, 'a'.repeat(64))).init.role).toBe('guest');
    const kefu = await signInKefu('shop3kefu', SEEDED_SHOP_KEFU.password);
    expect((await consoleSocket(kefu, null)).init.role).toBe('guest');
    expect((await consoleSocket(kefu, 'b'.repeat(64))).init.role).toBe('guest');
    // The member's /ws road does not take the console cookie.
    const plain = new WebSocket(`${base}/ws`, { headers: { cookie: kefu.headers.cookie! } });
    const init = await new Promise<Frame>((r) => plain.on('message', (raw) => r(JSON.parse(String(raw)) as Frame)));
    expect(init.role).toBe('guest');
    plain.close();
  });

  it("ends the chat when the console session ends, and a linked servicer cannot use the chat's old login", async () => {
    const kefu = await signInKefu('shop3kefu', SEEDED_SHOP_KEFU.password);
    const socket = await consoleSocket(kefu);
    expect(socket.init.role).toBe('servicer');
    expect((await kefu.call('/admin/api/auth/logout')).code).toBe(0);
    const after = await socket.call('/servicer/api/chat/chatList', { page: 1, page_size: 30 });
    expect(after.code).toBe(ErrorCode.TOKEN_ERROR);
    expect(await socket.closed).toBe(4401);
    const old = await t.app.inject({ method: 'POST', url: '/servicer/api/servicer/login', payload: { username: 'shop3kefu', password: SEEDED_SHOP_KEFU.password } });
    expect(old.json()).toMatchObject({ code: ErrorCode.BUSINESS, message: CONSOLE_SERVICER_MESSAGE });
  });
});

describe('customer-service staff', () => {
  const calls = Object.entries(shopServiceEndpoints);
  it.each(calls)('%s: only the 店主 (staff.manage) gets past the role check', async (path, call) => {
    for (const [role, sign] of [
      ['shop_owner', () => signInShop(t.app, 10, 'owner')],
      ['shop_clerk', () => signInShop(t.app, 10, 'clerk')],
      ['shop_service', () => signInKefu('shop10kefu', SEEDED_SHOP_KEFU.password)],
      ['shop_verifier', () => signInShop(t.app, 10, 'verifier')],
      ['operator', () => signIn(t.app, 'operator')],
    ] as [ConsoleRole, () => Promise<Signed>][]) {
      const res = await (await sign()).call(path, {});
      const allowed = (ROLE_DEFINITIONS[role].actions as readonly string[]).includes(call.permission);
      if (allowed) expect(res.code, `${role}: ${res.message}`).not.toBe(ConsoleErrorCode.FORBIDDEN);
      else expect(res.code, `${role} on ${path}`).toBe(ConsoleErrorCode.FORBIDDEN);
    }
  });

  it('adds a 客服 who signs in at the console and answers as the shop; bad input changes nothing', async () => {
    const owner = await signInShop(t.app, 10, 'owner');
    const before = (await owner.call<ShopServicerRow[]>('/admin/api/shop/servicers/list')).data;
    expect(before.some((s) => s.username === 'shop10kefu' && s.role === 'shop_service')).toBe(true);
    for (const [body, message] of [
      [{ username: 'xs', nickname: '小王', password: 'abc1234567' }, /账号至少 3 个字符/],
      [{ username: 'shop10wang', nickname: '', password: 'abc1234567' }, /请输入客服昵称/],
      [{ username: 'shop10wang', nickname: '小王', password: 'short1' }, /密码至少 10 位/],
      [{ username: 'shop10wang', nickname: '小王', password: 'onlyletters' }, /字母和数字/],
      [{ username: 'kefu1', nickname: '小王', password: 'abc1234567' }, /已被使用/],
      [{ username: 'SHOP1KEFU', nickname: '小王', password: 'abc1234567' }, /已被使用/],
    ] as const) {
      const res = await owner.call('/admin/api/shop/servicers/add', body);
      expect(res.code).not.toBe(0);
      expect(res.message).toMatch(message);
    }
    expect((await owner.call<ShopServicerRow[]>('/admin/api/shop/servicers/list')).data).toHaveLength(before.length);

    const added = await owner.call<ShopServicerRow>('/admin/api/shop/servicers/add', { username: 'shop10wang', nickname: '恩施硒茶客服小王', password: 'wang2026pass' });
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ username: 'shop10wang', nickname: '恩施硒茶客服小王', role: 'shop_service', disabled: false });
    const wang = await signInKefu('shop10wang', 'wang2026pass');
    const me = await wang.call<{ role: string; shop_id: number }>('/admin/api/auth/me');
    expect(me.data).toMatchObject({ role: 'shop_service', shop_id: 10 });
    const socket = await consoleSocket(wang);
    const info = await socket.call<{ servicer_id: number; nickname: string }>('/servicer/api/servicer/info');
    expect(info.data).toMatchObject({ servicer_id: added.data.servicer_id, nickname: '恩施硒茶客服小王' });

    // Disabled: the open chat ends, the login is refused, no session is assigned to it.
    const off = await owner.call<ShopServicerRow>('/admin/api/shop/servicers/disable', { servicer_id: added.data.servicer_id, disabled: true });
    expect(off.data.disabled).toBe(true);
    expect((await socket.call('/servicer/api/chat/chatList', { page: 1, page_size: 30 })).code).toBe(ErrorCode.TOKEN_ERROR);
    expect((await passwordStep(t.app, 'shop10wang', 'wang2026pass')).code).not.toBe(0);
    const has = await callOk(t.app, '/servicer/api/chat/hasServicers', { site_id: 10 });
    const [row] = await databaseOf(t.app).db.select().from(chatServicer).where(eq(chatServicer.servicerId, added.data.servicer_id));
    expect(row).toMatchObject({ disabled: true, online: false });
    expect(has.count).toBe((await owner.call<ShopServicerRow[]>('/admin/api/shop/servicers/list')).data.filter((s) => !s.disabled).length);

    // Enabled again and its password reset: the old password no longer signs in, the new one does.
    expect((await owner.call('/admin/api/shop/servicers/disable', { servicer_id: added.data.servicer_id, disabled: false })).code).toBe(0);
    expect((await owner.call('/admin/api/shop/servicers/reset-password', { servicer_id: added.data.servicer_id, password: 'short' })).message).toMatch(/密码至少 10 位/);
    expect((await owner.call('/admin/api/shop/servicers/reset-password', { servicer_id: added.data.servicer_id, password: 'wang2027pass' })).code).toBe(0);
    expect((await passwordStep(t.app, 'shop10wang', 'wang2026pass')).code).not.toBe(0);
    expect((await signInKefu('shop10wang', 'wang2027pass')).session.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers 客服账号不存在 for another shop's servicer and leaves it as it was", async () => {
    const owner10 = await signInShop(t.app, 10, 'owner');
    const owner1 = await signInShop(t.app, 1, 'owner');
    const shop1 = (await owner1.call<ShopServicerRow[]>('/admin/api/shop/servicers/list')).data.find((s) => s.username === 'shop1kefu')!;
    for (const [path, body] of [
      ['/admin/api/shop/servicers/disable', { servicer_id: shop1.servicer_id, disabled: true }],
      ['/admin/api/shop/servicers/reset-password', { servicer_id: shop1.servicer_id, password: 'takeover2026' }],
      ['/admin/api/shop/servicers/disable', { servicer_id: 999_999, disabled: true }],
    ] as const) {
      const res = await owner10.call(path, body);
      expect(res).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '客服账号不存在' });
    }
    expect((await owner1.call<ShopServicerRow[]>('/admin/api/shop/servicers/list')).data.find((s) => s.servicer_id === shop1.servicer_id)!.disabled).toBe(false);
    expect((await signInKefu('shop1kefu', SEEDED_SHOP_KEFU.password)).session.token).toBeTruthy();
    expect((await refusedAudits('shop10owner', 'staff.servicer.disable')).length).toBe(2);
    expect((await refusedAudits('shop10owner', 'staff.servicer.reset-password')).length).toBe(1);
  });
});
