// Zone resolvers against the fake REST: argument checks before any REST call, snake → camel mapping,
// NOT_FOUND → null, the micro page's components passed through as JSON text.
import { ErrorCode, type GoodsSummary } from '@mall/rest-contract';
import { describe, expect, it } from 'vitest';
import { fail, fakeRest, ok } from '../test/fake-rest';
import { graphqlOver } from '../test/post-graphql';

const goods: GoodsSummary = {
  sku_id: 7, goods_id: 3, goods_name: '井冈山蜜柚', sku_name: '井冈山蜜柚 2个装', sku_image: '/upload/goods/3_1.svg', price: '39.90', discount_price: '29.90',
  recommend_way: 0, tag_type: 1, tag_level: 4, site_id: 4, sale_num: 120,
};

function setup() {
  const rest = fakeRest({
    '/api/GoodsSpecial/info': (body) =>
      ok('/api/GoodsSpecial/info', { code: String(body.code), title: '红色专区', subtitle: '', banner: '/upload/zone/redarea_banner.svg', introduction: '老区', notice: '', tab_kind: 'region', tabs: [{ name: '江西', count: 3 }] }),
    '/api/GoodsSpecial/goods': () => ok('/api/GoodsSpecial/goods', { list: [goods], count: 1, page_count: 1 }),
    '/api/project/info': (body) =>
      body.id === 9
        ? fail(ErrorCode.NOT_FOUND, '帮扶项目不存在')
        : ok('/api/project/info', {
            project_id: 1, title: '黄金茶项目', place: '湖南省保靖县', beneficiaries: 100, target_amount: '100.00', raised_amount: '50.00', progress: 50, status: 2,
            cover: '', summary: '', images: [], content: '<p>x</p>', create_time: 1, goods: [goods],
          }),
    '/api/pcDiy/getView': () => ok('/api/pcDiy/getView', { id: 1, title: '年货节', components: [{ type: 'blank', size: 'md' }], goods: [goods] }),
  });
  return graphqlOver(rest);
}

describe('zone resolvers', () => {
  it('maps a zone and its goods', async () => {
    const { gql } = setup();
    const body = await gql(`{ zone(code: "redarea") { tabKind tabs { name count } } zoneGoods(code: "redarea", tab: "江西") { count page pageSize list { skuId tagType tagLevel discountPrice } } }`);
    expect(body.data?.zone).toEqual({ tabKind: 'REGION', tabs: [{ name: '江西', count: 3 }] });
    expect(body.data?.zoneGoods).toEqual({ count: 1, page: 1, pageSize: 20, list: [{ skuId: 7, tagType: 1, tagLevel: 4, discountPrice: 2990 }] });
  });
  it('an unknown zone is null and a bad page is refused, without a REST call', async () => {
    const { gql, rest } = setup();
    expect((await gql(`{ zone(code: "nowhere") { title } }`)).data?.zone).toBeNull();
    const bad = await gql(`{ zoneGoods(code: "special", page: 0) { count } }`);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const tooLong = await gql(`{ zoneGoods(code: "special", tab: "${'长'.repeat(33)}") { count } }`);
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(rest.calls).toHaveLength(0);
  });
  it('a project maps its status; a missing one is null', async () => {
    const { gql } = setup();
    expect((await gql(`{ assistProject(id: 1) { status progress goods { skuId } } }`)).data?.assistProject).toEqual({ status: 'COMPLETED', progress: 50, goods: [{ skuId: 7 }] });
    expect((await gql(`{ assistProject(id: 9) { title } }`)).data?.assistProject).toBeNull();
  });
  it('a micro page carries its components as JSON text', async () => {
    const { gql } = setup();
    const page = (await gql(`{ diyPage(id: 1) { title componentsJson goods { skuId } } }`)).data?.diyPage;
    expect(JSON.parse(page.componentsJson)).toEqual([{ type: 'blank', size: 'md' }]);
    expect(page.goods).toEqual([{ skuId: 7 }]);
  });
});
