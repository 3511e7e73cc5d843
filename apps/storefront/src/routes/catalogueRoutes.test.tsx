import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GoodsDetailDocument,
  GoodsListPageDocument,
  gql,
  RecommendGoodsDocument,
  LayoutDocument,
  SessionDocument,
  type GoodsListPageQuery,
} from '@mall/gateway-client';
import * as catalogueFixtures from '@mall/catalogue/fixtures';
import { shellFixture } from '../fixtures';
import { dropShell } from '../shell';
import { answerDocuments, startApp } from '../testApp';

vi.mock('@mall/gateway-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mall/gateway-client')>();
  return { ...actual, gql: vi.fn() };
});

const gqlMock = vi.mocked(gql);

const emptyList: GoodsListPageQuery = {
  goodsList: { count: 0, pageCount: 0, page: 1, pageSize: 20, list: [], facets: null },
  brands: { list: [] },
};

const serve = (answers: Map<unknown, unknown>) => answerDocuments(gqlMock, new Map<unknown, unknown>([[LayoutDocument, shellFixture], [SessionDocument, shellFixture], ...answers]));
const start = (path: string) => startApp(path);

beforeEach(() => {
  dropShell();
  gqlMock.mockReset();
});

describe('catalogue routes', () => {
  it('/list normalises bad params before querying and shows the empty state', async () => {
    serve(new Map([[GoodsListPageDocument, emptyList]]));
    start('/list?keyword=%20茶%20&page=abc&price_min=-5&sort=zzz');
    expect(await screen.findByText('没有找到相关商品')).toBeInTheDocument();
    const call = gqlMock.mock.calls.find(([d]) => d === GoodsListPageDocument);
    expect(call?.[1]).toMatchObject({ filter: { keyword: '茶' }, sort: 'COMPOSITE', page: 1, withCategory: false });
  });

  it('/sku-{id} of a missing goods shows 商品不存在或已下架 with recommendations', async () => {
    serve(
      new Map<unknown, unknown>([
        [GoodsDetailDocument, { goodsDetail: null }],
        [RecommendGoodsDocument, { recommendGoods: catalogueFixtures.goodsFixtures.slice(0, 2).map((g) => ({ ...g, goodsId: g.skuId })) }],
      ]),
    );
    start('/sku-999');
    expect(await screen.findByTestId('goods-not-found')).toHaveTextContent('商品不存在或已下架');
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(2));
  });
});
