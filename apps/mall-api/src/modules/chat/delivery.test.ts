// Delivery that loses nothing (ARCHITECTURE §3): 1,000 messages over real websockets with
// both connections dropped at random points (a fixed PRNG picks them): the receiver shows every
// sequence exactly once, in order, with the sent contents.
import { beforeAll, describe, expect, it } from 'vitest';
import { callOk, login, testAppPerFile } from '../../test/harness';
import { exchange } from './test-client';

let base: string;

const t = testAppPerFile({ chat: { sendLimit: false } });
beforeAll(async () => {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace('http', 'ws');
});

describe('chat delivery over websockets', () => {
  it('1,000 messages with connections dropped at random: none lost, none shown twice', async () => {
    const token = await login(t.app, 'member03', 'member3pass');
    const servicer = await callOk(t.app, '/servicer/api/servicer/login', { username: 'kefu3', password: 'kefu123456' });
    const { sent, receiver, sessionId, kills } = await exchange(
      { url: `${base}/ws`, headers: { cookie: `mall_token=${token}` } },
      { url: `${base}/ws`, headers: { cookie: `mall_servicer_token=${servicer.servicer_token}` } },
      3,
      1000,
      15,
    );
    expect(kills).toBeGreaterThan(20);
    const seqs = sent.map((m) => m.seq);
    expect(new Set(seqs).size).toBe(1000); // every send stored once, even when resent
    expect(seqs).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    const shown = receiver.shown.filter((m) => m.session_id === sessionId);
    expect(shown.map((m) => m.seq)).toEqual(seqs);
    expect(shown.map((m) => m.consumer_say)).toEqual(sent.map((m) => m.consumer_say));
    // The servicer has read nothing yet: all 1,000 are unread, exactly.
    const list = await callOk(t.app, '/servicer/api/chat/chatList', { servicer_token: servicer.servicer_token });
    expect(list.list.find((s) => s.session_id === sessionId)?.unread).toBe(1000);
  }, 180_000);
});
