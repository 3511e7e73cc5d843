// Two mall-api instances on one PostgreSQL with Redis pub/sub between them: a message sent
// to instance A reaches the socket held by instance B by push, and 1,000 messages with both sockets
// dropped at random lose nothing and show nothing twice. PostgreSQL: the run's DATABASE_URL (a clone
// of its seeded template), else a fresh database on 127.0.0.1:5432 (test); Redis: REDIS_URL or
// 127.0.0.1:6379. Each run has its own pub/sub channel.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { seedDatabase } from '../../db/seed';
import { adminQuery, cloneDatabase, dropDatabase, urlFor } from '../../test/pg-admin';
import { fixedCodeCaptchaService } from '../captcha/service';
import { callOk, login, TEST_CAPTCHA } from '../../test/harness';
import { exchange, TestChatClient } from './test-client';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const LOCAL_PG = process.env.CHAT_SCALE_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
const channel = `mall-api:chat:test:${randomBytes(4).toString('hex')}`;

let base = '';
let dbName = '';
const databases: Database[] = [];
const apps: FastifyInstance[] = [];
const urls: string[] = [];

beforeAll(async () => {
  const template = inject('pgTemplate');
  base = inject('pgBaseUrl') || LOCAL_PG;
  dbName = `chat_scale_${randomBytes(4).toString('hex')}`;
  if (template) await cloneDatabase(base, template, dbName);
  else await adminQuery(base, `CREATE DATABASE "${dbName}"`);
  for (let i = 0; i < 2; i++) {
    const database = await openDatabase({ url: urlFor(base, dbName) });
    databases.push(database);
    if (i === 0 && !template) {
      await database.migrate();
      await seedDatabase(database.db);
    }
    const app = await buildApp({ db: database, captcha: fixedCodeCaptchaService(TEST_CAPTCHA), rateLimit: false, redisUrl: REDIS_URL, chat: { sendLimit: false, channel } });
    apps.push(app);
    urls.push((await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws'));
  }
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const d of databases) await d.close().catch(() => undefined);
  if (dbName) await dropDatabase(base, dbName);
});

describe('chat across two mall-api instances (PostgreSQL + Redis)', () => {
  it('pushes a message sent to instance A to the socket held by instance B', async () => {
    const token = await login(apps[0]!, 'member04', 'member4pass');
    const servicer = await callOk(apps[1]!, '/servicer/api/servicer/login', { username: 'kefu4', password: 'kefu123456' });
    const receiver = new TestChatClient(`${urls[1]}/ws`, { cookie: `mall_servicer_token=${servicer.servicer_token}` });
    await receiver.connect();
    const sent = await callOk(apps[0]!, '/servicer/api/chat/say', { token, site_id: 4, content: '跨实例的第一条消息' });
    for (let i = 0; i < 100 && receiver.shown.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    // No catch-up call was made: this arrived by Redis pub/sub.
    expect(receiver.shown.map((m) => [m.seq, m.consumer_say])).toEqual([[sent.seq, '跨实例的第一条消息']]);
    // And back: the servicer answers on B, the member's socket on A hears it.
    const buyer = new TestChatClient(`${urls[0]}/ws`, { cookie: `mall_token=${token}` });
    await buyer.connect();
    await receiver.call('/servicer/api/chat/say', { session_id: sent.session_id, content: '您好，在的' });
    for (let i = 0; i < 100 && !buyer.shown.some((m) => m.type === 1); i++) await new Promise((r) => setTimeout(r, 20));
    // The reply (seq 2) arrives by push; the buyer's client fills the gap before it (seq 1) by catch-up.
    expect(buyer.shown.map((m) => [m.seq, m.type, m.consumer_say || m.servicer_say])).toEqual([
      [1, 0, '跨实例的第一条消息'],
      [2, 1, '您好，在的'],
    ]);
    await receiver.close();
    await buyer.close();
  });

  it('the servicer on B sees the buyer online while the buyer\'s socket is on A, offline once it closes', async () => {
    const token = await login(apps[0]!, 'member03', 'member3pass');
    const servicer = await callOk(apps[1]!, '/servicer/api/servicer/login', { username: 'kefu6', password: 'kefu123456' });
    const sent = await callOk(apps[0]!, '/servicer/api/chat/say', { token, site_id: 6, content: '在吗？' });
    const buyerOnline = async () =>
      (await callOk(apps[1]!, '/servicer/api/chat/chatList', { servicer_token: servicer.servicer_token, page_size: 30 })).list.find((s) => s.session_id === sent.session_id)!.online;
    expect(await buyerOnline()).toBe(false);
    const buyer = new TestChatClient(`${urls[0]}/ws`, { cookie: `mall_token=${token}` });
    await buyer.connect();
    expect(await buyerOnline()).toBe(true);
    await buyer.close();
    let online = true;
    for (let i = 0; i < 100 && online; i++) {
      await new Promise((r) => setTimeout(r, 20));
      online = await buyerOnline();
    }
    expect(online).toBe(false);
  });

  it('1,000 messages from A to B with sockets dropped at random: none lost, none shown twice', async () => {
    const token = await login(apps[0]!, 'member08', 'member8pass');
    const servicer = await callOk(apps[1]!, '/servicer/api/servicer/login', { username: 'kefu5', password: 'kefu123456' });
    const { sent, receiver, sessionId, kills } = await exchange(
      { url: `${urls[0]}/ws`, headers: { cookie: `mall_token=${token}` } },
      { url: `${urls[1]}/ws`, headers: { cookie: `mall_servicer_token=${servicer.servicer_token}` } },
      5,
      1000,
      2,
    );
    expect(kills).toBeGreaterThan(20);
    const seqs = sent.map((m) => m.seq);
    expect(seqs).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    const shown = receiver.shown.filter((m) => m.session_id === sessionId);
    expect(shown.map((m) => m.seq)).toEqual(seqs);
    expect(shown.map((m) => m.consumer_say)).toEqual(sent.map((m) => m.consumer_say));
  }, 180_000);
});
