// The batch call /api/goods/promotions (lists and cart): bad input is refused with a
// Chinese message, and for every seeded goods the batch answer equals the single-goods answer of
// /api/goods/promotion (one rule: running seckill, group-buy, topic, 满减; ended / not-started → none).
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode, GOODS_PROMOTIONS_MAX } from '@mall/rest-contract';
import { callOk, post, testAppPerFile } from '../../test/harness';

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

const t = testAppPerFile();

describe('/api/goods/promotions', () => {
  it('refuses too many ids, bad ids and no ids with a negative code and a Chinese message', async () => {
    const tooMany = Array.from({ length: GOODS_PROMOTIONS_MAX + 1 }, (_, i) => i + 1);
    for (const body of [{ goods_ids: tooMany }, { goods_ids: [1, 0] }, { goods_ids: [-2] }, { goods_ids: 'a,b' }, { goods_ids: [2147483648] }, { goods_ids: [] }, {}, { goods_ids: { x: 1 } }]) {
      const r = await post(t.app, '/api/goods/promotions', body);
      expect(r.json.code, JSON.stringify(body).slice(0, 80)).toBeLessThan(0);
      expect(r.json.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await post(t.app, '/api/goods/promotions', { goods_ids: tooMany })).json.message).toContain(`最多 ${GOODS_PROMOTIONS_MAX}`);
  });

  it('answers the same as the single call for every seeded goods with a promotion and for plain goods', async () => {
    const promoted = await rows<{ goods_id: number }>(sql`
      select goods_id from seckill_goods union select goods_id from groupbuy union select goods_id from topic_goods
      union (select goods_id from goods where site_id in (select site_id from manjian) order by goods_id limit 10)`);
    const plain = await rows<{ goods_id: number }>(sql`select goods_id from goods order by goods_id limit 10`);
    const ids = [...new Set([...promoted, ...plain].map((r) => Number(r.goods_id)))].sort((a, b) => a - b);
    let withPromotion = 0;
    for (let i = 0; i < ids.length; i += GOODS_PROMOTIONS_MAX) {
      const chunk = ids.slice(i, i + GOODS_PROMOTIONS_MAX);
      const batch = await callOk(t.app, '/api/goods/promotions', { goods_ids: chunk });
      expect(batch.map((b) => b.goods_id)).toEqual(chunk);
      for (const b of batch) {
        const { combos: _combos, now: _n1, ...single } = await callOk(t.app, '/api/goods/promotion', { goods_id: b.goods_id });
        const { now: _n2, ...fromBatch } = b;
        expect(fromBatch, `goods ${b.goods_id}`).toEqual(single);
        if (b.seckill || b.groupbuy || b.topic || b.manjian.length) withPromotion++;
      }
    }
    // The seed has each kind running; the comparison above is not over empty answers only.
    expect(withPromotion).toBeGreaterThan(5);
    const all = (await callOk(t.app, '/api/goods/promotions', { goods_ids: ids.slice(0, GOODS_PROMOTIONS_MAX) })).filter((b) => b.seckill);
    expect(all.length).toBeGreaterThan(0);
  });

  it('leaves out goods that do not exist, keeps the asked order, accepts "1,2" and shows no ended activity', async () => {
    const [ended] = await rows<{ goods_id: number }>(sql`
      select goods_id from groupbuy where end_time <= now()
        and goods_id not in (select goods_id from groupbuy where start_time <= now() and end_time > now()) limit 1`);
    const [live] = await rows<{ goods_id: number }>(sql`select goods_id from groupbuy where start_time <= now() and end_time > now() and status = 1 order by goods_id limit 1`);
    const r = await callOk(t.app, '/api/goods/promotions', { goods_ids: `${live.goods_id},99999999,${ended?.goods_id ?? live.goods_id}` });
    expect(r[0].goods_id).toBe(Number(live.goods_id));
    expect(r[0].groupbuy).not.toBeNull();
    expect(r.some((x) => x.goods_id === 99999999)).toBe(false);
    if (ended) expect(r.find((x) => x.goods_id === Number(ended.goods_id))!.groupbuy).toBeNull();
    expect((await post(t.app, '/api/goods/promotion', { goods_id: 99999999 })).json.code).toBe(ErrorCode.NOT_FOUND);
  });
});
