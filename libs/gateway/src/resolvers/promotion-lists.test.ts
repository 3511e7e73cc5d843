// Goods.promotion and CartItem.promotion: every goods of one GraphQL request is
// looked up in ONE /api/goods/promotions call (DataLoader), mapped to camelCase; goods without a
// promotion and a failing mall-api answer null without failing the list.
import type { CartItem, GoodsPromotionSummary } from '@mall/rest-contract';
import { describe, expect, it } from 'vitest';
import { cartLine as line, fail, fakeRest, goodsRow, ok } from '../test/fake-rest';
import { graphqlOver } from '../test/post-graphql';

const COOKIE = `mall_token=${'c'.repeat(64)}`;

const listGoods = (sku: number) => ({ ...goodsRow(sku), stock: 9, site_name: '合作社', goods_image: '/upload/main.svg' });
const promotion = (goodsId: number): GoodsPromotionSummary => ({
  goods_id: goodsId,
  seckill: goodsId % 20 === 0 ? { seckill_id: goodsId, sku_id: goodsId / 10, seckill_price: '9.90', end_time: 1_900_000_000, stock: 5 } : null,
  groupbuy: goodsId % 30 === 0 ? { groupbuy_id: 7, sku_id: goodsId / 10, groupbuy_price: '39.90', min_num: 3, end_time: 1_900_000_000 } : null,
  topic: null,
  manjian: ['满100减10'],
  now: 1_800_000_000,
});
const cartLine = (cartId: number, goodsId: number | undefined): CartItem =>
  line({ cart_id: cartId, sku_id: cartId, goods_id: goodsId, discount_price: '52.00', num: 1 });

function setup(overrides: Parameters<typeof fakeRest>[0] = {}) {
  const rest = fakeRest({
    '/api/goodssku/page': () => ok('/api/goodssku/page', { list: Array.from({ length: 20 }, (_, i) => listGoods(i + 1)), count: 20, page_count: 1 }),
    '/api/goods/promotions': (body) => ok('/api/goods/promotions', (body.goods_ids as number[]).filter((id) => id !== 50).map(promotion)),
    '/api/cart/goodslists': () => ok('/api/cart/goodslists', [cartLine(1, 40), cartLine(2, 70), cartLine(3, undefined)]),
    ...overrides,
  });
  return graphqlOver(rest);
}

const LIST = `{ goodsList(pageSize: 20) { list { goodsId promotion { goodsId manjian seckill { seckillPrice endTime } groupbuy { groupbuyPrice minNum } topic { topicPrice } } } } }`;

describe('Goods.promotion', () => {
  it('20 list goods make one REST call with all 20 goods ids', async () => {
    const { gql, rest } = setup();
    const body = await gql(LIST);
    expect(body.errors).toBeUndefined();
    const list = body.data!.goodsList.list as { goodsId: number; promotion: { goodsId: number; seckill: unknown; groupbuy: unknown } | null }[];
    expect(list).toHaveLength(20);
    expect(rest.callsTo('/api/goods/promotions')).toHaveLength(1);
    expect(rest.callsTo('/api/goods/promotions')[0].body.goods_ids).toEqual(list.map((g) => g.goodsId));
    expect(rest.callsTo('/api/goods/promotion')).toHaveLength(0);
    expect(list[1].promotion).toMatchObject({ goodsId: 20, seckill: { seckillPrice: 990, endTime: 1_900_000_000 }, groupbuy: null, manjian: ['满100减10'] });
    expect(list[2].promotion).toMatchObject({ goodsId: 30, seckill: null, groupbuy: { groupbuyPrice: 3990, minNum: 3 } });
    // Goods 50 has no answer from mall-api: no promotion, the list still renders.
    expect(list[4].promotion).toBeNull();
  });

  it('a failing mall-api leaves every goods without a promotion, not the list failing', async () => {
    const { gql } = setup({ '/api/goods/promotions': fail(-1, '服务繁忙') });
    const body = await gql(LIST);
    expect(body.errors).toBeUndefined();
    expect((body.data!.goodsList.list as { promotion: unknown }[]).every((g) => g.promotion === null)).toBe(true);
  });

  it('does not call mall-api when promotion is not selected', async () => {
    const { gql, rest } = setup();
    await gql(`{ goodsList(pageSize: 20) { list { goodsId } } }`);
    expect(rest.callsTo('/api/goods/promotions')).toHaveLength(0);
  });
});

describe('CartItem.promotion', () => {
  it('loads the lines in one call; a line without goods id has none', async () => {
    const { gql, rest } = setup();
    const body = await gql(`{ cart { items { cartId goodsId discountPrice promotion { goodsId seckill { seckillPrice } } } } }`, {}, COOKIE);
    expect(body.errors).toBeUndefined();
    const items = body.data!.cart.items as { goodsId: number; discountPrice: string; promotion: { seckill: { seckillPrice: string } | null } | null }[];
    expect(rest.callsTo('/api/goods/promotions')).toHaveLength(1);
    expect(rest.callsTo('/api/goods/promotions')[0].body.goods_ids).toEqual([40, 70]);
    expect(items[0]).toMatchObject({ goodsId: 40, discountPrice: 5200, promotion: { seckill: { seckillPrice: 990 } } });
    expect(items[1].promotion).toMatchObject({ seckill: null });
    expect(items[2].promotion).toBeNull();
  });
});
