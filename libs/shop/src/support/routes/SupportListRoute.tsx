import { useLoaderData, useNavigate } from 'react-router-dom';
import { gql, SupportListPageDocument, type SupportListPageQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Pagination, Stack } from '@mall/ui';
import { ShopCategoryMenu } from '../../shop/components/ShopCategoryMenu/ShopCategoryMenu';
import { SupportUnitList } from '../components/SupportUnitList/SupportUnitList';
import * as styles from '../../shop/routes/routes.css';
import { type RouteModule, canonicalUrl, type PageMetaData } from '@mall/page-kit';

const int = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);
type Data = { data: SupportListPageQuery; categoryId: number | null; page: number; meta: PageMetaData };

/** /support (every unit) and /support_list (?category_id=, with the support category tree), 12 a page. */
export const loader: RouteModule['loader'] = async ({ request }): Promise<Data> => {
  const q = new URL(request.url).searchParams;
  const categoryId = int(q.get('category_id'));
  const page = int(q.get('page')) ?? 1;
  const data = await gql(SupportListPageDocument, { categoryId: categoryId ?? undefined, page }, { signal: request.signal });
  return { data, categoryId, page, meta: { description: m['seo.supportList'](), canonical: canonicalUrl(request, ['category_id', 'page']) } };
};

const href = (categoryId: number | null, page = 1) => {
  const p = new URLSearchParams();
  if (categoryId) p.set('category_id', String(categoryId));
  if (page > 1) p.set('page', String(page));
  return `/support_list${p.size ? `?${p}` : ''}`;
};

export function Component() {
  const navigate = useNavigate();
  const { data, categoryId, page } = useLoaderData() as Data;
  return (
    <Stack space="lg" className={styles.page}>
      <h1 className={styles.title}>{m['shop.support.allUnits']()}</h1>
      <div className={styles.withSide}>
        <ShopCategoryMenu categories={data.supportCategoryTree} activeId={categoryId} hrefFor={(c) => href(c?.id ?? null)} label={m['shop.support.categories']()} />
        <Stack space="md" className={styles.main}>
          <SupportUnitList units={data.supportUnits.list} />
          {data.supportUnits.pageCount > 1 && (
            <Pagination page={page} pageCount={data.supportUnits.pageCount} getHref={(p) => href(categoryId, p)} onChange={(p) => navigate(href(categoryId, p))} />
          )}
        </Stack>
      </div>
    </Stack>
  );
}
