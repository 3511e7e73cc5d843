// The platform's goods review: the queue of what shops submitted, a side-by-side detail, and the
// decision. Approving a new goods puts it on the shelf (when the merchant asked); approving an edit
// writes the proposed name, tags and prices. A refusal leaves the goods as it sells and tells the
// merchant why. The review row is locked, so a second decision finds it decided.
import { and, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { ErrorCode, type ConsoleParsedRequestOf, type ConsoleResponseOf } from '@mall/rest-contract';
import type { Tx } from '../../db/client';
import { goods, goodsSku, shop } from '../../db/schema';
import { goodsReview } from '../../db/schema-shop-console';
import { BusinessError } from '../../http/envelope';
import { searchFields } from '../search/text';
import { secs } from '../order/helpers';
import { byTime, likePattern, page, within } from '../admin-review/queries';
import type { AuditEntry } from '../console';
import { categoryPath, changesForDisplay } from './read';
import { applySkuLabels, insertSkus } from './write';

const STATUS_NAMES: Record<string, string> = { approved: '已通过', refused: '已驳回', superseded: '已被新的修改替代' };

const reviewColumns = {
  reviewId: goodsReview.reviewId,
  goodsId: goodsReview.goodsId,
  goodsName: goods.goodsName,
  goodsImage: goods.goodsImage,
  siteId: goodsReview.siteId,
  siteName: shop.siteName,
  kind: goodsReview.kind,
  status: goodsReview.status,
  reason: goodsReview.reason,
  submittedBy: goodsReview.submittedBy,
  decidedBy: goodsReview.decidedBy,
  createTime: goodsReview.createTime,
  decideTime: goodsReview.decideTime,
  changes: goodsReview.changes,
};

type ReviewRow = Omit<{ [K in keyof typeof reviewColumns]: (typeof reviewColumns)[K]['_']['data'] }, 'decideTime'> & { decideTime: Date | null };

const toRow = (r: ReviewRow) => ({
  review_id: r.reviewId,
  goods_id: r.goodsId,
  // The name the merchant asked for (a rename waits here), else the goods' own.
  goods_name: r.changes.goods_name ?? r.goodsName,
  goods_image: r.goodsImage[0] ?? '',
  site_id: r.siteId,
  site_name: r.siteName,
  kind: r.kind as 'create' | 'edit',
  status: r.status as 'pending' | 'approved' | 'refused' | 'superseded',
  reason: r.reason,
  submitted_by: r.submittedBy,
  decided_by: r.decidedBy,
  create_time: secs(r.createTime),
  decide_time: r.decideTime ? secs(r.decideTime) : null,
});

const joined = (tx: Tx) =>
  tx.select(reviewColumns).from(goodsReview).innerJoin(goods, eq(goods.goodsId, goodsReview.goodsId)).innerJoin(shop, eq(shop.siteId, goodsReview.siteId));

export async function listGoodsReviews(tx: Tx, input: ConsoleParsedRequestOf<'/admin/api/review/goods/list'>): Promise<ConsoleResponseOf<'/admin/api/review/goods/list'>> {
  const pattern = likePattern(input.keyword);
  const where: SQL | undefined = and(
    eq(goodsReview.status, input.state),
    pattern ? ilike(goods.goodsName, pattern) : undefined,
    within(goodsReview.createTime, input.from, input.to),
  );
  const [rows, total] = await Promise.all([
    joined(tx)
      .where(where)
      .orderBy(...byTime(input.sort ?? (input.state === 'pending' ? 'time' : undefined), goodsReview.createTime, goodsReview.reviewId))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    tx.$count(tx.select({ id: goodsReview.reviewId }).from(goodsReview).innerJoin(goods, eq(goods.goodsId, goodsReview.goodsId)).where(where).as('q')),
  ]);
  return page(rows.map(toRow), Number(total), input);
}

export async function goodsReviewDetail(tx: Tx, id: number): Promise<ConsoleResponseOf<'/admin/api/review/goods/detail'>> {
  const [r] = await joined(tx).where(eq(goodsReview.reviewId, id));
  if (!r) throw new BusinessError('审核不存在', ErrorCode.NOT_FOUND);
  const [g] = await tx.select({ categoryId: goods.categoryId, images: goods.goodsImage, content: goods.content }).from(goods).where(eq(goods.goodsId, r.goodsId));
  const [full] = await tx.select({ before: goodsReview.before }).from(goodsReview).where(eq(goodsReview.reviewId, id));
  return {
    ...toRow(r),
    changes: changesForDisplay(r.changes),
    before: changesForDisplay(full.before),
    category_path: (await categoryPath(tx, g.categoryId)).map((c) => c.category_name),
    images: g.images,
    content: g.content,
  };
}

export async function decideGoodsReview(
  tx: Tx,
  by: string,
  input: ConsoleParsedRequestOf<'/admin/api/review/goods/decide'>,
  audit: (entry: AuditEntry) => Promise<void>,
): Promise<ConsoleResponseOf<'/admin/api/review/goods/decide'>> {
  const [r] = await tx.select().from(goodsReview).where(eq(goodsReview.reviewId, input.id)).for('update');
  if (!r) throw new BusinessError('审核不存在', ErrorCode.NOT_FOUND);
  if (r.status !== 'pending') throw new BusinessError(`该商品审核已处理（${STATUS_NAMES[r.status] ?? r.status}），不能再次处理`);
  const status = input.agree ? 'approved' : 'refused';
  const changed: Record<string, unknown> = {};
  if (input.agree) {
    const [g] = await tx.select().from(goods).where(eq(goods.goodsId, r.goodsId)).for('update');
    if (r.kind === 'create') {
      await tx.update(goods).set({ isOnShelf: r.shelfAfter === 'on' }).where(eq(goods.goodsId, g.goodsId));
      changed.is_on_shelf = r.shelfAfter === 'on';
    } else {
      const c = r.changes;
      const name = c.goods_name ?? g.goodsName;
      await tx
        .update(goods)
        .set({
          goodsName: name,
          tagType: c.tag_type ?? g.tagType,
          tagLevel: c.tag_level ?? g.tagLevel,
          ...(c.goods_name !== undefined ? searchFields(name, g.keywords) : {}),
        })
        .where(eq(goods.goodsId, g.goodsId));
      if (c.skus) {
        // Skus changed since the submission (stock moved, another edit) keep their stock; prices and
        // names become the proposal's; new skus are added with their opening stock.
        const existing = await tx.select({ id: goodsSku.skuId }).from(goodsSku).where(eq(goodsSku.goodsId, g.goodsId));
        const ids = new Set(existing.map((s) => s.id));
        const proposed = c.skus.filter((s) => s.sku_id === null || ids.has(s.sku_id));
        const fresh = proposed.filter((s) => s.sku_id === null);
        // A new default among the fresh skus: clear the old one first (one default per goods).
        if (fresh.some((s) => s.is_default)) await tx.update(goodsSku).set({ isDefault: false }).where(inArray(goodsSku.skuId, [...ids]));
        await applySkuLabels(tx, g.goodsId, proposed);
        await insertSkus(tx, g.goodsId, fresh, existing.length);
      }
      Object.assign(changed, changesForDisplay(c));
    }
  }
  await tx.update(goodsReview).set({ status, reason: input.reason, decidedBy: by, decideTime: new Date() }).where(eq(goodsReview.reviewId, r.reviewId));
  await audit({
    action: `review.goods.${input.agree ? 'approve' : 'refuse'}`,
    targetType: 'goods_review',
    targetId: r.reviewId,
    before: { status: 'pending' },
    after: { status, goods_id: r.goodsId, kind: r.kind, reason: input.reason, ...changed },
  });
  return { id: r.reviewId, status };
}
