// What the promotion console's tests share: raw reads of the test app's database and the skus still
// free for a new activity.
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/harness';
import { chinaMidnight } from '../promotion/slots';

export const DAY = 86_400;
export const nowS = () => Math.floor(Date.now() / 1000);
export const yuan = (fen: number) => (fen / 100).toFixed(2);
/** Minutes after China-time midnight now. */
export const chinaMinute = () => Math.floor((Date.now() - chinaMidnight(new Date())) / 60_000);

export interface Sku {
  sku_id: number;
  goods_id: number;
  site_id: number;
  price: number;
  stock: number;
}

export function promotionReads(t: TestApp) {
  async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
    return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  }
  return {
    rows,
    count: async (table: string) =>
      Number((await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n),
    /** On-shelf skus (price in fen, stock > 50) of goods in no seckill, group-buy, topic or combo yet; of one shop or of any other. */
    freeSkus: (n: number, site: { of?: number; notOf?: number } = {}) =>
      rows<Sku>(sql`
        select distinct on (g.goods_id) s.sku_id, g.goods_id, g.site_id, s.discount_price as price, s.stock
        from goods_sku s join goods g on g.goods_id = s.goods_id
        where g.is_on_shelf and s.stock > 50 and s.discount_price > 1000
          ${site.of ? sql`and g.site_id = ${site.of}` : sql``} ${site.notOf ? sql`and g.site_id <> ${site.notOf}` : sql``}
          and not exists (select 1 from seckill_goods k where k.goods_id = g.goods_id)
          and not exists (select 1 from groupbuy b where b.goods_id = g.goods_id)
          and not exists (select 1 from topic_goods tg where tg.goods_id = g.goods_id)
          and not exists (select 1 from combo_goods cg where cg.goods_id = g.goods_id)
        order by g.goods_id desc, s.sku_id limit ${n}`),
  };
}
