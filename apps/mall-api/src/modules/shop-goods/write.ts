// A shop's goods writes. What the platform must look at first (a new goods; an edit of the name, a
// price, a new sku, the 832 / poverty tags) becomes a goods_review row and waits; the rest applies in
// the same transaction. Stock moves by the difference from what the merchant saw, with the checkout's
// own conditional update (never below 0), so an edit and a checkout never undo each other.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode, type ConsoleParsedRequestOf } from '@mall/rest-contract';
import { sanitizeHtml } from '@mall/rest-contract/html';
import type { Tx } from '../../db/client';
import { goods, goodsCategory, goodsSku } from '../../db/schema';
import { goodsReview, type GoodsReviewChanges, type ReviewedSku } from '../../db/schema-shop-console';
import { BusinessError } from '../../http/envelope';
import { searchFields } from '../search/text';
import type { AuditEntry } from '../console';
import { assertShopCategory } from './shop-categories';
import { brand } from '../../db/schema';

type CreateInput = ConsoleParsedRequestOf<'/admin/api/shop/goods/create'>;
type UpdateInput = ConsoleParsedRequestOf<'/admin/api/shop/goods/update'>;
type SkuInput = CreateInput['skus'][number];
type Audit = (entry: AuditEntry) => Promise<void>;

export const GOODS_NOT_APPROVED = '商品审核通过后才能上架';

/** The level-3 category and its two parents; anything else is refused. */
async function categoryLevels(tx: Tx, categoryId: number): Promise<{ categoryId: number; categoryId1: number; categoryId2: number }> {
  const [c3] = await tx.select().from(goodsCategory).where(eq(goodsCategory.categoryId, categoryId));
  if (!c3) throw new BusinessError('商品分类不存在', ErrorCode.NOT_FOUND);
  if (c3.level !== 3) throw new BusinessError('请选择第三级商品分类');
  const [c2] = await tx.select().from(goodsCategory).where(eq(goodsCategory.categoryId, c3.pid));
  if (!c2) throw new BusinessError('商品分类不存在', ErrorCode.NOT_FOUND);
  return { categoryId, categoryId1: c2.pid, categoryId2: c2.categoryId };
}

async function assertBrand(tx: Tx, brandId: number | null): Promise<void> {
  if (brandId === null) return;
  const [b] = await tx.select({ id: brand.brandId }).from(brand).where(eq(brand.brandId, brandId));
  if (!b) throw new BusinessError('品牌不存在', ErrorCode.NOT_FOUND);
}

/** The shared fields of a goods row from the editor's input (checked: category, brand, shop category). */
async function rowFields(tx: Tx, shopId: number, input: CreateInput | UpdateInput) {
  await assertBrand(tx, input.brand_id);
  await assertShopCategory(tx, shopId, input.shop_category_id);
  return {
    ...(await categoryLevels(tx, input.category_id)),
    brandId: input.brand_id,
    shopCategoryId: input.shop_category_id,
    goodsImage: input.images,
    introduction: input.introduction,
    content: sanitizeHtml(input.content),
    keywords: input.keywords,
    recommendWay: input.recommend_way,
  };
}

/** Exactly one default sku: the one marked, else the first. */
function withDefault<T extends { is_default: boolean }>(skus: T[]): T[] {
  const marked = skus.findIndex((s) => s.is_default);
  return skus.map((s, i) => ({ ...s, is_default: i === (marked < 0 ? 0 : marked) }));
}

const reviewedSku = (s: SkuInput, image: string, stock: number): ReviewedSku => ({
  sku_id: s.sku_id ?? null,
  spec_name: s.spec_name,
  price: s.price,
  discount_price: s.discount_price,
  sku_image: s.sku_image ?? image,
  stock,
  is_default: s.is_default,
});

/** Replaces a goods' pending review (if any) by a new one. */
async function submitReview(
  tx: Tx,
  row: { goodsId: number; siteId: number; kind: 'create' | 'edit'; changes: GoodsReviewChanges; before: GoodsReviewChanges; shelfAfter?: 'on' | 'off'; by: string },
): Promise<number> {
  await tx
    .update(goodsReview)
    .set({ status: 'superseded', decideTime: new Date() })
    .where(and(eq(goodsReview.goodsId, row.goodsId), eq(goodsReview.status, 'pending')));
  const [r] = await tx
    .insert(goodsReview)
    .values({ goodsId: row.goodsId, siteId: row.siteId, kind: row.kind, changes: row.changes, before: row.before, shelfAfter: row.shelfAfter ?? 'on', submittedBy: row.by })
    .returning({ id: goodsReview.reviewId });
  return r.id;
}

/** Whether the goods still waits for its first approval (see read.ts `unapprovedGoods`). */
export async function isUnapproved(tx: Tx, goodsId: number): Promise<boolean> {
  const rows = await tx.select({ kind: goodsReview.kind, status: goodsReview.status }).from(goodsReview).where(and(eq(goodsReview.goodsId, goodsId), eq(goodsReview.kind, 'create')));
  return rows.length > 0 && !rows.some((r) => r.status === 'approved');
}

/** Inserts the skus of a goods (new ones), the default first so the goods' default price is set. */
export async function insertSkus(tx: Tx, goodsId: number, skus: ReviewedSku[], sortFrom = 0): Promise<void> {
  for (const [i, s] of skus.entries()) {
    await tx.insert(goodsSku).values({
      goodsId,
      specName: s.spec_name,
      skuImage: s.sku_image,
      price: s.price,
      discountPrice: s.discount_price,
      stock: s.stock,
      isDefault: s.is_default,
      sort: sortFrom + i,
    });
  }
}

export async function createShopGoods(tx: Tx, shopId: number, by: string, input: CreateInput, audit: Audit) {
  const fields = await rowFields(tx, shopId, input);
  const skus = withDefault(input.skus).map((s) => reviewedSku(s, input.images[0], s.stock));
  // A new goods waits off the shelf; the platform's approval puts it on (when the merchant asked).
  const [g] = await tx
    .insert(goods)
    .values({
      ...fields,
      goodsName: input.goods_name,
      siteId: shopId,
      tagType: input.tag_type,
      tagLevel: input.tag_level,
      isOnShelf: false,
      ...searchFields(input.goods_name, input.keywords),
    })
    .returning({ id: goods.goodsId });
  await insertSkus(tx, g.id, skus);
  const changes: GoodsReviewChanges = { goods_name: input.goods_name, tag_type: input.tag_type, tag_level: input.tag_level, skus };
  const reviewId = await submitReview(tx, { goodsId: g.id, siteId: shopId, kind: 'create', changes, before: {}, shelfAfter: input.on_shelf ? 'on' : 'off', by });
  await audit({ action: 'goods.create', targetType: 'goods', targetId: g.id, after: { goods_name: input.goods_name, skus: skus.length, review_id: reviewId } });
  return { goods_id: g.id, review_id: reviewId, pending_fields: ['goods_name', 'skus', 'tags'] };
}

const skuOf = (s: typeof goodsSku.$inferSelect): ReviewedSku => ({
  sku_id: s.skuId,
  spec_name: s.specName,
  price: s.price,
  discount_price: s.discountPrice,
  sku_image: s.skuImage,
  stock: s.stock,
  is_default: s.isDefault,
});

export async function updateShopGoods(tx: Tx, shopId: number, by: string, input: UpdateInput, audit: Audit) {
  const [g] = await tx.select().from(goods).where(eq(goods.goodsId, input.goods_id)).for('update');
  const current = await tx.select().from(goodsSku).where(eq(goodsSku.goodsId, g.goodsId)).orderBy(asc(goodsSku.sort), asc(goodsSku.skuId));
  const byId = new Map(current.map((s) => [s.skuId, s]));
  const foreign = input.skus.find((s) => s.sku_id !== undefined && !byId.has(s.sku_id));
  if (foreign) throw new BusinessError('规格不存在', ErrorCode.NOT_FOUND);
  // Skus that sold stay (orders, carts and reviews name them): set their stock to 0 instead.
  const kept = new Set(input.skus.flatMap((s) => (s.sku_id ? [s.sku_id] : [])));
  const dropped = current.filter((s) => !kept.has(s.skuId));
  if (dropped.length > 0) throw new BusinessError(`规格「${dropped[0].specName}」不能删除，可将其库存设为 0`);

  const fields = await rowFields(tx, shopId, input);
  const image = input.images[0];
  const proposed = withDefault(input.skus).map((s) => reviewedSku(s, image, s.sku_id ? byId.get(s.sku_id)!.stock : s.stock));
  const unapproved = await isUnapproved(tx, g.goodsId);

  const priceChanged = proposed.some((s) => s.sku_id === null || byId.get(s.sku_id)!.price !== s.price || byId.get(s.sku_id)!.discountPrice !== s.discount_price);
  const nameChanged = input.goods_name !== g.goodsName;
  const tagsChanged = input.tag_type !== g.tagType || input.tag_level !== g.tagLevel;

  // What applies at once: the row's own fields, and each existing sku's name, picture and default.
  await tx
    .update(goods)
    .set({ ...fields, ...(unapproved ? { goodsName: input.goods_name, tagType: input.tag_type, tagLevel: input.tag_level } : {}), ...searchFields(unapproved ? input.goods_name : g.goodsName, input.keywords) })
    .where(eq(goods.goodsId, g.goodsId));
  await applySkuLabels(tx, g.goodsId, unapproved ? proposed : proposed.filter((s) => s.sku_id !== null).map((s) => ({ ...s, price: byId.get(s.sku_id!)!.price, discount_price: byId.get(s.sku_id!)!.discountPrice })));
  if (unapproved) await insertSkus(tx, g.goodsId, proposed.filter((s) => s.sku_id === null), current.length);

  const pending: string[] = [];
  if (nameChanged) pending.push('goods_name');
  if (priceChanged) pending.push('skus');
  if (tagsChanged) pending.push('tags');
  let reviewId: number | null = null;
  if (unapproved) {
    // Nothing sells yet: the whole goods goes (again) to the platform as a new goods.
    const [last] = await tx.select({ shelfAfter: goodsReview.shelfAfter }).from(goodsReview).where(eq(goodsReview.goodsId, g.goodsId)).orderBy(sql`${goodsReview.reviewId} desc`).limit(1);
    const skus = (await tx.select().from(goodsSku).where(eq(goodsSku.goodsId, g.goodsId)).orderBy(asc(goodsSku.sort), asc(goodsSku.skuId))).map(skuOf);
    reviewId = await submitReview(tx, {
      goodsId: g.goodsId,
      siteId: shopId,
      kind: 'create',
      changes: { goods_name: input.goods_name, tag_type: input.tag_type, tag_level: input.tag_level, skus },
      before: {},
      shelfAfter: (last?.shelfAfter as 'on' | 'off' | undefined) ?? 'on',
      by,
    });
  } else if (pending.length > 0) {
    const changes: GoodsReviewChanges = {
      ...(nameChanged ? { goods_name: input.goods_name } : {}),
      ...(tagsChanged ? { tag_type: input.tag_type, tag_level: input.tag_level } : {}),
      ...(priceChanged ? { skus: proposed } : {}),
    };
    const before: GoodsReviewChanges = {
      ...(nameChanged ? { goods_name: g.goodsName } : {}),
      ...(tagsChanged ? { tag_type: g.tagType, tag_level: g.tagLevel } : {}),
      ...(priceChanged ? { skus: current.map(skuOf) } : {}),
    };
    reviewId = await submitReview(tx, { goodsId: g.goodsId, siteId: shopId, kind: 'edit', changes, before, by });
  }
  await audit({
    action: 'goods.update',
    targetType: 'goods',
    targetId: g.goodsId,
    before: { category_id: g.categoryId, brand_id: g.brandId, images: g.goodsImage.length, recommend_way: g.recommendWay },
    after: { category_id: input.category_id, brand_id: input.brand_id, images: input.images.length, recommend_way: input.recommend_way, review_id: reviewId, pending },
  });
  return { goods_id: g.goodsId, review_id: reviewId, pending_fields: unapproved ? ['goods_name', 'skus', 'tags'] : pending };
}

/** Writes existing skus' names, pictures, default flag and prices (as given); the default moves first. */
export async function applySkuLabels(tx: Tx, goodsId: number, skus: ReviewedSku[]): Promise<void> {
  const existing = skus.filter((s) => s.sku_id !== null);
  if (existing.length === 0) return;
  // One default per goods (a unique index): clear the others before marking the new one.
  const next = existing.find((s) => s.is_default);
  if (next) await tx.update(goodsSku).set({ isDefault: false }).where(and(eq(goodsSku.goodsId, goodsId), sql`${goodsSku.skuId} <> ${next.sku_id}`));
  for (const s of existing) {
    await tx
      .update(goodsSku)
      .set({ specName: s.spec_name, skuImage: s.sku_image, price: s.price, discountPrice: s.discount_price, isDefault: s.is_default })
      .where(and(eq(goodsSku.skuId, s.sku_id!), eq(goodsSku.goodsId, goodsId)));
  }
}

/** Moves a sku's stock by (stock − seen_stock), never below 0: concurrent checkouts keep their decrements. */
export async function changeStock(tx: Tx, input: { sku_id: number; seen_stock: number; stock: number }, audit: Audit) {
  const delta = input.stock - input.seen_stock;
  const [row] = await tx
    .update(goodsSku)
    .set({ stock: sql`${goodsSku.stock} + ${delta}` })
    .where(and(eq(goodsSku.skuId, input.sku_id), sql`${goodsSku.stock} + ${delta} >= 0`))
    .returning({ stock: goodsSku.stock });
  if (!row) throw new BusinessError('库存已被新订单占用，减少后会小于 0，请刷新后重试');
  await audit({ action: 'goods.stock', targetType: 'sku', targetId: input.sku_id, before: { stock: row.stock - delta }, after: { stock: row.stock, delta } });
  return { sku_id: input.sku_id, stock: row.stock };
}

export async function setShelf(tx: Tx, goodsIds: number[], onShelf: boolean, audit: Audit) {
  const ids = [...new Set(goodsIds)];
  if (onShelf) {
    for (const id of ids) if (await isUnapproved(tx, id)) throw new BusinessError(GOODS_NOT_APPROVED);
  }
  const updated = await tx.update(goods).set({ isOnShelf: onShelf }).where(and(inArray(goods.goodsId, ids), sql`${goods.isOnShelf} <> ${onShelf}`)).returning({ id: goods.goodsId });
  // A new goods taken off before approval stays off once approved.
  if (!onShelf) await tx.update(goodsReview).set({ shelfAfter: 'off' }).where(and(inArray(goodsReview.goodsId, ids), eq(goodsReview.status, 'pending'), eq(goodsReview.kind, 'create')));
  for (const u of updated) await audit({ action: onShelf ? 'goods.shelf.on' : 'goods.shelf.off', targetType: 'goods', targetId: u.id, before: { is_on_shelf: !onShelf }, after: { is_on_shelf: onShelf } });
  if (updated.length === 0) await audit({ action: onShelf ? 'goods.shelf.on' : 'goods.shelf.off', targetType: 'goods', targetId: ids.join(','), after: { unchanged: true } });
  return { updated: updated.length };
}
