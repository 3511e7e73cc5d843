// mall-api's request ids: the id storefront-server sent (x-request-id) names the request on every log
// line and comes back in the answer; a request without one (or with a malformed one) gets a fresh id.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../test/harness';

const lines: { reqId?: string; msg?: string }[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { reqId?: string; msg?: string });
    done();
  },
});
const t = testAppPerFile({ logger: { level: 'info', stream } });

describe('request ids', () => {
  it("logs and answers with the gateway's id", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pc/navList', payload: {}, headers: { 'x-request-id': 'a1b2c3d4e5f60718293a4b5c6d7e8f90' } });
    expect(res.headers['x-request-id']).toBe('a1b2c3d4e5f60718293a4b5c6d7e8f90');
    const mine = lines.filter((l) => l.reqId === 'a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('makes a fresh id for a request without one or with a malformed one', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/health' });
    const odd = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': '"}{injected' } });
    for (const res of [plain, odd]) expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(plain.headers['x-request-id']).not.toBe(odd.headers['x-request-id']);
    expect(lines.some((l) => l.reqId === odd.headers['x-request-id'])).toBe(true);
  });
});
