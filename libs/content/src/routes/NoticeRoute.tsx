import { useLoaderData } from 'react-router-dom';
import { gql, NoticeDocument, type NoticeQuery, type RouteModule, routerLink } from '@mall/gateway-client';
import { canonicalUrl, plainTextExcerpt } from '@mall/gateway-client/meta';
import { CmsArticle, PrevNext } from '../index';
import { Breadcrumb } from '@mall/ui';
import { useT } from '@mall/i18n';
import { idOf, notFound } from '../lib/cmsParams';
import * as styles from './routes.css';

type Notice = NonNullable<NoticeQuery['notice']>;

/** /cms/notice-{id}: one notice with previous / next; 404 when missing. */
export const loader: RouteModule['loader'] = async ({ params, request }) => {
  const { notice } = await gql(NoticeDocument, { id: idOf(params) }, { signal: request.signal });
  if (!notice) notFound();
  // What search engines read (the app's RouteMeta): the notice's opening as its description.
  const meta = { description: plainTextExcerpt(notice.content) || notice.title, canonical: canonicalUrl(request) };
  return { notice, documentTitle: notice.title, meta };
};

export function Component() {
  const { notice } = useLoaderData() as { notice: Notice };
  const t = useT();
  return (
    <div className={styles.stack}>
      <Breadcrumb
        items={[{ label: t('title.home'), href: '/' }, { label: t('cms.notice'), href: '/cms/notice' }, { label: notice.title }]}
        renderLink={routerLink}
      />
      <CmsArticle
        title={notice.title}
        createTime={notice.createTime}
        html={notice.content}
        footer={<PrevNext prev={notice.prev} next={notice.next} hrefFor={(id) => `/cms/notice-${id}`} />}
      />
    </div>
  );
}
