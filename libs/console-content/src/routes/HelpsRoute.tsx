// 帮助文章: entries of the help centre by title and class in the URL, paged by mall-api; create and
// edit in an EntryForm (?edit=new or ?edit=<id>), delete with a confirmation.
import { m } from '@mall/i18n';
import { useLoaderData } from 'react-router-dom';
import { formatDateTime } from '@mall/ui';
import { helpSaveRequest } from '@mall/rest-contract';
import {
  consoleRequest,
  ConsoleHelpDocument,
  ConsoleHelpsDocument,
  consoleRoute,
  DeleteHelpDocument,
  SaveHelpDocument,
  type ConsoleHelpFieldsFragment,
  type ConsoleHelpsQuery,
} from '@mall/console-kit';
import { EntryForm } from '../components/EntryForm/EntryForm';
import { EntryListPage } from '../components/EntryListPage/EntryListPage';
import { classedFilters, loadClassed } from '../shared/classedEntries';
import { entryAction, useEntryList } from '../shared/entryRoute';

type Data = {
  page: ConsoleHelpsQuery['consoleHelps'];
  classes: ConsoleHelpsQuery['consoleHelpClasses']['list'];
  editing: ConsoleHelpFieldsFragment | 'new' | null;
};

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const [list, editing] = await loadClassed(
    request,
    (variables) => consoleRequest(ConsoleHelpsDocument, variables),
    async (id) => (await consoleRequest(ConsoleHelpDocument, { id })).consoleHelp,
  );
  return { page: list.consoleHelps, classes: list.consoleHelpClasses.list, editing };
});

export const action = consoleRoute(
  entryAction(
    (id, v) =>
      consoleRequest(SaveHelpDocument, {
        input: {
          id,
          classId: Number(v.class_id),
          title: String(v.title),
          content: String(v.content),
          sort: Number(v.sort || 0),
        },
      }),
    (id) => consoleRequest(DeleteHelpDocument, { id }),
  ),
);

type Row = Data['page']['list'][number];

export function Component() {
  const { page, classes, editing } = useLoaderData() as Data;
  const { list, route, pageProps, formProps, idRowProps } = useEntryList(page, 'sort');
  const classOptions = classes.map((c) => ({ value: String(c.classId), label: c.className }));
  const initial =
    editing === 'new'
      ? { class_id: list.filters.classId ?? '', title: '', content: '', sort: '0' }
      : editing
        ? {
            class_id: String(editing.classId),
            title: editing.title,
            content: editing.content,
            sort: String(editing.sort),
          }
        : null;
  return (
    <EntryListPage<Row>
      {...pageProps}
      title={m['console.content.help.title']()}
      note={m['console.content.help.note']()}
      filters={classedFilters(classOptions)}
      columns={[
        { key: 'title', title: m['console.content.column.title']() },
        { key: 'className', title: m['console.content.column.class']() },
        { key: 'sort', title: m['console.content.column.sort'](), sortKey: 'sort' },
        {
          key: 'createTime',
          title: m['console.content.column.time'](),
          sortKey: 'time',
          render: (h) => formatDateTime(h.createTime),
        },
      ]}
      rows={page.list}
      {...idRowProps}
      rowName={(h) => h.title}
      createLabel={m['console.content.help.create']()}
      editor={
        initial && (
          <EntryForm
            {...formProps}
            key={editing === 'new' ? 'new' : editing?.id}
            title={editing === 'new' ? m['console.content.help.create']() : m['console.content.help.edit']()}
            fields={[
              { name: 'class_id', label: m['console.content.help.class'](), kind: 'select', options: classOptions },
              { name: 'title', label: m['console.content.editor.title'](), kind: 'text', maxLength: 128 },
              { name: 'content', label: m['console.content.editor.content'](), kind: 'textarea' },
              { name: 'sort', label: m['console.content.help.sort'](), kind: 'number', hint: m['console.content.help.sortHint']() },
            ]}
            initial={initial}
            rules={helpSaveRequest}
            onSave={(v) => route.save(editing === 'new' ? undefined : editing?.id, v)}
          />
        )
      }
    />
  );
}
