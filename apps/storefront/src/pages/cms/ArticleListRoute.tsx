import { useLoaderData, useLocation } from 'react-router-dom';
import { ArticlesDocument, gql, type ArticlesQuery } from '@mall/gateway-client';
import { CmsList } from '@mall/content';
import { routerLink } from '@mall/catalogue';
import { Breadcrumb } from '@mall/ui';
import { useT } from '@mall/i18n';
import type { PageModule } from '../../routes/pageModule';
import { CMS_PAGE_SIZE, pageHref, pageOf } from './cmsParams';
import * as styles from '../pages.css';

interface Data {
  page: number;
  data: ArticlesQuery;
}

/**
 * /cms/article and /cms/article/listother-{id}: articles, paged by ?page=. The API has no article
 * classes (articles(page, pageSize) only), so a class's list shows all articles for now.
 */
export const loader: PageModule['loader'] = async ({ request }): Promise<Data> => {
  const page = pageOf(request);
  return { page, data: await gql(ArticlesDocument, { page, pageSize: CMS_PAGE_SIZE }, { signal: request.signal }) };
};

export function Component() {
  const { page, data } = useLoaderData() as Data;
  const { pathname } = useLocation();
  const t = useT();
  return (
    <div className={styles.stack}>
      <Breadcrumb items={[{ label: t('title.home'), href: '/' }, { label: t('cms.article') }]} renderLink={routerLink} />
      <CmsList
        entries={data.articles.list}
        hrefFor={(id) => `/cms/article-${id}`}
        page={page}
        pageCount={data.articles.pageCount}
        pageHref={pageHref(pathname)}
        label={t('cms.allArticles')}
      />
    </div>
  );
}
