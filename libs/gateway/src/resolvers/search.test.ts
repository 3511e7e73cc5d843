// Search resolvers against the fake REST: facets asked only when selected and mapped; suggestions
// mapped, an empty keyword answered without a call, bad variables refused without one.
import { describe, expect, it } from 'vitest';
import { SEARCH_KEYWORD_MAX } from '@mall/rest-contract';
import { fakeRest, goodsRow, ok } from '../test/fake-rest';
import { graphqlOver } from '../test/post-graphql';

const FACETS = {
  categories: [{ category_id: 7, category_name: '脐橙', level: 3, count: 12 }],
  brands: [{ brand_id: 2, brand_name: '赣南果业', count: 5 }],
  tag_832: 4,
  tag_levels: [
    { tag_level: 2, count: 1 },
    { tag_level: 3, count: 0 },
    { tag_level: 4, count: 6 },
  ],
  price_bands: [
    { min_price: '0', max_price: '49.99', count: 3 },
    { min_price: '500', max_price: null, count: 0 },
  ],
};

function setup() {
  const rest = fakeRest({
    '/api/goodssku/page': (body) => ok('/api/goodssku/page', { list: [{ ...goodsRow(1), stock: 9, site_name: '合作社3', goods_image: '/upload/main.svg' }], count: 1, page_count: 1, ...(body.facets === 1 ? { facets: FACETS } : {}) }),
    '/api/goodssku/suggest': () =>
      ok('/api/goodssku/suggest', {
        list: [
          { kind: 'keyword', text: '奇异果', goods_count: 9, category_id: null, category_name: null, category_level: null, site_id: null },
          { kind: 'category', text: '奇异果', goods_count: 9, category_id: 1, category_name: '水果', category_level: 1, site_id: null },
        ],
      }),
  });
  return { rest, gql: graphqlOver(rest).send };
}

const LIST_WITH_FACETS = `query($filter: GoodsListFilter) { goodsList(filter: $filter) { count facets { categories { category { id name level } count } brands { id name count } tag832 tagLevels { level count } priceBands { min max count } } } }`;
const LIST = `query($filter: GoodsListFilter) { goodsList(filter: $filter) { count } }`;
const SUGGEST = `query($keyword: String!, $kind: SearchKind, $size: Int) { searchSuggestions(keyword: $keyword, kind: $kind, size: $size) { kind text goodsCount category { id name level } shopId } }`;

describe('goodsList facets', () => {
  it('asks for facets when selected and maps them', async () => {
    const { gql, rest } = setup();
    const { body } = await gql(LIST_WITH_FACETS, { filter: { keyword: '脐橙' } });
    expect(body.errors).toBeUndefined();
    expect(rest.callsTo('/api/goodssku/page')[0].body).toMatchObject({ keyword: '脐橙', facets: 1 });
    expect(body.data?.goodsList.facets).toEqual({
      categories: [{ category: { id: 7, name: '脐橙', level: 3 }, count: 12 }],
      brands: [{ id: 2, name: '赣南果业', count: 5 }],
      tag832: 4,
      tagLevels: [
        { level: 2, count: 1 },
        { level: 3, count: 0 },
        { level: 4, count: 6 },
      ],
      priceBands: [
        { min: 0, max: 4999, count: 3 },
        { min: 50000, max: null, count: 0 },
      ],
    });
  });

  it('does not ask for them otherwise', async () => {
    const { gql, rest } = setup();
    await gql(LIST, { filter: { keyword: '脐橙' } });
    expect(rest.callsTo('/api/goodssku/page')[0].body).toMatchObject({ facets: 0 });
  });
});

describe('searchSuggestions', () => {
  it('maps keywords and a keyword within a category', async () => {
    const { gql, rest } = setup();
    const { body } = await gql(SUGGEST, { keyword: '  qyg ', kind: 'GOODS' });
    expect(rest.callsTo('/api/goodssku/suggest')[0].body).toMatchObject({ keyword: 'qyg', kind: 'goods', size: 10 });
    expect(body.data?.searchSuggestions).toEqual([
      { kind: 'KEYWORD', text: '奇异果', goodsCount: 9, category: null, shopId: null },
      { kind: 'CATEGORY', text: '奇异果', goodsCount: 9, category: { id: 1, name: '水果', level: 1 }, shopId: null },
    ]);
  });

  it('an empty keyword is answered without a call; a long one is cut to 50 characters', async () => {
    const { gql, rest } = setup();
    expect((await gql(SUGGEST, { keyword: '   ' })).body.data?.searchSuggestions).toEqual([]);
    expect(rest.calls).toHaveLength(0);
    await gql(SUGGEST, { keyword: '橙'.repeat(SEARCH_KEYWORD_MAX + 5), kind: 'SHOP', size: 3 });
    expect(rest.callsTo('/api/goodssku/suggest')[0].body).toMatchObject({ keyword: '橙'.repeat(SEARCH_KEYWORD_MAX), kind: 'shop', size: 3 });
  });

  it.each([0, 11])('size %s is refused without calling REST', async (size) => {
    const { gql, rest } = setup();
    const { body } = await gql(SUGGEST, { keyword: '橙', size });
    expect(body.errors?.[0].message).toMatch(/[\u4e00-\u9fa5]/);
    expect(rest.calls).toHaveLength(0);
  });
});
