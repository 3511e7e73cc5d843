import { useLoaderData } from 'react-router-dom';
import { gql, NoticesDocument, type NoticesQuery } from '@mall/gateway-client';
import { CmsList } from '../index';
import { m } from '@mall/i18n';
import { CMS_PAGE_SIZE, pageHref, pageOf } from '../lib/cmsParams';
import { CmsPage } from './CmsPage';
import { type RouteModule, canonicalUrl, type PageMetaData } from '@mall/page-kit';

interface Data {
  page: number;
  data: NoticesQuery;
  /** What search engines read (the app's RouteMeta). */
  meta: PageMetaData;
}

/** /cms/notice: notices, pinned first, paged by ?page=. */
export const loader: RouteModule['loader'] = async ({ request }): Promise<Data> => {
  const page = pageOf(request);
  const data = await gql(NoticesDocument, { page, pageSize: CMS_PAGE_SIZE }, { signal: request.signal });
  return { page, data, meta: { canonical: canonicalUrl(request, ['page']) } };
};

export function Component() {
  const { page, data } = useLoaderData() as Data;
  return (
    <CmsPage trail={[{ label: m['cms.notice']() }]}>
      <CmsList
        entries={data.notices.list}
        hrefFor={(id) => `/cms/notice-${id}`}
        page={page}
        pageCount={data.notices.pageCount}
        pageHref={pageHref('/cms/notice')}
        label={m['cms.notice']()}
      />
    </CmsPage>
  );
}
