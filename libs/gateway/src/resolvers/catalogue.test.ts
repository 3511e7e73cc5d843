// Catalogue resolvers against the fake REST: mapping, variable validation (no REST call on bad input),
// login semantics, NOT_FOUND → null, DataLoader batching and sanitising of rich HTML.
import { ErrorCode, SEARCH_KEYWORD_MAX, type EndpointPath } from '@mall/rest-contract';
import { describe, expect, it } from 'vitest';
import { fail, fakeRest, goodsDetail, goodsRow, ok } from '../test/fake-rest';
import { graphqlOver } from '../test/post-graphql';

const TOKEN = 'a'.repeat(64);


function setup(overrides: Parameters<typeof fakeRest>[0] = {}) {
  const rest = fakeRest({ ...catalogueFixtures, ...overrides });
  const { send } = graphqlOver(rest);
  return { rest, gql: send };
}

const goods = (sku: number, site: number) => goodsRow(sku, { site_id: site });
const shop = (id: number) => ({
  site_id: id,
  site_name: `合作社${id}`,
  shortname: `社${id}`,
  avatar: '',
  logo: '',
  province: '江西',
  address: '江西赣州',
  telephone: '0797-1234567',
});
// Rich text as mall-api stores it: sanitised when written (rest-contract html.ts), passed on as it is.
const STORED_HTML = '<p>好橙子</p><img src="/upload/a.svg" /><a href="/cms/help" target="_blank" rel="noopener noreferrer">点我</a>';

const catalogueFixtures: Partial<Record<EndpointPath, ReturnType<typeof ok> | ((b: Record<string, unknown>) => ReturnType<typeof ok>)>> = {
  '/api/goodssku/detail': (body) =>
    body.sku_id === 404
      ? fail(ErrorCode.NOT_FOUND, '商品不存在')
      : ok('/api/goodssku/detail', goodsDetail({
          goods_image: ['/upload/g/1.svg', '/upload/g/2.svg'],
          introduction: STORED_HTML,
          shop: shop(3),
          spec_list: [
            {
              spec_name: '规格',
              values: [
                { sku_id: 101, spec_value_name: '5斤装', selected: true, available: true },
                { sku_id: 102, spec_value_name: '10斤装', selected: false, available: false },
              ],
            },
          ],
          sku_list: [
            { sku_id: 101, spec_name: '5斤装', sku_image: '', price: '59.90', discount_price: '49.90', stock: 20 },
            { sku_id: 102, spec_name: '10斤装', sku_image: '', price: '99.90', discount_price: '89.90', stock: 0 },
          ],
        })),
  '/api/goodssku/page': () =>
    ok('/api/goodssku/page', {
      list: [goods(1, 3), goods(2, 5), goods(3, 3)].map((g) => ({ ...g, stock: 9, site_name: 'x', goods_image: '/upload/main.svg' })),
      count: 3,
      page_count: 1,
    }),
  '/api/shop/lists': (body) => ok('/api/shop/lists', (body.site_ids as number[]).map(shop)),
  '/api/goodscategory/info': () =>
    ok('/api/goodscategory/info', {
      category_id: 7,
      category_name: '脐橙',
      level: 3,
      pid: 4,
      image: '',
      image1: '',
      path: [
        { category_id: 1, category_name: '生鲜水果', level: 1 },
        { category_id: 4, category_name: '柑橘橙柚', level: 2 },
        { category_id: 7, category_name: '脐橙', level: 3 },
      ],
      child_list: [],
    }),
  '/manjian/api/manjian/info': () =>
    ok('/manjian/api/manjian/info', {
      manjian_id: 1,
      manjian_name: '店铺满减',
      site_id: 3,
      type: 0,
      rule_list: [{ money: '99.00', discount_money: '10.00', text: '满99减10' }],
      start_time: 0,
      end_time: 1,
    }),
  '/api/goodscollect/iscollect': () => ok('/api/goodscollect/iscollect', true),
  '/api/goodscollect/add': () => ok('/api/goodscollect/add', true),
  '/api/goodsevaluate/page': () =>
    ok('/api/goodsevaluate/page', {
      list: [
        {
          evaluate_id: 5,
          member_name: '山里红',
          member_headimg: '',
          content: '好吃',
          images: ['/upload/evaluate/1.svg'],
          scores: 5,
          explain_type: 3,
          sku_name: '赣南脐橙 5斤装',
          create_time: 1,
          again_content: '',
          explain_first: '',
        },
      ],
      count: 1,
      page_count: 1,
      counts: { total: 4, good: 2, medium: 1, bad: 1, image: 1, score: '3.8' },
    }),
  '/api/notice/info': () =>
    ok('/api/notice/info', { id: 2, title: '公告', is_top: false, create_time: 1, content: STORED_HTML, prev: { id: 1, title: '上一条' }, next: null }),
};

describe('goods detail', () => {
  it('maps the detail and passes the stored introduction on unchanged', async () => {
    const { gql } = setup();
    const { body } = await gql(`{ goodsDetail(skuId: 101) {
      skuId goodsName introduction goodsImages onShelf shop { id name }
      specs { name values { skuId name selected available } } skus { skuId stock }
      categoryPath { id name level } manjian { rules { text } } isCollected
    } }`);
    expect(body.errors).toBeUndefined();
    const d = body.data?.goodsDetail;
    expect(d.introduction).toBe(STORED_HTML);
    expect(d.specs[0].values[1]).toEqual({ skuId: 102, name: '10斤装', selected: false, available: false });
    expect(d.categoryPath.map((c: { level: number }) => c.level)).toEqual([1, 2, 3]);
    expect(d.manjian.rules[0].text).toBe('满99减10');
    expect(d.shop).toEqual({ id: 3, name: '合作社3' });
    // A visitor is not asked about: no REST call, false.
    expect(d.isCollected).toBe(false);
  });

  it('asks about the collection for a member', async () => {
    const { gql, rest } = setup();
    const { body } = await gql('{ goodsDetail(skuId: 101) { isCollected } }', {}, `mall_token=${TOKEN}`);
    expect(body.data?.goodsDetail.isCollected).toBe(true);
    expect(rest.callsTo('/api/goodscollect/iscollect')[0].body).toMatchObject({ goods_id: 10, token: TOKEN });
  });

  it('is null for a missing or off-shelf sku', async () => {
    const { gql } = setup();
    const { body } = await gql('{ goodsDetail(skuId: 404) { skuId } }');
    expect(body.errors).toBeUndefined();
    expect(body.data?.goodsDetail).toBeNull();
  });

  it('refuses a bad sku id without calling REST', async () => {
    const { gql, rest } = setup();
    const { body } = await gql('{ goodsDetail(skuId: 0) { skuId } }');
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(rest.calls).toHaveLength(0);
  });
});

describe('goods list', () => {
  const LIST = `query ($filter: GoodsListFilter, $sort: GoodsSort, $page: Int, $pageSize: Int) {
    goodsList(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      count pageCount page pageSize list { skuId stock mainImage shop { id name } }
    }
  }`;

  it('trims the keyword and cuts it to 50 characters, maps sort and filters', async () => {
    const { gql, rest } = setup();
    const long = `  ${'橙'.repeat(SEARCH_KEYWORD_MAX + 10)}  `;
    const { body } = await gql(LIST, {
      filter: { keyword: long, categoryId: 7, level: 3, tagType: 1, tagLevel: 4, minPrice: '10', maxPrice: '99.5', shopId: 3 },
      sort: 'PRICE_DESC',
      page: 2,
      pageSize: 30,
    });
    expect(body.errors).toBeUndefined();
    const sent = rest.callsTo('/api/goodssku/page')[0].body;
    expect(sent).toMatchObject({
      keyword: '橙'.repeat(SEARCH_KEYWORD_MAX),
      category_id: 7,
      level: 3,
      tag_type: 1,
      tag_level: 4,
      min_price: 10,
      max_price: 99.5,
      site_id: 3,
      sort: 'price_desc',
      page: 2,
      page_size: 30,
    });
    expect(body.data?.goodsList).toMatchObject({ count: 3, pageCount: 1, page: 2, pageSize: 30 });
    expect(body.data?.goodsList.list[0]).toMatchObject({ skuId: 1, stock: 9, mainImage: '/upload/main.svg' });
  });

  it('a blank keyword is no keyword', async () => {
    const { gql, rest } = setup();
    await gql(LIST, { filter: { keyword: '   ' } });
    expect(rest.callsTo('/api/goodssku/page')[0].body).not.toHaveProperty('keyword');
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ filter: { minPrice: 'abc' } }, 'filter.minPrice'],
    [{ filter: { minPrice: '10', maxPrice: '5' } }, 'filter.minPrice'],
    [{ filter: { tagLevel: 9 } }, 'filter.tagLevel'],
    [{ filter: { categoryId: -1 } }, 'filter.categoryId'],
  ])('refuses %j without calling REST', async (variables, field) => {
    const { gql, rest } = setup();
    const { body } = await gql(LIST, variables);
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(body.errors?.[0].message).toMatch(/[\u4e00-\u9fa5]/);
    expect(rest.calls).toHaveLength(0);
  });

  it('an unknown sort is refused by GraphQL itself', async () => {
    const { gql, rest } = setup();
    const { body } = await gql(LIST, { sort: 'RANDOM' });
    expect(body.errors).toBeDefined();
    expect(rest.calls).toHaveLength(0);
  });

  it('loads the shops of a whole page in one batched REST call', async () => {
    const { gql, rest } = setup();
    const { body } = await gql(LIST);
    expect(body.data?.goodsList.list.map((g: { shop: { id: number } }) => g.shop.id)).toEqual([3, 5, 3]);
    expect(rest.callsTo('/api/shop/lists')).toHaveLength(1);
    expect(rest.callsTo('/api/shop/lists')[0].body.site_ids).toEqual([3, 5]);
    expect(rest.callsTo('/api/shop/info')).toHaveLength(0);
  });
});

describe('login-only mutations and queries', () => {
  const mutations = [
    'mutation { collectGoods(skuId: 1) }',
    'mutation { uncollectGoods(goodsId: 1) }',
    'mutation { addFootprint(skuId: 1) }',
    'mutation { deleteFootprint(ids: [1]) }',
    'mutation { followShop(shopId: 1) }',
    'mutation { unfollowShop(shopId: 1) }',
    '{ collection { count } }',
    '{ footprint { count } }',
  ];
  it.each(mutations)('%s answers TOKEN_ERROR without a session, calling nothing', async (query) => {
    const { gql, rest } = setup();
    const { body } = await gql(query);
    expect(body.errors?.[0].extensions?.code).toBe('TOKEN_ERROR');
    expect(rest.calls).toHaveLength(0);
  });

  it('a rejected token is TOKEN_ERROR and clears the cookie', async () => {
    const { gql } = setup({ '/api/goodscollect/add': fail(ErrorCode.TOKEN_ERROR, '登录已失效，请重新登录') });
    const { body, setCookies } = await gql('mutation { collectGoods(skuId: 1) }', {}, `mall_token=${TOKEN}`);
    expect(body.errors?.[0].extensions?.code).toBe('TOKEN_ERROR');
    expect(setCookies.some((c) => c.startsWith('mall_token=;'))).toBe(true);
  });

  it('with a session the mutation calls REST with the token', async () => {
    const { gql, rest } = setup();
    const { body } = await gql('mutation { collectGoods(skuId: 7) }', {}, `mall_token=${TOKEN}`);
    expect(body.data?.collectGoods).toBe(true);
    expect(rest.callsTo('/api/goodscollect/add')[0].body).toMatchObject({ sku_id: 7, token: TOKEN });
  });

  it('refuses an empty or oversized id list', async () => {
    const { gql, rest } = setup();
    expect((await gql('mutation { deleteFootprint(ids: []) }', {}, `mall_token=${TOKEN}`)).body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const many = JSON.stringify(Array.from({ length: 101 }, (_, i) => i + 1));
    expect((await gql(`mutation { deleteFootprint(ids: ${many}) }`, {}, `mall_token=${TOKEN}`)).body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(rest.calls).toHaveLength(0);
  });
});

describe('evaluations, notices', () => {
  it('maps evaluation kinds both ways', async () => {
    const { gql, rest } = setup();
    const { body } = await gql('{ evaluations(goodsId: 10, kind: BAD, withImages: true) { count counts { total withImages averageScore } list { kind images } } }');
    expect(rest.callsTo('/api/goodsevaluate/page')[0].body).toMatchObject({ goods_id: 10, explain_type: 3, has_image: 1, page: 1, page_size: 10 });
    expect(body.data?.evaluations).toEqual({ count: 1, counts: { total: 4, withImages: 1, averageScore: '3.8' }, list: [{ kind: 'BAD', images: ['/upload/evaluate/1.svg'] }] });
  });

  it('passes notice bodies as stored and keeps neighbours', async () => {
    const { gql } = setup();
    const { body } = await gql('{ notice(id: 2) { content prev { id title } next { id } } }');
    expect(body.data?.notice.content).toBe(STORED_HTML);
    expect(body.data?.notice.prev).toEqual({ id: 1, title: '上一条' });
    expect(body.data?.notice.next).toBeNull();
  });

  it('isCollected and shopFollowed are false for a visitor without REST calls', async () => {
    const { gql, rest } = setup();
    const { body } = await gql('{ isCollected(goodsId: 1) shopFollowed(shopId: 1) }');
    expect(body.data).toEqual({ isCollected: false, shopFollowed: false });
    expect(rest.calls).toHaveLength(0);
  });
});
