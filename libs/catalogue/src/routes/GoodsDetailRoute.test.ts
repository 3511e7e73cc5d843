import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EvaluationsDocument, GoodsDetailDocument } from '@mall/gateway-client';
import { evaluationsFixture, goodsDetailFixture, shopFixture } from '../fixtures';

const gql = vi.fn();
vi.mock('@mall/gateway-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mall/gateway-client')>()),
  gql: (...args: unknown[]) => gql(...args),
}));

const route = await import('./GoodsDetailRoute');
const loader = route.loader!;
const args = { request: new Request('http://127.0.0.1:3000/sku-2001'), params: { id: '2001' }, context: {} } as never;

/** The gateway's answers by document; the evaluations' as given. */
function answer(evaluations: () => Promise<unknown>) {
  gql.mockImplementation((document: unknown) => {
    if (document === GoodsDetailDocument) return Promise.resolve({ goodsDetail: { ...goodsDetailFixture, onShelf: true, shop: shopFixture } });
    if (document === EvaluationsDocument) return evaluations();
    return new Promise(() => undefined);
  });
}

beforeEach(() => {
  gql.mockReset();
});

describe('goods detail loader', () => {
  it("rates the page's Product by the goods' evaluations", async () => {
    answer(async () => ({ evaluations: evaluationsFixture }));
    const data = (await loader(args)) as { meta: { jsonLd: Record<string, unknown> }; evaluations: Promise<unknown> };
    expect(data.meta.jsonLd).toMatchObject({
      '@type': 'Product',
      aggregateRating: { ratingValue: '4.8', reviewCount: 48 },
    });
    const reviews = data.meta.jsonLd.review as { reviewBody: string }[];
    expect(reviews.map((r) => r.reviewBody)).toEqual(evaluationsFixture.list.filter((e) => e.content.trim()).slice(0, 3).map((e) => e.content));
    await expect(data.evaluations).resolves.toBe(evaluationsFixture);
  });

  it('still answers the page, unrated, when the evaluations cannot be read', async () => {
    answer(() => Promise.reject(new Error('服务暂不可用')));
    const data = (await loader(args)) as { meta: { jsonLd: Record<string, unknown> }; evaluations: Promise<unknown> };
    expect(data.meta.jsonLd).toMatchObject({ '@type': 'Product' });
    expect(data.meta.jsonLd).not.toHaveProperty('aggregateRating');
    await expect(data.evaluations).resolves.toBeNull();
  });
});
