import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { ArticlesDocument, type ArticlesQuery, gql } from '@mall/gateway-client';
import { CmsList } from '../index';
import { m } from '@mall/i18n';
import { Box } from '@mall/ui';
import { CMS_PAGE_SIZE, idOf, pageHref, pageOf } from '../lib/cmsParams';
import { CmsPage } from './CmsPage';
import * as styles from './routes.css';
import { type RouteModule, canonicalUrl, notFound, type PageMetaData } from '@mall/page-kit';

interface Data {
  page: number;
  /** The class listed (/cms/article/listother-{id}); null on /cms/article. */
  current: { id: number; name: string } | null;
  data: ArticlesQuery;
  documentTitle?: string;
  /** What search engines read (the app's RouteMeta). */
  meta: PageMetaData;
}

/**
 * /cms/article (every article) and /cms/article/listother-{id} (that class's articles only; 404 for
 * an unknown class), paged by ?page=, with links to each class.
 */
export const loader: RouteModule['loader'] = async ({ params, request }): Promise<Data> => {
  const page = pageOf(request);
  const classId = params.id === undefined ? undefined : idOf(params);
  const data = await gql(ArticlesDocument, { classId, page, pageSize: CMS_PAGE_SIZE }, { signal: request.signal });
  const current = classId === undefined ? null : (data.articleClasses.find((c) => c.id === classId) ?? null);
  if (classId !== undefined && !current) notFound();
  return { page, current, data, documentTitle: current?.name, meta: { canonical: canonicalUrl(request, ['page']) } };
};

export function Component() {
  const { page, current, data } = useLoaderData() as Data;
  const { pathname } = useLocation();
  const trail = current ? [{ label: m['cms.article'](), href: '/cms/article' }, { label: current.name }] : [{ label: m['cms.article']() }];
  return (
    <CmsPage trail={trail}>
      {data.articleClasses.length > 0 && (
        <Box as="nav" display="flex" flexWrap="wrap" gap="md" aria-label={m['cms.articleClasses']()} className={styles.classLinks}>
          <Link to="/cms/article" aria-current={current ? undefined : 'page'}>
            {m['cms.allArticles']()}
          </Link>
          {data.articleClasses.map((c) => (
            <Link key={c.id} to={`/cms/article/listother-${c.id}`} aria-current={c.id === current?.id ? 'page' : undefined}>
              {c.name}
            </Link>
          ))}
        </Box>
      )}
      <CmsList
        entries={data.articles.list}
        hrefFor={(id) => `/cms/article-${id}`}
        page={page}
        pageCount={data.articles.pageCount}
        pageHref={pageHref(pathname)}
        label={current?.name ?? m['cms.allArticles']()}
      />
    </CmsPage>
  );
}
