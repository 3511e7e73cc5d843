// Redis stopped in the middle of a chat between two mall-api instances (a buyer's socket on A, the
// servicer's on B, pushes crossing through a private redis-server), then started again on its port.
// Sends keep working while it is away (the messages are stored; only the cross-instance push waits),
// and once it is back the servicer's client catches up: every message is shown exactly once, in order,
// and the database holds each exactly once.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { fixedCodeCaptchaService } from '../../modules/captcha/service';
import { TestChatClient } from '../../modules/chat/test-client';
import { callOk, login } from '../../test/harness';
import { cloneDatabase, dropDatabase, urlFor } from '../pg-admin';
import { FIXED_CAPTCHA, sleep, startRedis, uniqueName } from './support';

let dbName = '';
let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
const databases: Database[] = [];
const apps: FastifyInstance[] = [];
const urls: string[] = [];

beforeAll(async () => {
  dbName = uniqueName(`${inject('faultsTemplate')}_chat`);
  await cloneDatabase(inject('faultsPgBase'), inject('faultsTemplate'), dbName);
  redis = await startRedis();
  for (let i = 0; i < 2; i++) {
    const database = await openDatabase({ url: urlFor(inject('faultsPgBase'), dbName) });
    databases.push(database);
    const app = await buildApp({
      db: database,
      captcha: fixedCodeCaptchaService(FIXED_CAPTCHA),
      rateLimit: false,
      redisUrl: redis.url,
      chat: { sendLimit: false, channel: `mall-faults:chat:${dbName}` },
      logger: false,
    });
    apps.push(app);
    urls.push((await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws'));
  }
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const d of databases) await d.close().catch(() => undefined);
  await redis?.stop();
  if (dbName) await dropDatabase(inject('faultsPgBase'), dbName);
});

const until = async (done: () => boolean, ms = 5000) => {
  for (const end = Date.now() + ms; !done() && Date.now() < end; ) await sleep(20);
};

describe('Redis stopped during a chat across two instances', () => {
  it('loses nothing and shows nothing twice once Redis is back', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const token = await login(a, 'member07', 'member7pass');
    const servicer = await callOk(b, '/servicer/api/servicer/login', { username: 'kefu2', password: 'kefu123456' });
    const receiver = new TestChatClient(`${urls[1]}/ws`, { cookie: `mall_servicer_token=${servicer.servicer_token}` });
    await receiver.connect();
    const say = (content: string) => callOk(a, '/servicer/api/chat/say', { token, site_id: 2, content });

    const sent: { seq: number; content: string }[] = [];
    for (let i = 0; i < 10; i++) sent.push({ ...(await say(`断开前 ${i}`)), content: `断开前 ${i}` });
    await until(() => receiver.shown.length >= 10);
    expect(receiver.shown.length).toBe(10);

    // Redis goes away: sending still works (stored), the push to B waits.
    await redis!.stop();
    const whileDown: string[] = [];
    for (let i = 0; i < 10; i++) {
      const content = `断开中 ${i}`;
      sent.push({ ...(await say(content)), content });
      whileDown.push(content);
    }
    // Back on its port; the next messages are pushed again and the servicer's client fills the gap.
    redis = await startRedis(redis!.port);
    let pushed = false;
    for (let i = 0; i < 50 && !pushed; i++) {
      const content = `恢复后 ${i}`;
      sent.push({ ...(await say(content)), content });
      await until(() => receiver.shown.length === sent.length, 1000);
      pushed = receiver.shown.length === sent.length;
    }
    expect(pushed, 'pushes resumed after Redis came back').toBe(true);
    const shown = receiver.shown.map((m) => [m.seq, m.consumer_say]);
    expect(shown).toEqual(sent.map((s) => [s.seq, s.content]));
    expect(new Set(shown.map(([seq]) => seq)).size).toBe(sent.length);
    await receiver.close();

    // Reconciled in the database: each message stored once, sequences without holes.
    const client = new pg.Client({ connectionString: urlFor(inject('faultsPgBase'), dbName) });
    await client.connect();
    const rows = (await client.query(`select content, count(*)::int n from chat_message where content = any($1) group by content`, [sent.map((s) => s.content)])).rows as { n: number }[];
    await client.end();
    expect(rows.length).toBe(sent.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    console.info(`[faults] Redis stopped mid-chat: ${sent.length} messages (${whileDown.length} while it was away), all shown once and in order`);
  });
});
