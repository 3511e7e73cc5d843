// Seed of the shops' own goods categories (店内分类): a two-level tree for 湘西保靖黄金茶 (shop 1) and
// 寻乌脐橙 (shop 3), the shops with seeded staff, with two of their goods filed under it (so the
// console shows counts and refuses deleting a used one).
// Once per database (marker).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { goods, shop } from './schema';
import { shopGoodsCategory } from './schema-shop-self';
import { markSeeded, seedOnce } from './seed-once';

const MARKER = 'seed_shop_self';

/** Per shop (1, then 3): top categories and their children. */
const TREES: { name: string; children: string[] }[][] = [
  [
    { name: '黄金茶', children: ['明前春茶', '夏秋茶'] },
    { name: '茶礼盒', children: [] },
    { name: '湘西山货', children: ['腊味', '菌菇干货'] },
  ],
  [
    { name: '脐橙鲜果', children: ['精品礼盒', '家庭实惠装'] },
    { name: '果干果脯', children: [] },
  ],
];

export async function seedShopSelfData(db: Db): Promise<Record<string, number>> {
  return seedOnce(db, { marker: MARKER }, async (tx): Promise<Record<string, number>> => {
    const shops = await tx
      .select({ siteId: shop.siteId })
      .from(shop)
      .where(inArray(shop.siteId, [1, 3]))
      .orderBy(asc(shop.siteId));
    let categories = 0;
    let filed = 0;
    for (const [i, s] of shops.entries()) {
      const firstChildren: number[] = [];
      for (const [sort, top] of TREES[i].entries()) {
        const [parent] = await tx.insert(shopGoodsCategory).values({ siteId: s.siteId, pid: 0, categoryName: top.name, sort }).returning();
        categories += 1;
        for (const [childSort, name] of top.children.entries()) {
          const [child] = await tx.insert(shopGoodsCategory).values({ siteId: s.siteId, pid: parent.categoryId, categoryName: name, sort: childSort }).returning();
          categories += 1;
          if (childSort === 0) firstChildren.push(child.categoryId);
        }
      }
      // The shop's first two goods go under its first child category.
      const own = await tx.select({ id: goods.goodsId }).from(goods).where(eq(goods.siteId, s.siteId)).orderBy(asc(goods.goodsId)).limit(2);
      if (own.length && firstChildren[0]) {
        await tx
          .update(goods)
          .set({ shopCategoryId: firstChildren[0] })
          .where(and(eq(goods.siteId, s.siteId), inArray(goods.goodsId, own.map((g) => g.id))));
        filed += own.length;
      }
    }
    await markSeeded(tx, MARKER);
    return { shop_goods_category: categories, shop_category_goods: filed };
  });
}
