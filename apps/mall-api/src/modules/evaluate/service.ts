// Goods evaluations (SPEC §7 /api/goodsevaluate/page): newest first, with counts by kind.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { EvaluatePage } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { goods, goodsEvaluate, goodsSku } from '../../db/schema';
import { unixSeconds } from '../../http/envelope';

export function createEvaluateService(db: Db) {
  return {
    async page(goodsId: number, explainType: number, hasImage: boolean, page: number, pageSize: number): Promise<EvaluatePage> {
      const where: SQL[] = [eq(goodsEvaluate.goodsId, goodsId), eq(goodsEvaluate.isShow, true)];
      if (explainType > 0) where.push(eq(goodsEvaluate.explainType, explainType));
      if (hasImage) where.push(eq(goodsEvaluate.hasImage, true));
      const [rows, [counts]] = await Promise.all([
        db
          .select({
            evaluate_id: goodsEvaluate.evaluateId,
            member_name: goodsEvaluate.memberName,
            member_headimg: goodsEvaluate.memberHeadimg,
            content: goodsEvaluate.content,
            images: goodsEvaluate.images,
            scores: goodsEvaluate.scores,
            explain_type: goodsEvaluate.explainType,
            goods_name: goods.goodsName,
            spec_name: goodsSku.specName,
            create_time: goodsEvaluate.createTime,
            again_content: goodsEvaluate.againContent,
            explain_first: goodsEvaluate.explainFirst,
          })
          .from(goodsEvaluate)
          .innerJoin(goodsSku, eq(goodsSku.skuId, goodsEvaluate.skuId))
          .innerJoin(goods, eq(goods.goodsId, goodsEvaluate.goodsId))
          .where(and(...where))
          .orderBy(desc(goodsEvaluate.createTime), desc(goodsEvaluate.evaluateId))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        // One pass over the goods' evaluations (index goods_evaluate_goods_type_idx) for every count.
        db
          .select({
            total: sql<number>`count(*)::int`,
            good: sql<number>`(count(*) filter (where ${goodsEvaluate.explainType} = 1))::int`,
            medium: sql<number>`(count(*) filter (where ${goodsEvaluate.explainType} = 2))::int`,
            bad: sql<number>`(count(*) filter (where ${goodsEvaluate.explainType} = 3))::int`,
            image: sql<number>`(count(*) filter (where ${goodsEvaluate.hasImage}))::int`,
            score: sql<string | null>`avg(${goodsEvaluate.scores})::text`,
          })
          .from(goodsEvaluate)
          .where(and(eq(goodsEvaluate.goodsId, goodsId), eq(goodsEvaluate.isShow, true))),
      ]);
      const c = {
        total: Number(counts.total),
        good: Number(counts.good),
        medium: Number(counts.medium),
        bad: Number(counts.bad),
        image: Number(counts.image),
        score: Number(counts.score ?? 0).toFixed(1),
      };
      const n = explainType === 0 ? (hasImage ? c.image : c.total) : hasImage ? await this.countFiltered(where) : [0, c.good, c.medium, c.bad][explainType];
      return {
        list: rows.map(({ goods_name, spec_name, create_time, ...r }) => ({
          ...r,
          sku_name: `${goods_name} ${spec_name}`.trim(),
          create_time: unixSeconds(create_time),
        })),
        count: n,
        page_count: Math.ceil(n / pageSize),
        counts: c,
      };
    },
    async countFiltered(where: SQL[]): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(goodsEvaluate).where(and(...where));
      return Number(row?.n ?? 0);
    },
  };
}
export type EvaluateService = ReturnType<typeof createEvaluateService>;
