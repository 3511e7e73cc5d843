// Contract tests of the chat calls: bad input changes nothing, who may read what, exact
// unread counts, idempotent resends, assignment to the least-busy online servicer, the send limit,
// and chat images checked by their bytes and served with their true type and nosniff.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_BLANK_MESSAGE, CHAT_TOO_LONG_MESSAGE, ErrorCode } from '@mall/rest-contract';
import { callOk, createTestApp, login, post, type TestApp, testAppPerFile } from '../../test/harness';

let limited: TestApp;
let member2: string;
let member4: string;
let kefu1: string;
let kefu1b: string;
let kefu2: string;
// A whole 1×1 PNG: uploads are decoded and re-encoded (http/image-upload.ts), a bare header is refused.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const servicerLogin = async (app: TestApp['app'], username: string) =>
  (await callOk(app, '/servicer/api/servicer/login', { username, password: 'kefu123456' })).servicer_token;

function multipart(fields: Record<string, string>, file?: { name: string; body: Buffer }) {
  const boundary = '----chat' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`), file.body, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const t = testAppPerFile({ uploadDir: mkdtempSync(join(tmpdir(), 'chat-up-')), chat: { sendLimit: false } });
beforeAll(async () => {
  member2 = await login(t.app, 'member02', 'member2pass');
  member4 = await login(t.app, 'member04', 'member4pass');
  kefu1 = await servicerLogin(t.app, 'kefu1');
  kefu1b = await servicerLogin(t.app, 'kefu1b');
  kefu2 = await servicerLogin(t.app, 'kefu2');
});
afterAll(async () => {
  await limited?.dispose();
});

describe('chat calls: bad input', () => {
  it('refuses without a token, with a bad servicer token, and with bad fields, storing nothing', async () => {
    expect((await post(t.app, '/servicer/api/chat/say', { site_id: 1, content: '你好' })).json.code).toBe(ErrorCode.TOKEN_ERROR);
    expect((await post(t.app, '/servicer/api/chat/chatList', { servicer_token: 'f'.repeat(64) })).json.code).toBe(ErrorCode.TOKEN_ERROR);
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ site_id: 1, content: '   ' }, CHAT_BLANK_MESSAGE],
      [{ site_id: 1, content: '好'.repeat(151) }, CHAT_TOO_LONG_MESSAGE],
      [{ site_id: 1, content: '好'.repeat(150) + '[emjoy_01]' }, CHAT_TOO_LONG_MESSAGE],
      [{ site_id: 2147483648, content: '你好' }, /超出范围/],
      [{ site_id: 'abc', content: '你好' }, /数字/],
      [{ site_id: 1, content_type: 7, content: '你好' }, /消息类型/],
      [{ site_id: 1, content_type: 3, content: 'https://evil.example/x.png' }, /先上传图片/],
      [{ site_id: 1, content_type: 1 }, /goods_sku_id/],
      [{ site_id: 1, content_type: 2 }, /order_id/],
      [{ site_id: 1, content: '你好', client_msg_id: '<script>' }, /client_msg_id/],
    ];
    for (const [body, message] of cases) {
      const { json } = await post(t.app, '/servicer/api/chat/say', { token: member2, ...body });
      expect(json.code, JSON.stringify(body)).toBe(ErrorCode.INVALID_INPUT);
      expect(json.message).toMatch(message);
    }
    expect((await post(t.app, '/servicer/api/chat/say', { token: member2, site_id: 999999, content: '你好' })).json.code).toBe(ErrorCode.NOT_FOUND);
    expect((await post(t.app, '/servicer/api/chat/say', { token: member2, site_id: 1, content_type: 1, goods_sku_id: 2147483647 })).json.code).toBe(ErrorCode.NOT_FOUND);
    // Nothing was stored by any of them.
    expect((await callOk(t.app, '/servicer/api/chat/chatList', { token: member2 })).count).toBe(0);
  });

  it('accepts exactly 150 characters with emoji tags counting one', async () => {
    const m = await callOk(t.app, '/servicer/api/chat/say', { token: member2, site_id: 1, content: '好'.repeat(149) + '[emjoy_47]' });
    expect(m.seq).toBe(1);
    expect(m.type).toBe(0);
    expect(m.consumer_say).toBe('好'.repeat(149) + '[emjoy_47]');
  });
});

describe('chat calls: sessions, unread, access', () => {
  it('counts unread exactly on both sides and marks read', async () => {
    const bound = await callOk(t.app, '/servicer/api/chat/bind', { token: member4, site_id: 2 });
    for (const text of ['在吗', '想问一下发货时间', '谢谢']) await callOk(t.app, '/servicer/api/chat/say', { token: member4, site_id: 2, content: text });
    let queue = await callOk(t.app, '/servicer/api/chat/chatList', { servicer_token: kefu2 });
    expect(queue.list.find((s) => s.session_id === bound.session_id)?.unread).toBe(3);
    await callOk(t.app, '/servicer/api/chat/say', { servicer_token: kefu2, session_id: bound.session_id, content: '您好，今天下午发货' });
    await callOk(t.app, '/servicer/api/chat/say', { servicer_token: kefu2, session_id: bound.session_id, content: '[emjoy_03]' });
    queue = await callOk(t.app, '/servicer/api/chat/chatList', { servicer_token: kefu2 });
    expect(queue.list.find((s) => s.session_id === bound.session_id)?.unread).toBe(0); // replying reads
    let mine = await callOk(t.app, '/servicer/api/chat/chatList', { token: member4 });
    expect(mine.list[0]).toMatchObject({ shop_id: 2, unread: 2, content: '[emjoy_03]', last_seq: 5 });
    const read = await callOk(t.app, '/servicer/api/chat/setRead', { token: member4, site_id: 2, seq: 4 });
    expect(read).toMatchObject({ read_seq: 4, unread: 1 });
    // A read mark never moves backwards and never past the last message.
    expect(await callOk(t.app, '/servicer/api/chat/setRead', { token: member4, site_id: 2, seq: 1 })).toMatchObject({ read_seq: 4, unread: 1 });
    expect(await callOk(t.app, '/servicer/api/chat/setRead', { token: member4, site_id: 2, seq: 9999 })).toMatchObject({ read_seq: 5, unread: 0 });
    mine = await callOk(t.app, '/servicer/api/chat/chatList', { token: member4 });
    expect(mine.list[0]?.unread).toBe(0);
  });

  it('history goes upward 4 a page and says when it is exhausted; after_seq catches up', async () => {
    const first = await callOk(t.app, '/servicer/api/chat/dialogs', { token: member4, site_id: 2 });
    expect(first.list.map((m) => m.seq)).toEqual([2, 3, 4, 5]);
    expect(first).toMatchObject({ count: 5, page_count: 2, exhausted: false, last_seq: 5 });
    const second = await callOk(t.app, '/servicer/api/chat/dialogs', { token: member4, site_id: 2, before_seq: 2 });
    expect(second.list.map((m) => m.seq)).toEqual([1]);
    expect(second.exhausted).toBe(true);
    const after = await callOk(t.app, '/servicer/api/chat/dialogs', { token: member4, site_id: 2, after_seq: 3 });
    expect(after.list.map((m) => m.seq)).toEqual([4, 5]);
    expect(after.list[0]?.servicer_say).toBe('您好，今天下午发货');
    expect(after.exhausted).toBe(true);
  });

  it('a member reads only their own sessions, a servicer only their shop\'s', async () => {
    const theirs = (await callOk(t.app, '/servicer/api/chat/chatList', { token: member4 })).list[0]!.session_id;
    expect((await post(t.app, '/servicer/api/chat/dialogs', { token: member2, session_id: theirs })).json.code).toBe(ErrorCode.NOT_FOUND);
    expect((await post(t.app, '/servicer/api/chat/say', { token: member2, session_id: theirs, content: '偷看' })).json.code).toBe(ErrorCode.NOT_FOUND);
    expect((await post(t.app, '/servicer/api/chat/dialogs', { servicer_token: kefu1, session_id: theirs })).json.code).toBe(ErrorCode.NOT_FOUND);
    expect((await post(t.app, '/servicer/api/chat/say', { servicer_token: kefu1, session_id: theirs, content: '你好' })).json.code).toBe(ErrorCode.NOT_FOUND);
    expect((await post(t.app, '/servicer/api/chat/buyerInfo', { servicer_token: kefu1, session_id: theirs })).json.code).toBe(ErrorCode.NOT_FOUND);
    const queue = await callOk(t.app, '/servicer/api/chat/chatList', { servicer_token: kefu1 });
    expect(queue.list.every((s) => s.shop_id === 1)).toBe(true);
    // Order cards: only the member's own orders of that shop.
    expect((await post(t.app, '/servicer/api/chat/say', { token: member2, site_id: 1, content_type: 2, order_id: 1 })).json.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('a resend with the same client_msg_id stores one message', async () => {
    const a = await callOk(t.app, '/servicer/api/chat/say', { token: member2, site_id: 3, content: '重复发送', client_msg_id: 'abc-1' });
    const b = await callOk(t.app, '/servicer/api/chat/say', { token: member2, site_id: 3, content: '重复发送', client_msg_id: 'abc-1' });
    expect(b.id).toBe(a.id);
    expect(b.seq).toBe(a.seq);
    expect((await callOk(t.app, '/servicer/api/chat/dialogs', { token: member2, site_id: 3 })).count).toBe(1);
  });

  it('goods cards carry the goods; the servicer sees asked goods and recent orders', async () => {
    const sku = await callOk(t.app, '/servicer/api/chat/say', { token: member2, site_id: 1, content_type: 1, goods_sku_id: 1 }).catch(() => null);
    const bound = await callOk(t.app, '/servicer/api/chat/bind', { token: member2, site_id: 1 });
    const info = await callOk(t.app, '/servicer/api/chat/buyerInfo', { servicer_token: kefu1, session_id: bound.session_id });
    expect(info.nickname).not.toBe('');
    if (sku) {
      expect(sku.card?.sku_id).toBe(1);
      expect(info.goods.map((g) => g.sku_id)).toContain(1);
    }
  });
});

describe('assignment and presence', () => {
  it('binds to the least-busy online servicer, and says offline when none is online', async () => {
    const member5 = await login(t.app, 'member05', 'member5pass');
    const offline = await callOk(t.app, '/servicer/api/chat/bind', { token: member5, site_id: 5 });
    expect(offline.online).toBe(false);
    expect(await callOk(t.app, '/servicer/api/chat/hasServicers', { site_id: 5 })).toMatchObject({ has: true, online: false });
    // Both servicers of shop 1 go online; kefu1 already holds recent sessions, so kefu1b gets the next.
    await callOk(t.app, '/servicer/api/servicer/online', { servicer_token: kefu1, online: 1 });
    await callOk(t.app, '/servicer/api/servicer/online', { servicer_token: kefu1b, online: 1 });
    const id1 = (await callOk(t.app, '/servicer/api/servicer/info', { servicer_token: kefu1 })).servicer_id;
    const id1b = (await callOk(t.app, '/servicer/api/servicer/info', { servicer_token: kefu1b })).servicer_id;
    const load = async () => {
      const rows = (await t.database.db.execute(
        sql`select servicer_id, count(*)::int as n from chat_session where site_id = 1 and last_time > now() - interval '1 hour' group by servicer_id`,
      )) as unknown as { rows: { servicer_id: number; n: number }[] };
      const n = (id: number) => rows.rows.find((r) => r.servicer_id === id)?.n ?? 0;
      return { [id1]: n(id1), [id1b]: n(id1b) };
    };
    const chosen = new Set<number>();
    for (const [name, pass] of [['member05', 'member5pass'], ['member06', 'member6pass'], ['member07', 'member7pass'], ['member08', 'member8pass']]) {
      const before = await load();
      const token = await login(t.app, name!, pass!);
      const bound = await callOk(t.app, '/servicer/api/chat/bind', { token, site_id: 1 });
      expect(bound.online).toBe(true);
      expect(before[bound.servicer_id]).toBe(Math.min(before[id1]!, before[id1b]!));
      chosen.add(bound.servicer_id);
    }
    expect(chosen).toEqual(new Set([id1, id1b]));
    // kefu1, kefu1b and the shop's console 客服 shop1kefu (offline, so never chosen above).
    expect(await callOk(t.app, '/servicer/api/chat/hasServicers', { site_id: 1 })).toMatchObject({ has: true, online: true, count: 3 });
    await callOk(t.app, '/servicer/api/servicer/online', { servicer_token: kefu1b, online: 0 });
    expect((await callOk(t.app, '/servicer/api/servicer/info', { servicer_token: kefu1b })).online).toBe(false);
  });

  it('servicer login refuses a wrong password; logout ends the token', async () => {
    expect((await post(t.app, '/servicer/api/servicer/login', { username: 'kefu1', password: 'wrong' })).json.message).toBe('客服账号或密码错误');
    expect((await post(t.app, '/servicer/api/servicer/login', { username: '', password: 'x' })).json.code).toBe(ErrorCode.INVALID_INPUT);
    const token = await servicerLogin(t.app, 'kefu2');
    expect(await callOk(t.app, '/servicer/api/servicer/logout', { servicer_token: token })).toBe(true);
    expect((await post(t.app, '/servicer/api/servicer/info', { servicer_token: token })).json.code).toBe(ErrorCode.TOKEN_ERROR);
  });

  it('customService/geturl tells our chat from an external address', async () => {
    expect(await callOk(t.app, '/api/customService/geturl', {})).toEqual({ type: 'self', url: '' });
  });
});

describe('session list pages', () => {
  it('a servicer reaches every session page by page, each once, and a page past the end is empty', async () => {
    await callOk(t.app, '/servicer/api/chat/say', { token: member2, site_id: 1, content: '请问还有货吗' });
    await callOk(t.app, '/servicer/api/chat/say', { token: member4, site_id: 1, content: '什么时候发货' });
    const first = await callOk(t.app, '/servicer/api/chat/chatList', { servicer_token: kefu1, page: 1, page_size: 1 });
    expect(first.count).toBeGreaterThanOrEqual(2);
    expect(first.page_count).toBe(first.count);
    const seen: number[] = [];
    for (let page = 1; page <= first.page_count; page++) {
      const answer = await callOk(t.app, '/servicer/api/chat/chatList', { servicer_token: kefu1, page, page_size: 1 });
      expect(answer.list).toHaveLength(1);
      seen.push(answer.list[0].session_id);
    }
    expect(new Set(seen).size).toBe(first.count);
    const past = await callOk(t.app, '/servicer/api/chat/chatList', { servicer_token: kefu1, page: first.page_count + 1, page_size: 1 });
    expect(past.list).toEqual([]);
    const { json } = await post(t.app, '/servicer/api/chat/chatList', { servicer_token: kefu1, page: 0 });
    expect(json.code).toBe(ErrorCode.INVALID_INPUT);
    expect(json.message).toMatch(/页码/);
  });
});

describe('send limit', () => {
  it('refuses a member sending too fast with a clear message', async () => {
    limited = await createTestApp({ chat: { sendLimit: { max: 3, windowMs: 60_000 } } });
    const token = await login(limited.app, 'member02', 'member2pass');
    for (let i = 0; i < 3; i++) await callOk(limited.app, '/servicer/api/chat/say', { token, site_id: 1, content: `第${i}条` });
    const { json } = await post(limited.app, '/servicer/api/chat/say', { token, site_id: 1, content: '第4条' });
    expect(json.code).toBe(ErrorCode.RATE_LIMITED);
    expect(json.message).toMatch(/发送过于频繁，请稍后再试（每 60 秒最多 3 条）/);
    expect((await callOk(limited.app, '/servicer/api/chat/dialogs', { token, site_id: 1 })).count).toBe(3);
  });
});

describe('chat images', () => {
  it('accepts an image by its bytes and serves it with its true type and nosniff', async () => {
    const form = multipart({ token: member2 }, { name: 'a.png', body: PNG });
    const res = await t.app.inject({ method: 'POST', url: '/api/upload/chatimg', ...form });
    const path = (res.json() as { data: { pic_path: string } }).data.pic_path;
    expect(path).toMatch(/^\/upload\/chat\/[0-9a-f]{32}\.png$/);
    const got = await t.app.inject({ method: 'GET', url: path });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const m = await callOk(t.app, '/servicer/api/chat/say', { token: member2, site_id: 1, content_type: 3, content: path });
    expect(m.consumer_say).toBe(path);
  });

  it('refuses non-images, oversize files and callers without a token', async () => {
    const html = multipart({ token: member2 }, { name: 'x.png', body: Buffer.from('<html><script>alert(1)</script></html>') });
    expect((await t.app.inject({ method: 'POST', url: '/api/upload/chatimg', ...html })).json()).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: '只能发送 JPG、PNG、GIF 或 WebP 格式的图片' });
    const big = multipart({ token: member2 }, { name: 'big.png', body: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) });
    expect((await t.app.inject({ method: 'POST', url: '/api/upload/chatimg', ...big })).json()).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: '图片不能超过 5MB' });
    const anon = multipart({}, { name: 'a.png', body: PNG });
    expect((await t.app.inject({ method: 'POST', url: '/api/upload/chatimg', ...anon })).json().code).toBe(ErrorCode.TOKEN_ERROR);
    expect((await t.app.inject({ method: 'GET', url: '/upload/chat/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});
