import { useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { gql, ShopListPageDocument, type ShopListPageQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Pagination, Stack } from '@mall/ui';
import { ShopGrid } from '../components/ShopGrid/ShopGrid';
import * as styles from './routes.css';
import { type RouteModule, canonicalUrl } from '@mall/page-kit';

const int = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined);

/**
 * /shop_list (?site_id=&shop_category_id=&category_level=) and /shop_street (?keyword=): shops by
 * branch site, category or name, 12 a page; every filter stays in the URL.
 */
export const loader: RouteModule['loader'] = async ({ request }) => {
  const q = new URL(request.url).searchParams;
  const level = int(q.get('category_level'));
  const data = await gql(
    ShopListPageDocument,
    {
      siteId: int(q.get('site_id')),
      categoryId: int(q.get('shop_category_id')),
      categoryLevel: level && level <= 3 ? level : undefined,
      keyword: q.get('keyword')?.trim().slice(0, 50) || undefined,
      page: int(q.get('page')) ?? 1,
    },
    { signal: request.signal },
  );
  const meta = { description: m['seo.shopList'](), canonical: canonicalUrl(request, ['site_id', 'shop_category_id', 'category_level', 'keyword', 'page']) };
  return { data, page: int(q.get('page')) ?? 1, meta };
};

export function Component() {
  const { data, page } = useLoaderData() as { data: ShopListPageQuery; page: number };
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const title = pathname === '/shop_street' ? m['shop.streetTitle']() : m['shop.listTitle']();
  const hrefFor = (p: number) => {
    const params = new URLSearchParams(search);
    if (p > 1) params.set('page', String(p));
    else params.delete('page');
    return `${pathname}${params.size ? `?${params}` : ''}`;
  };
  return (
    <Stack space="lg" className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <ShopGrid shops={data.shopList.list} label={title} />
      {data.shopList.pageCount > 1 && <Pagination page={page} pageCount={data.shopList.pageCount} getHref={hrefFor} onChange={(p) => navigate(hrefFor(p))} />}
    </Stack>
  );
}
