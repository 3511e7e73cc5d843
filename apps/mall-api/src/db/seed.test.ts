// The seed is deterministic, idempotent and big enough for the storefront.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase, openTestDatabase } from '../test/harness';
import type { Database } from './client';
import { renderSvg, writeSeedImages } from './images';
import { goods, goodsSku } from './schema';
import { seedDatabase } from './seed';
import { buildSeedData } from './seed-data';

let seeded: { database: Database; dispose: () => Promise<void> };
beforeAll(async () => {
  seeded = await openTestDatabase();
});
afterAll(() => seeded?.dispose());

describe('seed data', () => {
  it('is the same on every build', () => {
    expect(buildSeedData()).toEqual(buildSeedData());
  });

  it('meets the storefront minimums', () => {
    const d = buildSeedData();
    expect(d.categories.filter((c) => c.level === 1).length).toBeGreaterThanOrEqual(8);
    for (const l1 of d.categories.filter((c) => c.level === 1)) {
      const l2 = d.categories.filter((c) => c.pid === l1.categoryId);
      expect(l2.length).toBeGreaterThan(0);
      expect(l2.every((c) => d.categories.some((c3) => c3.pid === c.categoryId))).toBe(true);
    }
    expect(d.goods.length).toBeGreaterThanOrEqual(300);
    const perGoods = new Map<number, number>();
    for (const s of d.skus) perGoods.set(s.goodsId, (perGoods.get(s.goodsId) ?? 0) + 1);
    expect([...perGoods.values()].every((n) => n >= 1 && n <= 3)).toBe(true);
    expect(d.skus.every((s) => s.discountPrice <= s.price && Number.isInteger(s.price))).toBe(true);
    expect(new Set(d.goods.map((g) => g.recommendWay))).toEqual(new Set([1, 2, 3]));
    expect(new Set(d.goods.map((g) => g.tagLevel))).toEqual(new Set([0, 2, 3, 4]));
    expect(d.shops).toHaveLength(26);
    expect(d.brands.length).toBeGreaterThanOrEqual(20);
    expect(d.notices.length).toBeGreaterThanOrEqual(8);
    expect(d.articles.length).toBeGreaterThanOrEqual(8);
    expect(d.carts.length).toBeGreaterThanOrEqual(7);
    expect(d.websites.length).toBeGreaterThanOrEqual(1);
  });
});

describe('seeding a database', () => {
  it('two fresh databases get identical goods and skus', async () => {
    const { database: other, dispose } = await openEmptyTestDatabase();
    try {
      await other.migrate();
      expect((await seedDatabase(other.db)).seeded).toBe(true);
      const read = (d: Database) =>
        Promise.all([d.db.select().from(goods).orderBy(asc(goods.goodsId)), d.db.select().from(goodsSku).orderBy(asc(goodsSku.skuId))]);
      const [a, b] = await Promise.all([read(seeded.database), read(other)]);
      // The catalogue's goods, then the few later seeds add (the verification desk's virtual goods).
      expect(a[0].length).toBeGreaterThanOrEqual(buildSeedData().goods.length);
      expect(a).toEqual(b);
    } finally {
      await dispose();
    }
    // A fresh database (initdb, migrations, the whole seed) takes most of a minute on a busy 2-core CI machine.
  }, 120_000);

  it('a second run does nothing', async () => {
    const count = async () =>
      ((await seeded.database.db.execute(sql`select count(*)::int as n from goods`)) as unknown as { rows: { n: number }[] }).rows[0].n;
    const before = await count();
    const result = await seedDatabase(seeded.database.db);
    expect(result.seeded).toBe(false);
    expect(await count()).toBe(before);
  });

  it('identity sequences continue after the seeded ids', async () => {
    const last = ((await seeded.database.db.execute(sql`select max(sku_id)::int as n from goods_sku`)) as unknown as { rows: { n: number }[] }).rows[0].n;
    expect(last).toBeGreaterThanOrEqual(buildSeedData().skus.length);
    const [row] = await seeded.database.db
      .insert(goodsSku)
      .values({ goodsId: 1, specName: '测试装', skuImage: '/upload/goods/1_1.svg', price: 100, discountPrice: 90 })
      .returning({ skuId: goodsSku.skuId });
    // Beyond every seeded id (a seed's rolled-back attempt may have used numbers too: sequences do not roll back).
    expect(row.skuId).toBeGreaterThan(last);
  });
});

describe('seed images', () => {
  it('writes each image with _mid and _small variants, once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mall-img-'));
    try {
      const images = buildSeedData().images.filter((i) => i.name.startsWith('goods/1_'));
      expect(await writeSeedImages(dir, images)).toBe(images.length);
      expect(readdirSync(join(dir, 'goods')).sort()).toEqual(images.flatMap((i) => [`${i.name.slice(6)}.svg`, `${i.name.slice(6)}_mid.svg`, `${i.name.slice(6)}_small.svg`]).sort());
      expect(await writeSeedImages(dir, images)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('escapes text and halves the mid variant', () => {
    const svg = renderSvg({ name: 'x', width: 400, height: 200, background: '#ffffff', title: '<湘西&腊肉>' });
    expect(svg).toContain('&lt;湘西&amp;腊肉&gt;');
    expect(renderSvg({ name: 'x', width: 400, height: 200, background: '#000000', title: 'a' }, 0.5)).toContain('width="200"');
  });
});
