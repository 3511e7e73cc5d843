// A malformed Cookie header (a value that is not valid percent-encoding, a pair without a name) on
// every mall-api entry that reads cookies: the REST upload calls, the chat upload and the chat
// socket. Each answers as if the bad cookie were a wrong one, never a 500 or a dropped socket.
import WebSocket from 'ws';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@mall/rest-contract';
import { login, testAppPerFile } from '../test/harness';
import { cookieValue, tokenFromCookie } from './cookies';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const BAD_PERCENT = '%E0%A4%A';

function multipart(cookie: string) {
  const boundary = '----cookie' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie } };
}

describe('cookieValue', () => {
  it.each([
    ['mall_token=abc', 'mall_token', 'abc'],
    ['a=1; mall_token=%E5%BC%A0', 'mall_token', '张'],
    [`mall_token=${BAD_PERCENT}`, 'mall_token', BAD_PERCENT],
    ['=x; ;; mall_token=ok', 'mall_token', 'ok'],
    ['mall_token=', 'mall_token', undefined],
    ['xmall_token=abc', 'mall_token', undefined],
    ['mall_token=first; mall_token=second', 'mall_token', 'first'],
  ])('%s → %s = %s', (header, name, expected) => {
    expect(cookieValue(header, name)).toBe(expected);
  });
  it('reads nothing from no header', () => {
    expect(tokenFromCookie(undefined)).toBeUndefined();
  });
});

const t = testAppPerFile({ uploadDir: mkdtempSync(join(tmpdir(), 'cookie-up-')), chat: { sendLimit: false } });
let token: string;
beforeAll(async () => {
  token = await login(t.app, 'member05', 'member5pass');
});

describe('a malformed cookie on each entry', () => {
  it('REST: a call with a malformed Cookie header answers as usual', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/member/info', payload: { token }, headers: { cookie: `mall_token=${BAD_PERCENT}; =junk; %%%` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { username: 'member05' } });
  });

  it('REST avatar upload: a malformed session cookie is a token error, not a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/upload/headimg', ...multipart(`mall_token=${BAD_PERCENT}`) });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(ErrorCode.TOKEN_ERROR);
  });

  it('chat upload: a malformed servicer cookie falls back to the member cookie; a malformed member cookie is a token error', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/upload/chatimg', ...multipart(`mall_servicer_token=${BAD_PERCENT}; mall_token=${token}`) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.pic_path).toMatch(/^\/upload\/chat\/[0-9a-f]{32}\.png$/);
    const bad = await t.app.inject({ method: 'POST', url: '/api/upload/chatimg', ...multipart(`mall_token=${BAD_PERCENT}`) });
    expect(bad.statusCode).toBe(200);
    expect(bad.json().code).toBe(ErrorCode.TOKEN_ERROR);
  });

  it('chat socket: a malformed cookie still opens the socket, as the member its valid cookie names', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const init = await new Promise<{ role: string }>((resolve, reject) => {
      const ws = new WebSocket(`${address.replace('http', 'ws')}/ws`, { headers: { cookie: `mall_servicer_token=${BAD_PERCENT}; =x; mall_token=${token}` } });
      ws.on('error', reject);
      ws.on('message', (raw) => {
        const frame = JSON.parse(String(raw)) as { type: string; role?: string };
        if (frame.type !== 'init') return;
        ws.close();
        resolve({ role: frame.role ?? '' });
      });
    });
    expect(init.role).toBe('member');
  });
});
