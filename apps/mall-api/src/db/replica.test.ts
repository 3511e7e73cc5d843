// The reader over a primary and a replica: selects and raw reads go to the replica, writes and
// transactions to the primary; the app sends the catalogue, goods detail and search to the reader
// and keeps everything a shopper writes and reads back (cart, sessions) on the primary. Two seeded
// copies stand in for primary and replica here, told apart by one goods name (CI's replica suite runs
// the contract tests against a real streaming replica).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { fixedCodeCaptchaService } from '../modules/captcha/service';
import { callOk, login, openTestDatabase, TEST_CAPTCHA } from '../test/harness';
import { replicaReader, type Database } from './client';
import { cart, goods, goodsSku } from './schema';

let primary: Awaited<ReturnType<typeof openTestDatabase>>;
let replica: Awaited<ReturnType<typeof openTestDatabase>>;
let app: FastifyInstance;
let sku: { skuId: number; goodsId: number; goodsName: string; siteId: number };
const ON_REPLICA = '只在副本上的商品名称（测试）';

beforeAll(async () => {
  primary = await openTestDatabase();
  replica = await openTestDatabase();
  [sku] = await primary.database.db
    .select({ skuId: goodsSku.skuId, goodsId: goods.goodsId, goodsName: goods.goodsName, siteId: goods.siteId })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(sql`${goods.isOnShelf} and ${goodsSku.stock} > 10`)
    .orderBy(goodsSku.skuId)
    .limit(1);
  await replica.database.db.update(goods).set({ goodsName: ON_REPLICA }).where(eq(goods.goodsId, sku.goodsId));
  const database: Database = { ...primary.database, reader: replicaReader(primary.database.db, replica.database.db) };
  app = await buildApp({ db: database, captcha: fixedCodeCaptchaService(TEST_CAPTCHA), rateLimit: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await primary?.dispose();
  await replica?.dispose();
});

describe('replicaReader', () => {
  it('reads (select and execute) from the replica and writes (insert, transaction) to the primary', async () => {
    const reader = replicaReader(primary.database.db, replica.database.db);
    const [row] = await reader.select({ name: goods.goodsName }).from(goods).where(eq(goods.goodsId, sku.goodsId));
    expect(row.name).toBe(ON_REPLICA);
    const raw = (await reader.execute(sql`select goods_name from goods where goods_id = ${sku.goodsId}`)) as unknown as { rows: { goods_name: string }[] };
    expect(raw.rows[0].goods_name).toBe(ON_REPLICA);
    await reader.transaction(async (tx) => {
      const [inTx] = await tx.select({ name: goods.goodsName }).from(goods).where(eq(goods.goodsId, sku.goodsId));
      expect(inTx.name).toBe(sku.goodsName);
    });
    await reader.update(goods).set({ saleNum: sql`${goods.saleNum} + 1` }).where(eq(goods.goodsId, sku.goodsId));
    const [onPrimary] = await primary.database.db.select({ name: goods.goodsName, saleNum: goods.saleNum }).from(goods).where(eq(goods.goodsId, sku.goodsId));
    const [onReplica] = await replica.database.db.select({ saleNum: goods.saleNum }).from(goods).where(eq(goods.goodsId, sku.goodsId));
    expect(onPrimary.name).toBe(sku.goodsName);
    expect(onPrimary.saleNum).toBe(onReplica.saleNum + 1);
  });
});

describe('the app with a reader', () => {
  it('answers goods detail and the goods list from the reader', async () => {
    expect((await callOk(app, '/api/goodssku/detail', { sku_id: sku.skuId })).goods_name).toBe(ON_REPLICA);
    const page = await callOk(app, '/api/goodssku/page', { site_id: sku.siteId, page_size: 50 });
    expect(page.list.find((g: { goods_id: number }) => g.goods_id === sku.goodsId)?.goods_name).toBe(ON_REPLICA);
  });

  it('keeps the shopper\'s own writes and reads on the primary', async () => {
    const token = await login(app);
    await callOk(app, '/api/cart/add', { token, sku_id: sku.skuId, num: 1 });
    const lines = await primary.database.db.select({ skuId: cart.skuId }).from(cart).where(eq(cart.skuId, sku.skuId));
    expect(lines.length).toBeGreaterThan(0);
    expect(await replica.database.db.select({ skuId: cart.skuId }).from(cart).where(eq(cart.skuId, sku.skuId))).toHaveLength(0);
    expect(await callOk(app, '/api/cart/count', { token })).toBeGreaterThan(0);
  });
});
