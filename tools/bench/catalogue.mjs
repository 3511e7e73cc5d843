// Catalogue throughput: the goods list, keyword search (2-, 3- and 4-character keywords) and goods
// detail, through the GraphQL gateway and against mall-api directly. bench.mjs (or any runner) starts
// the servers and passes `cannon`, autocannon with its duration and connections already set:
//
//   import { benchCatalogue } from './catalogue.mjs';
//   console.table(await benchCatalogue({ apiUrl, siteUrl, cannon }));
//
// Returns one row per measurement for console.table: what, via, req/s, p50 ms, p99 ms, errors.

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Keywords by length; several per length so caches do not flatter one hot query. */
export const CATALOGUE_KEYWORDS = {
  2: ['脐橙', '大米', '枸杞', '普洱'],
  3: ['黄金茶', '普洱茶', '猕猴桃', '小龙虾'],
  4: ['赣南脐橙', '宁夏中宁', '和田大枣', '恩施硒茶'],
};

const LIST_QUERY = `query GoodsListBench($filter: GoodsListFilter, $sort: GoodsSort, $page: Int, $pageSize: Int) {
  goodsList(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    count pageCount list { skuId goodsName skuName skuImage price discountPrice tagType tagLevel saleNum shop { id name } }
  }
}`;
const DETAIL_QUERY = `query GoodsDetailBench($skuId: Int!) {
  goodsDetail(skuId: $skuId) {
    skuId goodsName skuName price discountPrice stock goodsImages introduction
    shop { id name } specs { name values { skuId name selected } } categoryPath { id name } manjian { rules { text } }
  }
}`;

/** Finds a few on-shelf sku ids to ask for (the first page of the list). */
async function sampleSkus(apiUrl, n) {
  const res = await fetch(`${apiUrl}/api/goodssku/page`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ page_size: n, sort: 'sales' }) });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`goodssku/page: ${body.message}`);
  return body.data.list.map((g) => g.sku_id);
}

const row = (what, via, r) => ({
  what,
  via,
  'req/s': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  errors: r.errors + r.non2xx,
});

/**
 * @param {{ apiUrl: string, siteUrl: string, cannon: (opts: object) => Promise<import('autocannon').Result> }} options
 */
export async function benchCatalogue({ apiUrl, siteUrl, cannon }) {
  const api = apiUrl.replace(/\/+$/, '');
  const site = siteUrl.replace(/\/+$/, '');
  const gqlHeaders = { ...JSON_HEADERS, 'x-mall-csrf': '1', origin: site };
  const skus = await sampleSkus(api, 8);
  const gql = (query, variables) => ({ method: 'POST', path: '/graphql', headers: gqlHeaders, body: JSON.stringify({ query, variables }) });
  const rest = (path, body) => ({ method: 'POST', path, headers: JSON_HEADERS, body: JSON.stringify(body) });

  const cases = [
    {
      what: 'goods list (category 1, by sales)',
      gateway: [gql(LIST_QUERY, { filter: { categoryId: 1, level: 1 }, sort: 'SALES', pageSize: 20 })],
      direct: [rest('/api/goodssku/page', { category_id: 1, level: 1, sort: 'sales', page_size: 20 })],
    },
    ...Object.entries(CATALOGUE_KEYWORDS).map(([len, words]) => ({
      what: `keyword search, ${len} characters`,
      gateway: words.map((keyword) => gql(LIST_QUERY, { filter: { keyword }, pageSize: 20 })),
      direct: words.map((keyword) => rest('/api/goodssku/page', { keyword, page_size: 20 })),
    })),
    {
      what: 'goods detail',
      gateway: skus.map((skuId) => gql(DETAIL_QUERY, { skuId })),
      // The detail call alone (the GraphQL query adds category path and full reduction).
      direct: skus.map((sku_id) => rest('/api/goodssku/detail', { sku_id })),
    },
  ];

  const rows = [];
  for (const c of cases) {
    rows.push(row(c.what, 'GraphQL gateway', await cannon({ url: site, requests: c.gateway })));
    rows.push(row(c.what, 'mall-api direct', await cannon({ url: api, requests: c.direct })));
  }
  return rows;
}
