// A shop's own goods categories (two levels: pid 0 is a top category). goods.shop_category_id points
// here without a foreign key (a goods may have none); deleting a category in use is refused by the
// console call instead.
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { shop } from './schema';
import { createTime, id, ownedBy, sortKey } from './columns';

export const shopGoodsCategory = pgTable(
  'shop_goods_category',
  {
    categoryId: id('category_id'),
    siteId: ownedBy('site_id', () => shop.siteId),
    pid: integer('pid').notNull().default(0),
    categoryName: varchar('category_name', { length: 32 }).notNull(),
    sort: sortKey(),
    createTime: createTime(),
  },
  (t) => [index('shop_goods_category_site_idx').on(t.siteId, t.pid, t.sort), uniqueIndex('shop_goods_category_name_uq').on(t.siteId, t.pid, t.categoryName)],
);
