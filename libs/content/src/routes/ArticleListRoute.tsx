import { useLoaderData, useLocation } from 'react-router-dom';
import { ArticlesDocument, type ArticlesQuery, gql } from '@mall/gateway-client';
import { CmsList } from '../index';
import { useT } from '@mall/i18n';
import { CMS_PAGE_SIZE, pageHref, pageOf } from '../lib/cmsParams';
import { CmsPage } from './CmsPage';
import { type RouteModule, canonicalUrl, type PageMetaData } from '@mall/page-kit';

interface Data {
  page: number;
  data: ArticlesQuery;
  /** What search engines read (the app's RouteMeta). */
  meta: PageMetaData;
}

/**
 * /cms/article and /cms/article/listother-{id}: articles, paged by ?page=. The API has no article
 * classes (articles(page, pageSize) only), so a class's list shows all articles for now.
 */
export const loader: RouteModule['loader'] = async ({ request }): Promise<Data> => {
  const page = pageOf(request);
  const data = await gql(ArticlesDocument, { page, pageSize: CMS_PAGE_SIZE }, { signal: request.signal });
  return { page, data, meta: { canonical: canonicalUrl(request, ['page']) } };
};

export function Component() {
  const { page, data } = useLoaderData() as Data;
  const { pathname } = useLocation();
  const t = useT();
  return (
    <CmsPage trail={[{ label: t('cms.article') }]}>
      <CmsList
        entries={data.articles.list}
        hrefFor={(id) => `/cms/article-${id}`}
        page={page}
        pageCount={data.articles.pageCount}
        pageHref={pageHref(pathname)}
        label={t('cms.allArticles')}
      />
    </CmsPage>
  );
}
