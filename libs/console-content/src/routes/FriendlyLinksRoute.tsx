// 友情链接: the storefront footer's friendly links by name and state in the URL, in their order, paged
// by mall-api; create and edit in an EntryForm (?edit=new or ?edit=<id>), delete with a confirmation.
// A link with a picture shows the picture in the footer; the page says how soon the footer follows.
import { useLoaderData } from 'react-router-dom';
import { friendlyLinkSaveRequest } from '@mall/rest-contract';
import {
  consoleRequest,
  ConsoleFriendlyLinksDocument,
  consoleRoute,
  DeleteFriendlyLinkDocument,
  listParams,
  SaveFriendlyLinkDocument,
  StatusBadge,
  type ConsoleFriendlyLinksQuery,
} from '@mall/console-kit';
import { EntryForm } from '../components/EntryForm/EntryForm';
import { EntryListPage } from '../components/EntryListPage/EntryListPage';
import { useContentT } from '../i18n';
import { editParam, entryAction, useEntryList } from '../shared/entryRoute';

type Data = { page: ConsoleFriendlyLinksQuery['consoleFriendlyLinks']; edit: 'new' | number | null };

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const p = listParams(request);
  const list = await consoleRequest(ConsoleFriendlyLinksDocument, {
    page: p.page,
    pageSize: p.pageSize,
    sort: p.sort,
    keyword: p.filters.keyword,
    state: p.filters.state,
  });
  return { page: list.consoleFriendlyLinks, edit: editParam(request) };
});

export const action = consoleRoute(
  entryAction(
    (id, v) =>
      consoleRequest(SaveFriendlyLinkDocument, {
        input: {
          id,
          linkTitle: String(v.link_title),
          linkUrl: String(v.link_url),
          linkPic: String(v.link_pic ?? ''),
          isBlank: v.is_blank === true,
          isShow: v.is_show === true,
          sort: Number(v.sort || 0),
        },
      }),
    (id) => consoleRequest(DeleteFriendlyLinkDocument, { id }),
  ),
);

type Row = Data['page']['list'][number];

export function Component() {
  const t = useContentT();
  const { page, edit } = useLoaderData() as Data;
  const { route, pageProps, formProps } = useEntryList(page, 'sort');
  // The list carries every field of a link: the form opens from the row on this page.
  const editing = typeof edit === 'number' ? page.list.find((l) => l.id === edit) : undefined;
  const initial =
    edit === 'new'
      ? { link_title: '', link_url: '', link_pic: '', is_blank: true, is_show: true, sort: '0' }
      : editing
        ? {
            link_title: editing.linkTitle,
            link_url: editing.linkUrl,
            link_pic: editing.linkPic,
            is_blank: editing.isBlank,
            is_show: editing.isShow,
            sort: String(editing.sort),
          }
        : null;
  return (
    <EntryListPage<Row>
      {...pageProps}
      title={t('link.title')}
      note={t('link.note', { seconds: page.cacheSeconds })}
      filters={[
        { name: 'keyword', label: t('filter.name'), kind: 'text' },
        {
          name: 'state',
          label: t('filter.state'),
          kind: 'select',
          allLabel: t('filter.all'),
          options: [
            { value: 'shown', label: t('filter.visible') },
            { value: 'hidden', label: t('filter.invisible') },
          ],
        },
      ]}
      columns={[
        { key: 'linkTitle', title: t('column.name') },
        { key: 'linkUrl', title: t('column.url') },
        {
          key: 'linkPic',
          title: t('link.pic'),
          render: (l) => (l.linkPic ? <img src={l.linkPic} alt={l.linkTitle} width={96} height={36} /> : ''),
        },
        {
          key: 'isShow',
          title: t('column.state'),
          render: (l) => (
            <StatusBadge
              label={l.isShow ? t('filter.visible') : t('filter.invisible')}
              tone={l.isShow ? 'success' : 'neutral'}
            />
          ),
        },
        { key: 'sort', title: t('column.sort'), sortKey: 'sort' },
      ]}
      rows={page.list}
      rowKey="id"
      rowName={(l) => l.linkTitle}
      createLabel={t('link.create')}
      onEdit={(l) => route.setEdit(String(l.id))}
      onDelete={(l) => route.remove(l.id)}
      editor={
        initial && (
          <EntryForm
            {...formProps}
            key={edit ?? 'none'}
            title={edit === 'new' ? t('link.create') : t('link.edit')}
            fields={[
              { name: 'link_title', label: t('link.name'), kind: 'text', maxLength: 64 },
              { name: 'link_url', label: t('link.url'), kind: 'text', maxLength: 512, hint: t('nav.urlHint') },
              { name: 'link_pic', label: t('link.pic'), kind: 'text', hint: t('link.picHint') },
              { name: 'sort', label: t('column.sort'), kind: 'number' },
              { name: 'is_blank', label: t('nav.blank'), kind: 'checkbox' },
              { name: 'is_show', label: t('link.show'), kind: 'checkbox' },
            ]}
            initial={initial}
            rules={friendlyLinkSaveRequest}
            onSave={(v) => route.save(editing?.id, v)}
          />
        )
      }
    />
  );
}
