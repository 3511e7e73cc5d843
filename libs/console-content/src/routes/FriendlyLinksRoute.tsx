// 友情链接: the storefront footer's friendly links by name and state in the URL, in their order, paged
// by mall-api; create and edit in an EntryForm (?edit=new or ?edit=<id>), delete with a confirmation.
// A link with a picture shows the picture in the footer; the page says how soon the footer follows.
import { m } from '@mall/i18n';
import { useLoaderData } from 'react-router-dom';
import { friendlyLinkSaveRequest } from '@mall/rest-contract';
import {
  consoleRequest,
  ConsoleFriendlyLinksDocument,
  consoleRoute,
  DeleteFriendlyLinkDocument,
  SaveFriendlyLinkDocument,
  type ConsoleFriendlyLinksQuery,
} from '@mall/console-kit';
import { EntryForm } from '../components/EntryForm/EntryForm';
import { EntryListPage } from '../components/EntryListPage/EntryListPage';
import { editParam, entryAction, useEntryList } from '../shared/entryRoute';
import { listedEntry, shownColumn, shownFilters, shownListVariables } from '../shared/shownEntries';

type Data = { page: ConsoleFriendlyLinksQuery['consoleFriendlyLinks']; edit: 'new' | number | null };

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const list = await consoleRequest(ConsoleFriendlyLinksDocument, shownListVariables(request));
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
  const { page, edit } = useLoaderData() as Data;
  const { route, pageProps, formProps, idRowProps } = useEntryList(page, 'sort');
  const editing = listedEntry(page.list, edit);
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
      title={m['console.content.link.title']()}
      note={m['console.content.link.note']({ seconds: page.cacheSeconds })}
      filters={shownFilters()}
      columns={[
        { key: 'linkTitle', title: m['console.content.column.name']() },
        { key: 'linkUrl', title: m['console.content.column.url']() },
        {
          key: 'linkPic',
          title: m['console.content.link.pic'](),
          render: (l) => (l.linkPic ? <img src={l.linkPic} alt={l.linkTitle} width={96} height={36} /> : ''),
        },
        shownColumn<Row>(),
        { key: 'sort', title: m['console.content.column.sort'](), sortKey: 'sort' },
      ]}
      rows={page.list}
      {...idRowProps}
      rowName={(l) => l.linkTitle}
      createLabel={m['console.content.link.create']()}
      editor={
        initial && (
          <EntryForm
            {...formProps}
            key={edit ?? 'none'}
            title={edit === 'new' ? m['console.content.link.create']() : m['console.content.link.edit']()}
            fields={[
              { name: 'link_title', label: m['console.content.link.name'](), kind: 'text', maxLength: 64 },
              { name: 'link_url', label: m['console.content.link.url'](), kind: 'text', maxLength: 512, hint: m['console.content.nav.urlHint']() },
              { name: 'link_pic', label: m['console.content.link.pic'](), kind: 'text', hint: m['console.content.link.picHint']() },
              { name: 'sort', label: m['console.content.column.sort'](), kind: 'number' },
              { name: 'is_blank', label: m['console.content.nav.blank'](), kind: 'checkbox' },
              { name: 'is_show', label: m['console.content.link.show'](), kind: 'checkbox' },
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
