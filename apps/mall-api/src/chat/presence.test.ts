// Buyer presence: in-process, and in Redis across two instances — a member is online while
// any instance holds a socket, an instance's clear does not hide another's socket, and the mark of an
// instance that died (no clear, no pings) runs out after its TTL. Redis: REDIS_URL or 127.0.0.1:6379.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalPresence, createRedisPresence, type PresenceStore } from './presence';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const opened: PresenceStore[] = [];
afterAll(async () => {
  for (const p of opened) await p.close();
});

describe('presence', () => {
  it('in-process: marked until cleared', async () => {
    const p = createLocalPresence();
    await p.mark(7);
    expect([...(await p.online([7, 8]))]).toEqual([7]);
    await p.clear(7);
    expect((await p.online([7])).size).toBe(0);
  });

  it('in Redis: seen from another instance, kept while any instance holds the member, gone after the TTL of a dead one', async () => {
    const prefix = `mall-api:chat:test:${randomBytes(4).toString('hex')}`;
    let clock = 1_000_000;
    const now = () => clock;
    const a = await createRedisPresence(REDIS_URL, { prefix, ttlMs: 60_000, now });
    const b = await createRedisPresence(REDIS_URL, { prefix, ttlMs: 60_000, now });
    opened.push(a, b);
    await a.mark(101);
    expect([...(await b.online([101, 102]))]).toEqual([101]);
    await b.mark(101);
    await a.clear(101);
    expect((await a.online([101])).has(101)).toBe(true); // b still holds a socket
    await b.clear(101);
    expect((await a.online([101])).has(101)).toBe(false);
    // An instance that dies without clearing: its mark counts until the TTL passes.
    await a.mark(102);
    clock += 59_000;
    expect((await b.online([102])).has(102)).toBe(true);
    clock += 2_000;
    expect((await b.online([102])).has(102)).toBe(false);
  });
});
