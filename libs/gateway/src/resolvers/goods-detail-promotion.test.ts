// GoodsDetail.promotion: the detail page's one request carries the goods' running promotion, asked of
// mall-api with the goods id the detail answered; a failure there leaves the promotion out, never the page.
import { describe, expect, it } from 'vitest';
import { fail, fakeRest, goodsDetail, ok } from '../test/fake-rest';
import { graphqlOver } from '../test/post-graphql';

const detail = ok('/api/goodssku/detail', goodsDetail());
const running = ok('/api/goods/promotion', {
  goods_id: 10,
  seckill: { seckill_id: 5, sku_id: 101, seckill_price: '39.90', end_time: 1_900_000_000, stock: 8 },
  groupbuy: null,
  topic: null,
  manjian: ['满99减10'],
  combos: [{ combo_id: 2, name: '脐橙蜜柚组合', combo_price: '88.00', original_price: '99.80', saving: '11.80' }],
  now: 1_800_000_000,
});
const QUERY = '{ goodsDetail(skuId: 101) { goodsName promotion { goodsId seckill { seckillId seckillPrice } combos { comboId saving } } } }';

describe('GoodsDetail.promotion', () => {
  it('answers the running promotion of the detail’s goods in the same request', async () => {
    const rest = fakeRest({ '/api/goodssku/detail': detail, '/api/goods/promotion': running });
    const body = await graphqlOver(rest).gql(QUERY);
    expect(body.errors).toBeUndefined();
    expect(body.data!.goodsDetail).toEqual({
      goodsName: '赣南脐橙',
      promotion: { goodsId: 10, seckill: { seckillId: 5, seckillPrice: 3990 }, combos: [{ comboId: 2, saving: 1180 }] },
    });
    expect(rest.callsTo('/api/goods/promotion').map((c) => c.body.goods_id)).toEqual([10]);
  });

  it('is null, without failing the detail, when mall-api cannot answer', async () => {
    const rest = fakeRest({ '/api/goodssku/detail': detail, '/api/goods/promotion': fail(-1, '服务繁忙') });
    const body = await graphqlOver(rest).gql(QUERY);
    expect(body.errors).toBeUndefined();
    expect(body.data!.goodsDetail).toEqual({ goodsName: '赣南脐橙', promotion: null });
  });

  it('is not asked for when not selected', async () => {
    const rest = fakeRest({ '/api/goodssku/detail': detail, '/api/goods/promotion': running });
    await graphqlOver(rest).gql('{ goodsDetail(skuId: 101) { goodsName } }');
    expect(rest.callsTo('/api/goods/promotion')).toHaveLength(0);
  });
});
