// 导航管理: the storefront header's nav entries by name and state in the URL, in their order, paged
// by mall-api; create and edit in an EntryForm (?edit=new or ?edit=<id>), delete with a confirmation.
// The page says how soon the header follows (the gateway's public cache of the nav list).
import { m } from '@mall/i18n';
import { useLoaderData } from 'react-router-dom';
import { navSaveRequest } from '@mall/rest-contract';
import {
  consoleRequest,
  ConsoleNavsDocument,
  consoleRoute,
  DeleteNavDocument,
  SaveNavDocument,
  type ConsoleNavsQuery,
} from '@mall/console-kit';
import { EntryForm } from '../components/EntryForm/EntryForm';
import { EntryListPage } from '../components/EntryListPage/EntryListPage';
import { editParam, entryAction, useEntryList } from '../shared/entryRoute';
import { listedEntry, shownColumn, shownFilters, shownListVariables } from '../shared/shownEntries';

type Data = { page: ConsoleNavsQuery['consoleNavs']; edit: 'new' | number | null };

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const list = await consoleRequest(ConsoleNavsDocument, shownListVariables(request));
  return { page: list.consoleNavs, edit: editParam(request) };
});

export const action = consoleRoute(
  entryAction(
    (id, v) =>
      consoleRequest(SaveNavDocument, {
        input: {
          id,
          navTitle: String(v.nav_title),
          navUrl: String(v.nav_url),
          isBlank: v.is_blank === true,
          isShow: v.is_show === true,
          sort: Number(v.sort || 0),
        },
      }),
    (id) => consoleRequest(DeleteNavDocument, { id }),
  ),
);

type Row = Data['page']['list'][number];

export function Component() {
  const { page, edit } = useLoaderData() as Data;
  const { route, pageProps, formProps, idRowProps } = useEntryList(page, 'sort');
  const editing = listedEntry(page.list, edit);
  const initial =
    edit === 'new'
      ? { nav_title: '', nav_url: '', is_blank: false, is_show: true, sort: '0' }
      : editing
        ? {
            nav_title: editing.navTitle,
            nav_url: editing.navUrl,
            is_blank: editing.isBlank,
            is_show: editing.isShow,
            sort: String(editing.sort),
          }
        : null;
  return (
    <EntryListPage<Row>
      {...pageProps}
      title={m['console.content.nav.title']()}
      note={m['console.content.nav.note']({ seconds: page.cacheSeconds })}
      filters={shownFilters()}
      columns={[
        { key: 'navTitle', title: m['console.content.column.name']() },
        { key: 'navUrl', title: m['console.content.column.url']() },
        { key: 'isBlank', title: m['console.content.column.blank'](), render: (n) => (n.isBlank ? '✓' : '') },
        shownColumn<Row>(),
        { key: 'sort', title: m['console.content.column.sort'](), sortKey: 'sort' },
      ]}
      rows={page.list}
      {...idRowProps}
      rowName={(n) => n.navTitle}
      createLabel={m['console.content.nav.create']()}
      editor={
        initial && (
          <EntryForm
            {...formProps}
            key={edit ?? 'none'}
            title={edit === 'new' ? m['console.content.nav.create']() : m['console.content.nav.edit']()}
            fields={[
              { name: 'nav_title', label: m['console.content.nav.name'](), kind: 'text', maxLength: 16 },
              { name: 'nav_url', label: m['console.content.nav.url'](), kind: 'text', maxLength: 255, hint: m['console.content.nav.urlHint']() },
              { name: 'sort', label: m['console.content.column.sort'](), kind: 'number' },
              { name: 'is_blank', label: m['console.content.nav.blank'](), kind: 'checkbox' },
              { name: 'is_show', label: m['console.content.nav.show'](), kind: 'checkbox' },
            ]}
            initial={initial}
            rules={navSaveRequest}
            onSave={(v) => route.save(editing?.id, v)}
          />
        )
      }
    />
  );
}
