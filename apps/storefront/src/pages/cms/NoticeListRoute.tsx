import { useLoaderData } from 'react-router-dom';
import { gql, NoticesDocument, type NoticesQuery } from '@mall/gateway-client';
import { CmsList } from '@mall/content';
import { Breadcrumb } from '@mall/ui';
import { routerLink } from '@mall/catalogue';
import { useT } from '@mall/i18n';
import type { PageModule } from '../../routes/pageModule';
import { CMS_PAGE_SIZE, pageHref, pageOf } from './cmsParams';
import * as styles from '../pages.css';

interface Data {
  page: number;
  data: NoticesQuery;
}

/** /cms/notice: notices, pinned first, paged by ?page=. */
export const loader: PageModule['loader'] = async ({ request }): Promise<Data> => {
  const page = pageOf(request);
  return { page, data: await gql(NoticesDocument, { page, pageSize: CMS_PAGE_SIZE }, { signal: request.signal }) };
};

export function Component() {
  const { page, data } = useLoaderData() as Data;
  const t = useT();
  return (
    <div className={styles.stack}>
      <Breadcrumb items={[{ label: t('title.home'), href: '/' }, { label: t('cms.notice') }]} renderLink={routerLink} />
      <CmsList
        entries={data.notices.list}
        hrefFor={(id) => `/cms/notice-${id}`}
        page={page}
        pageCount={data.notices.pageCount}
        pageHref={pageHref('/cms/notice')}
        label={t('cms.notice')}
      />
    </div>
  );
}
