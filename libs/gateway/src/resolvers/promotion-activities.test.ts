// Group-buy, combo and topic resolvers against the fake REST: arguments checked before any REST call,
// snake → camel mapping, the sort enum passed as REST's value, NOT_FOUND (missing, ended, switched off) → null.
import { ErrorCode } from '@mall/rest-contract';
import { describe, expect, it } from 'vitest';
import { fail, fakeRest, ok } from '../test/fake-rest';
import { graphqlOver } from '../test/post-graphql';

const gb = {
  groupbuy_id: 4, goods_id: 3, sku_id: 7, goods_name: '井冈山蜜柚', sku_image: '/upload/goods/3_1.svg', price: '39.90', groupbuy_price: '29.90',
  min_num: 3, stock: 150, total_stock: 200, sold_num: 50, sold_percent: 25, start_time: 1, end_time: 2,
};
const topic = { topic_id: 2, name: '湘味年货节', banner: '', remark: '腊味', start_time: 1, end_time: 2, goods_count: 1 };
const tg = { id: 11, topic_id: 2, goods_id: 3, sku_id: 7, goods_name: '井冈山蜜柚', sku_image: '', price: '39.90', topic_price: '35.91', stock: 9 };

function setup() {
  const rest = fakeRest({
    '/api/groupbuy/page': () => ok('/api/groupbuy/page', { list: [gb], count: 1, page_count: 1 }),
    '/api/groupbuy/detail': (body) => (body.groupbuy_id === 9 ? fail(ErrorCode.NOT_FOUND, '团购活动不存在或已结束') : ok('/api/groupbuy/detail', { ...gb, site_id: 1, site_name: '湘西农场', introduction: '', now: 1 })),
    '/api/combo/detail': () =>
      ok('/api/combo/detail', {
        combo_id: 1, name: '尝鲜组合套餐', site_id: 1, site_name: '湘西农场', combo_price: '85.00', original_price: '100.00', saving: '15.00', end_time: 2, now: 1, stock: 3,
        goods: [{ goods_id: 3, sku_id: 7, goods_name: '井冈山蜜柚', sku_name: '井冈山蜜柚 2个装', sku_image: '', price: '50.00', num: 2, stock: 6 }],
      }),
    '/api/topic/page': () => fail(ErrorCode.NOT_FOUND, '该活动未开启'),
    '/api/topic/detail': () => ok('/api/topic/detail', { topic, goods: { list: [tg], count: 1, page_count: 1 }, now: 1 }),
    '/api/topic/goods': () => ok('/api/topic/goods', { ...tg, topic, site_id: 1, site_name: '湘西农场', introduction: '', now: 1 }),
  });
  return graphqlOver(rest);
}

describe('group-buy, combo and topic resolvers', () => {
  it('maps group-buys and sends the sort and trimmed keyword', async () => {
    const { gql, rest } = setup();
    const body = await gql(`{ groupbuys(keyword: " 蜜柚 ", order: PRICE_ASC, page: 2) { count list { groupbuyId minNum soldNum soldPercent groupbuyPrice } } }`);
    expect(body.data?.groupbuys).toEqual({ count: 1, list: [{ groupbuyId: 4, minNum: 3, soldNum: 50, soldPercent: 25, groupbuyPrice: 2990 }] });
    expect(rest.calls[0].body).toMatchObject({ keyword: '蜜柚', order: 'price_asc', page: 2, page_size: 20 });
  });
  it('refuses a bad page or a long keyword without a REST call; a bad id is null', async () => {
    const { gql, rest } = setup();
    expect((await gql(`{ groupbuys(page: 0) { count } }`)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(`{ groupbuys(keyword: "${'长'.repeat(51)}") { count } }`)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(`{ topicDetail(topicId: 2, pageSize: 101) { now } }`)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const nulls = await gql(`{ groupbuyDetail(groupbuyId: 0) { now } comboDetail(comboId: -1) { name } topicGoods(id: 0) { now } }`);
    expect(nulls.data).toEqual({ groupbuyDetail: null, comboDetail: null, topicGoods: null });
    expect(rest.calls).toHaveLength(0);
  });
  it('NOT_FOUND (ended, missing, switched off) is null', async () => {
    const { gql } = setup();
    expect((await gql(`{ groupbuyDetail(groupbuyId: 9) { now } topics { count } }`)).data).toEqual({ groupbuyDetail: null, topics: null });
  });
  it('maps a combo, a topic page and a topic goods', async () => {
    const { gql } = setup();
    const body = await gql(`{ comboDetail(comboId: 1) { saving stock goods { skuName num } } topicDetail(topicId: 2) { topic { name goodsCount } goods { pageCount list { id topicPrice } } } topicGoods(id: 11) { siteName goods { topicPrice } topic { topicId } } }`);
    expect(body.data).toEqual({
      comboDetail: { saving: 1500, stock: 3, goods: [{ skuName: '井冈山蜜柚 2个装', num: 2 }] },
      topicDetail: { topic: { name: '湘味年货节', goodsCount: 1 }, goods: { pageCount: 1, list: [{ id: 11, topicPrice: 3591 }] } },
      topicGoods: { siteName: '湘西农场', goods: { topicPrice: 3591 }, topic: { topicId: 2 } },
    });
  });
});
