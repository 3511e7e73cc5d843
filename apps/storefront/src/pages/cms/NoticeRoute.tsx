import { useLoaderData } from 'react-router-dom';
import { gql, NoticeDocument, type NoticeQuery } from '@mall/gateway-client';
import { CmsArticle, PrevNext } from '@mall/content';
import { routerLink } from '@mall/catalogue';
import { Breadcrumb } from '@mall/ui';
import { useT } from '@mall/i18n';
import type { PageModule } from '../../routes/pageModule';
import { idOf, notFound } from './cmsParams';
import * as styles from '../pages.css';

type Notice = NonNullable<NoticeQuery['notice']>;

/** /cms/notice-{id}: one notice with previous / next; 404 when missing. */
export const loader: PageModule['loader'] = async ({ params, request }) => {
  const { notice } = await gql(NoticeDocument, { id: idOf(params) }, { signal: request.signal });
  if (!notice) notFound();
  return { notice, documentTitle: notice.title };
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
