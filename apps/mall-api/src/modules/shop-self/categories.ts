// The shop's own goods categories: two levels (a top category, pid 0, and its children). The goods
// editor offers them through shop-goods' `provideShopCategories`; a category with goods or children
// is not deleted.
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { ConsoleParsedRequestOf, ShopCategoryNode } from '@mall/rest-contract';
import type { Tx } from '../../db/client';
import { goods } from '../../db/schema';
import { shopGoodsCategory } from '../../db/schema-shop-self';
import { BusinessError } from '../../http/envelope';
import { changedFields, defineShopOwned, ownedByColumn, type AuditEntry } from '../console';
import { provideShopCategories } from '../shop-goods';

type SaveInput = ConsoleParsedRequestOf<'/admin/api/shop/category/save'>;
type Audit = (e: AuditEntry) => Promise<void>;
type Row = typeof shopGoodsCategory.$inferSelect;

defineShopOwned('shop_category', { label: '店内分类', lookup: ownedByColumn(shopGoodsCategory, shopGoodsCategory.categoryId, shopGoodsCategory.siteId) });

const rowsOf = (tx: Tx, shopId: number) =>
  tx.select().from(shopGoodsCategory).where(eq(shopGoodsCategory.siteId, shopId)).orderBy(asc(shopGoodsCategory.sort), asc(shopGoodsCategory.categoryId));

/** Top categories each followed by its children, as the tree reads top-down. */
function treeOrder(rows: Row[]): Row[] {
  const tops = rows.filter((r) => r.pid === 0);
  return tops.flatMap((t) => [t, ...rows.filter((r) => r.pid === t.categoryId)]);
}

export async function listShopCategories(tx: Tx, shopId: number): Promise<ShopCategoryNode[]> {
  const rows = treeOrder(await rowsOf(tx, shopId));
  const ids = rows.map((r) => r.categoryId);
  const counts = ids.length
    ? await tx
        .select({ id: goods.shopCategoryId, n: count() })
        .from(goods)
        .where(and(eq(goods.siteId, shopId), inArray(goods.shopCategoryId, ids)))
        .groupBy(goods.shopCategoryId)
    : [];
  const own = new Map(counts.map((c) => [Number(c.id), Number(c.n)]));
  return rows.map((r) => ({
    id: r.categoryId,
    pid: r.pid,
    name: r.categoryName,
    sort: r.sort,
    goods_num: (own.get(r.categoryId) ?? 0) + (r.pid === 0 ? rows.filter((c) => c.pid === r.categoryId).reduce((n, c) => n + (own.get(c.categoryId) ?? 0), 0) : 0),
  }));
}

// The goods editor's choice: every category, a child named with its parent ("茶叶 / 绿茶").
provideShopCategories(async (tx, shopId) => {
  const rows = treeOrder(await rowsOf(tx, shopId));
  const names = new Map(rows.map((r) => [r.categoryId, r.categoryName]));
  return rows.map((r) => ({ id: r.categoryId, name: r.pid === 0 ? r.categoryName : `${names.get(r.pid) ?? ''} / ${r.categoryName}` }));
});

const snapshot = (r: Row) => ({ pid: r.pid, name: r.categoryName, sort: r.sort });

export async function saveShopCategory(tx: Tx, shopId: number, input: SaveInput, audit: Audit): Promise<ShopCategoryNode> {
  if (input.pid !== 0) {
    const [parent] = await tx.select().from(shopGoodsCategory).where(eq(shopGoodsCategory.categoryId, input.pid));
    if (parent?.pid !== 0) throw new BusinessError('上级分类只能是一级分类（店内分类最多两级）');
    if (input.id !== undefined && input.pid === input.id) throw new BusinessError('上级分类不能是它自己');
  }
  const [same] = await tx
    .select({ id: shopGoodsCategory.categoryId })
    .from(shopGoodsCategory)
    .where(
      and(
        eq(shopGoodsCategory.siteId, shopId),
        eq(shopGoodsCategory.pid, input.pid),
        eq(shopGoodsCategory.categoryName, input.name),
        input.id === undefined ? undefined : ne(shopGoodsCategory.categoryId, input.id),
      ),
    );
  if (same) throw new BusinessError(`同一级下已有分类「${input.name}」`);
  const fields = { siteId: shopId, pid: input.pid, categoryName: input.name, sort: input.sort };
  let row: Row;
  if (input.id === undefined) {
    [row] = await tx.insert(shopGoodsCategory).values(fields).returning();
    await audit({ action: 'shop.category.create', targetType: 'shop_category', targetId: row.categoryId, after: snapshot(row) });
  } else {
    const [before] = await tx.select().from(shopGoodsCategory).where(eq(shopGoodsCategory.categoryId, input.id)).for('update');
    if (input.pid !== 0 && before.pid === 0) {
      const [child] = await tx.select({ id: shopGoodsCategory.categoryId }).from(shopGoodsCategory).where(eq(shopGoodsCategory.pid, before.categoryId)).limit(1);
      if (child) throw new BusinessError('该分类下还有二级分类，不能移到其他分类下面');
    }
    [row] = await tx.update(shopGoodsCategory).set(fields).where(eq(shopGoodsCategory.categoryId, input.id)).returning();
    await audit({ action: 'shop.category.update', targetType: 'shop_category', targetId: row.categoryId, ...changedFields(snapshot(before), snapshot(row)) });
  }
  const node = (await listShopCategories(tx, shopId)).find((c) => c.id === row.categoryId);
  if (!node) throw new Error('saved shop category is missing from its tree');
  return node;
}

export async function deleteShopCategory(tx: Tx, id: number, audit: Audit): Promise<{ id: number }> {
  const [row] = await tx.select().from(shopGoodsCategory).where(eq(shopGoodsCategory.categoryId, id)).for('update');
  const [child] = await tx.select({ id: shopGoodsCategory.categoryId }).from(shopGoodsCategory).where(eq(shopGoodsCategory.pid, id)).limit(1);
  if (child) throw new BusinessError(`分类「${row.categoryName}」下还有二级分类，请先删除或移走它们`);
  const [used] = await tx
    .select({ n: count() })
    .from(goods)
    .where(and(eq(goods.siteId, row.siteId), eq(goods.shopCategoryId, id)));
  if (Number(used?.n ?? 0) > 0) throw new BusinessError(`分类「${row.categoryName}」下有 ${Number(used.n)} 件商品，请先把它们改到其他分类后再删除`);
  await tx.delete(shopGoodsCategory).where(eq(shopGoodsCategory.categoryId, id));
  await audit({ action: 'shop.category.delete', targetType: 'shop_category', targetId: id, before: snapshot(row) });
  return { id };
}
