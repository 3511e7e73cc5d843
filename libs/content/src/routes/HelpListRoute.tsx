import { useLoaderData } from 'react-router-dom';
import { gql, HelpListDocument, type HelpListQuery } from '@mall/gateway-client';
import { CmsList, HelpMenu } from '../index';
import { m } from '@mall/i18n';
import { CMS_PAGE_SIZE, idOf, pageHref, pageOf } from '../lib/cmsParams';
import { CmsPage } from './CmsPage';
import * as styles from './routes.css';
import { type RouteModule, canonicalUrl, type PageMetaData, notFound } from '@mall/page-kit';
import { Inline, Stack } from '@mall/ui';

interface Data {
  classId: number;
  page: number;
  data: HelpListQuery;
  documentTitle: string;
  /** What search engines read (the app's RouteMeta). */
  meta: PageMetaData;
}

/** /cms/help/listother-{id}: the entries of one help class, with the side menu; 404 for an unknown class. */
export const loader: RouteModule['loader'] = async ({ params, request }): Promise<Data> => {
  const classId = idOf(params);
  const page = pageOf(request);
  const data = await gql(HelpListDocument, { classId, page, pageSize: CMS_PAGE_SIZE }, { signal: request.signal });
  const cls = data.helpClasses.find((c) => c.id === classId);
  if (!cls) notFound();
  return { classId, page, data, documentTitle: cls.name, meta: { canonical: canonicalUrl(request, ['page']) } };
};

export function Component() {
  const { classId, page, data, documentTitle } = useLoaderData() as Data;
  const path = `/cms/help/listother-${classId}`;
  return (
    <CmsPage trail={[{ label: m['cms.help'](), href: '/cms/help' }, { label: documentTitle }]}>
      <Inline space="lg" alignY="flex-start" wrap={false}>
        <HelpMenu classes={data.helpClasses} currentClassId={classId} />
        <Stack space="lg" className={styles.grow}>
          <h1 className={styles.heading}>{documentTitle}</h1>
          <CmsList
            entries={data.helpList.list}
            hrefFor={(id) => `/cms/help-${id}`}
            page={page}
            pageCount={data.helpList.pageCount}
            pageHref={pageHref(path)}
            label={documentTitle}
          />
        </Stack>
      </Inline>
    </CmsPage>
  );
}
