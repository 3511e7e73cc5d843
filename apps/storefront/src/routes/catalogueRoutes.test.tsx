import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GoodsDetailDocument,
  GoodsListPageDocument,
  gql,
  RecommendGoodsDocument,
  ShellDocument,
  type GoodsListPageQuery,
} from '@mall/gateway-client';
import * as catalogueFixtures from '@mall/catalogue/fixtures';
import { shellFixture } from '../fixtures';
import { buildRoutes } from '../router';
import { invalidateShell } from '../shell';
import { appStore } from '../state';

vi.mock('@mall/gateway-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mall/gateway-client')>();
  return { ...actual, gql: vi.fn() };
});

const gqlMock = vi.mocked(gql);

const emptyList: GoodsListPageQuery = {
  goodsList: { count: 0, pageCount: 0, page: 1, pageSize: 20, list: [] },
  brands: { list: [] },
};

function serve(answers: Map<unknown, unknown>) {
  gqlMock.mockImplementation(((doc: unknown) => {
    if (doc === ShellDocument) return Promise.resolve(shellFixture);
    if (answers.has(doc)) return Promise.resolve(answers.get(doc));
    return Promise.reject(new Error('unexpected document'));
  }) as typeof gql);
}

function start(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

beforeEach(() => {
  invalidateShell();
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
