import { useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { GoodsGrid, SortBar } from '@mall/catalogue';
import { gql, ShopPageDocument, type ShopPageQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Empty, Pagination, Stack } from '@mall/ui';
import { ShopCategoryMenu } from '../components/ShopCategoryMenu/ShopCategoryMenu';
import { ShopHeader } from '../components/ShopHeader/ShopHeader';
import { ShopNav } from '../components/ShopNav/ShopNav';
import { StoreList } from '../components/StoreList/StoreList';
import { parseShopQuery, shopHref, type ShopQuery } from '../lib/types';
import { shopWrites } from '../lib/writes';
import * as styles from './routes.css';
import {
  type RouteModule,
  canonicalUrl,
  plainTextExcerpt,
  type PageMetaData,
  notFound,
  useWrites,
} from '@mall/page-kit';

const SORT_TO_API = { composite: 'COMPOSITE', sales: 'SALES', price_asc: 'PRICE_ASC', price_desc: 'PRICE_DESC', newest: 'NEWEST' } as const;

type Data = { page: ShopPageQuery; query: ShopQuery; shopId: number; meta: PageMetaData };

/**
 * /shop-{id} (shop layout): the shop header with follow / unfollow, the shop navigation, and the
 * tab of the URL: shop home (recommended: the shop's best sellers), all goods (the shop's own
 * categories, 店内分类, beside the sort and pages) or offline stores. A missing or closed shop is a 404.
 */
export const loader: RouteModule['loader'] = async ({ params, request }): Promise<Data> => {
  const shopId = Number(params.id);
  if (!Number.isInteger(shopId) || shopId < 1 || shopId > 2_147_483_647) notFound();
  const query = parseShopQuery(new URL(request.url).searchParams);
  const goodsTab = query.tab === 'goods';
  const page = await gql(
    ShopPageDocument,
    {
      shopId,
      filter: { shopId, ...(goodsTab && query.categoryId ? { shopCategoryId: query.categoryId } : {}) },
      sort: goodsTab ? SORT_TO_API[query.sort] : 'SALES',
      page: goodsTab ? query.page : 1,
      withStores: query.tab === 'stores',
    },
    { signal: request.signal },
  );
  if (!page.shop) notFound();
  const { name, goodsNum } = page.shop;
  // What search engines read (the app's RouteMeta): one address per tab and page.
  const meta = { description: plainTextExcerpt(m['seo.shop']({ name, goodsNum })), canonical: canonicalUrl(request, ['tab', 'page']) };
  return { page, query, shopId, meta };
};

export function Component() {
  const { page, query, shopId } = useLoaderData() as Data;
  const navigate = useNavigate();
  const { send } = useWrites();
  const [pending, setPending] = useState(false);
  const shop = page.shop!;
  const toggleFollow = async () => {
    setPending(true);
    try {
      if (shop.followed) await send(shopWrites.unfollow, { shopId });
      else await send(shopWrites.follow, { shopId });
    } finally {
      setPending(false);
    }
  };
  const goods = page.goodsList;
  return (
    <Stack space="lg" className={styles.page}>
      <ShopHeader shop={shop} onToggleFollow={toggleFollow} pending={pending} />
      <ShopNav shopId={shopId} active={query.tab} storeNum={shop.storeNum} />
      {query.tab === 'stores' ? (
        <StoreList stores={page.shopStores?.list ?? []} />
      ) : query.tab === 'goods' ? (
        <div className={styles.withSide}>
          <ShopCategoryMenu
            categories={page.shopCategoryTree}
            activeId={query.categoryId}
            hrefFor={(c) => shopHref(shopId, { tab: 'goods', categoryId: c?.id ?? null, level: null, sort: query.sort })}
          />
          <Stack space="md" className={styles.main}>
            <SortBar sort={query.sort} count={goods.count} hrefFor={(sort) => shopHref(shopId, { ...query, sort, page: 1 })} />
            <GoodsGrid goods={goods.list} columns={4} label={m['shop.allGoods']()} empty={<Empty text={m['shop.noGoods']()} />} />
            {goods.pageCount > 1 && (
              <Pagination
                page={query.page}
                pageCount={goods.pageCount}
                getHref={(p) => shopHref(shopId, { ...query, page: p })}
                onChange={(p) => navigate(shopHref(shopId, { ...query, page: p }))}
              />
            )}
          </Stack>
        </div>
      ) : (
        <section aria-labelledby="shop-recommend">
          <h2 id="shop-recommend" className={styles.heading}>
            {m['shop.recommend']()}
          </h2>
          <GoodsGrid goods={goods.list.slice(0, 10)} label={m['shop.recommend']()} empty={<Empty text={m['shop.noGoods']()} />} />
        </section>
      )}
    </Stack>
  );
}
