import { useLoaderData } from 'react-router-dom';
import { gql, NoticeDocument, type NoticeQuery } from '@mall/gateway-client';
import { CmsEntry } from '../index';
import { m } from '@mall/i18n';
import { idOf } from '../lib/cmsParams';
import { cmsEntryMeta } from '../lib/entryMeta';
import { CmsPage } from './CmsPage';
import { type RouteModule, notFound } from '@mall/page-kit';

type Notice = NonNullable<NoticeQuery['notice']>;

/** /cms/notice-{id}: one notice with previous / next; 404 when missing. */
export const loader: RouteModule['loader'] = async ({ params, request }) => {
  const { notice } = await gql(NoticeDocument, { id: idOf(params) }, { signal: request.signal });
  if (!notice) notFound();
  return { notice, documentTitle: notice.title, meta: cmsEntryMeta(request, notice) };
};

export function Component() {
  const { notice } = useLoaderData() as { notice: Notice };
  return (
    <CmsPage trail={[{ label: m['cms.notice'](), href: '/cms/notice' }, { label: notice.title }]}>
      <CmsEntry entry={notice} hrefFor={(id) => `/cms/notice-${id}`} />
    </CmsPage>
  );
}
