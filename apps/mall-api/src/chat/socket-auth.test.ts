// Who the chat socket takes a client for: tokens in the URL are ignored (access logs keep URLs); the
// cookie, or the first frame of a `/ws?auth=frame` socket, says who it is.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOk, login, testAppPerFile } from '../test/harness';

const t = testAppPerFile({ chat: { sendLimit: false } });
let base: string;
let servicerToken: string;
let memberToken: string;

beforeAll(async () => {
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  servicerToken = (await callOk(t.app, '/servicer/api/servicer/login', { username: 'kefu2', password: 'kefu123456' })).servicer_token;
  memberToken = await login(t.app, 'member05', 'member5pass');
});
afterAll(() => t.app.close());

/** Opens a socket, sends `first` on open (if any), and answers the `init` frame and the frames after it. */
function open(url: string, options: { cookie?: string; first?: unknown } = {}) {
  const ws = new WebSocket(url, { headers: options.cookie ? { cookie: options.cookie } : {} });
  const frames: { type: string; role?: string }[] = [];
  const init = new Promise<{ type: string; role?: string }>((resolveP, reject) => {
    ws.on('open', () => options.first !== undefined && ws.send(JSON.stringify(options.first)));
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as { type: string; role?: string };
      frames.push(frame);
      if (frame.type === 'init') resolveP(frame);
    });
    ws.on('error', reject);
  });
  return { ws, init, frames };
}

describe('chat socket identity', () => {
  it('ignores tokens in the query string', async () => {
    const servicer = open(`${base}/ws?servicer_token=${servicerToken}`);
    expect((await servicer.init).role).toBe('guest');
    const member = open(`${base}/ws?token=${memberToken}`);
    expect((await member.init).role).toBe('guest');
    servicer.ws.close();
    member.ws.close();
  });

  it('takes the servicer or the member from the first frame of /ws?auth=frame', async () => {
    const servicer = open(`${base}/ws?auth=frame`, { first: { type: 'auth', servicer_token: servicerToken } });
    expect((await servicer.init).role).toBe('servicer');
    const member = open(`${base}/ws?auth=frame`, { first: { type: 'auth', token: memberToken } });
    expect((await member.init).role).toBe('member');
    const wrong = open(`${base}/ws?auth=frame`, { first: { type: 'auth', servicer_token: 'not-a-token', token: { $ne: null } } });
    expect((await wrong.init).role).toBe('guest');
    for (const s of [servicer, member, wrong]) s.ws.close();
  });

  it('takes them from their cookies, and a first frame that is not auth is answered as usual', async () => {
    const servicer = open(`${base}/ws`, { cookie: `mall_servicer_token=${servicerToken}` });
    expect((await servicer.init).role).toBe('servicer');
    const pinging = open(`${base}/ws?auth=frame`, { cookie: `mall_token=${memberToken}`, first: { type: 'ping' } });
    expect((await pinging.init).role).toBe('member');
    await new Promise((r) => setTimeout(r, 200));
    expect(pinging.frames.map((f) => f.type)).toEqual(['init', 'pong']);
    servicer.ws.close();
    pinging.ws.close();
  });
});
