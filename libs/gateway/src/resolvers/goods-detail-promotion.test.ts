// GoodsDetail.promotion: the detail page's one request carries the goods' running promotion, asked of
// mall-api with the goods id the detail answered; a failure there leaves the promotion out, never the page.
import { describe, expect, it } from 'vitest';
import { fail, fakeRest, ok } from '../test/fake-rest';
import { graphqlOver } from '../test/post-graphql';

const detail = ok('/api/goodssku/detail', {
  sku_id: 101,
  goods_id: 10,
  goods_name: '赣南脐橙',
  sku_name: '赣南脐橙 5斤装',
  spec_name: '5斤装',
  price: '59.90',
  discount_price: '49.90',
  stock: 20,
  sale_num: 300,
  evaluate_num: 12,
  goods_image: ['/upload/g/1.svg'],
  sku_image: '/upload/g/1.svg',
  introduction: '<p>好橙子</p>',
  brief: '江西脐橙',
  recommend_way: 3,
  tag_type: 1,
  tag_level: 4,
  is_on_shelf: true,
  category_id: 7,
  category_id_1: 1,
  category_id_2: 4,
  brand_id: null,
  brand_name: '',
  site_id: 3,
  shop: { site_id: 3, site_name: '合作社3', shortname: '社3', avatar: '', logo: '', province: '江西', address: '江西赣州', telephone: '0797-1234567' },
  spec_list: [],
  sku_list: [{ sku_id: 101, spec_name: '5斤装', sku_image: '', price: '59.90', discount_price: '49.90', stock: 20 }],
});
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
