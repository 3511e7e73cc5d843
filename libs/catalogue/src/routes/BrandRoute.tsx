import { Link, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { BrandsDocument, type BrandsQuery, gql } from '@mall/gateway-client';
import { routerLink, type RouteModule, useLayout, type PageMetaData } from '@mall/page-kit';
import { BrandWall } from '../components/BrandWall/BrandWall';
import { parseId } from '../logic/listParams';
import { Box, Pagination, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import { listingPageMeta } from '../logic/seo';
import * as styles from './routes.css';

const PAGE_SIZE = 30;

interface BrandData {
  categoryId: number | null;
  page: number;
  data: BrandsQuery;
  meta: PageMetaData;
}

/**
 * /brand: the brand wall (recommended first), paged by ?page=.
 * /brandlist: the same wall by level-1 category (?category_id=), with category tabs.
 * A brand leads to its goods in the goods list, /list?brand_id={id}, where every list filter applies.
 */
export const loader: RouteModule['loader'] = async ({ request }): Promise<BrandData> => {
  const url = new URL(request.url);
  const categoryId = url.pathname === '/brandlist' ? parseId(url.searchParams.get('category_id')) : null;
  const page = parseId(url.searchParams.get('page')) ?? 1;
  const data = await gql(BrandsDocument, { categoryId, page, pageSize: PAGE_SIZE }, { signal: request.signal });
  return { categoryId, page, data, meta: listingPageMeta(request, m['seo.brand'](), ['category_id', 'page']) };
};

export function Component() {
  const { categoryId, page, data } = useLoaderData() as BrandData;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const categories = useLayout()?.categoryTree ?? [];
  const byCategory = pathname === '/brandlist';
  const href = (p: number, cat = categoryId) => {
    const q = new URLSearchParams();
    if (cat) q.set('category_id', String(cat));
    if (p > 1) q.set('page', String(p));
    const s = q.toString();
    return s ? `${pathname}?${s}` : pathname;
  };
  return (
    <Stack space="lg" className={styles.stack}>
      <h1 className={styles.heading}>{byCategory ? m['catalogue.brandByCategory']() : m['catalogue.brandWall']()}</h1>
      {byCategory && (
        <Box as="nav" display="flex" flexWrap="wrap" gap="sm" aria-label={m['catalogue.brandByCategory']()}>
          <Link to={href(1, null)} className={styles.categoryTab} aria-current={categoryId === null ? 'page' : undefined}>
            {m['catalogue.allCategories']()}
          </Link>
          {categories.map((c) => (
            <Link key={c.id} to={href(1, c.id)} className={styles.categoryTab} aria-current={categoryId === c.id ? 'page' : undefined}>
              {c.name}
            </Link>
          ))}
        </Box>
      )}
      <BrandWall brands={data.brands.list} />
      <Pagination
        page={page}
        pageCount={data.brands.pageCount}
        getHref={(p) => href(p)}
        onChange={(p) => navigate(href(p))}
        renderLink={routerLink}
      />
    </Stack>
  );
}
