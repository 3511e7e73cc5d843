// A list of classes (帮助分类, 文章分类): by name in the URL, in their order, paged by mall-api; create
// and edit in an EntryForm (?edit=new or ?edit=<id>), delete with a confirmation (refused by mall-api
// while the class still holds entries). Each class list gives its calls, rules and messages.
import { m, type Message } from '@mall/i18n';
import { useLoaderData } from 'react-router-dom';
import type { z } from 'zod';
import { consoleRoute, listParams, type ListParams } from '@mall/console-kit';
import { EntryForm } from '../components/EntryForm/EntryForm';
import { EntryListPage } from '../components/EntryListPage/EntryListPage';
import { editParam, entryAction, useEntryList } from './entryRoute';

export interface ClassRow {
  classId: number;
  className: string;
  sort: number;
}

interface ClassPage<Row extends ClassRow> {
  list: Row[];
  count: number;
  page: number;
  pageSize: number;
}

export interface ClassRouteConfig<Row extends ClassRow> {
  load: (params: ListParams) => Promise<ClassPage<Row>>;
  save: (id: number | undefined, input: { className: string; sort: number }) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** rest-contract's save request (its messages show beside the fields). */
  rules: z.ZodType;
  /** How many entries a class holds (shown; a class with entries is not deleted). */
  entries: (row: Row) => number;
  /** The messages of this list: `<messages>.title`, `.note`, `.create`, `.edit`, `.name`. */
  messages: 'helpClass' | 'articleClass';
}

type ClassMessages = Record<'title' | 'note' | 'create' | 'edit' | 'name', Message>;

/** Each class list's messages. */
const CLASS_MESSAGES: Record<ClassRouteConfig<ClassRow>['messages'], ClassMessages> = {
  helpClass: {
    title: m['console.content.helpClass.title'],
    note: m['console.content.helpClass.note'],
    create: m['console.content.helpClass.create'],
    edit: m['console.content.helpClass.edit'],
    name: m['console.content.helpClass.name'],
  },
  articleClass: {
    title: m['console.content.articleClass.title'],
    note: m['console.content.articleClass.note'],
    create: m['console.content.articleClass.create'],
    edit: m['console.content.articleClass.edit'],
    name: m['console.content.articleClass.name'],
  },
};

/** The route module (loader, action, Component) of one class list. */
export function classRoute<Row extends ClassRow>(config: ClassRouteConfig<Row>) {
  type Data = { page: ClassPage<Row>; edit: 'new' | number | null };
  const loader = consoleRoute(
    async ({ request }: { request: Request }): Promise<Data> => ({
      page: await config.load(listParams(request)),
      edit: editParam(request),
    }),
  );
  const action = consoleRoute(
    entryAction(
      (id, v) => config.save(id, { className: String(v.class_name), sort: Number(v.sort || 0) }),
      (id) => config.remove(id),
    ),
  );
  const text = CLASS_MESSAGES[config.messages];

  function Component() {
    const { page, edit } = useLoaderData() as Data;
    const { route, pageProps, formProps } = useEntryList(page, 'sort');
    // The list carries every field of a class: the form opens from the row on this page.
    const editing = typeof edit === 'number' ? page.list.find((c) => c.classId === edit) : undefined;
    const initial =
      edit === 'new'
        ? { class_name: '', sort: '0' }
        : editing
          ? { class_name: editing.className, sort: String(editing.sort) }
          : null;
    return (
      <EntryListPage<Row>
        {...pageProps}
        title={text.title()}
        note={text.note()}
        filters={[{ name: 'keyword', label: m['console.content.filter.name'](), kind: 'text' }]}
        columns={[
          { key: 'className', title: m['console.content.column.name']() },
          { key: 'entries', title: m['console.content.column.count'](), render: config.entries },
          { key: 'sort', title: m['console.content.column.sort'](), sortKey: 'sort' },
        ]}
        rows={page.list}
        rowKey="classId"
        rowName={(c) => c.className}
        createLabel={text.create()}
        onEdit={(c) => route.setEdit(String(c.classId))}
        onDelete={(c) => route.remove(c.classId)}
        editor={
          initial && (
            <EntryForm
              {...formProps}
              key={edit ?? 'none'}
              title={edit === 'new' ? text.create() : text.edit()}
              fields={[
                { name: 'class_name', label: text.name(), kind: 'text', maxLength: 64 },
                { name: 'sort', label: m['console.content.column.sort'](), kind: 'number' },
              ]}
              initial={initial}
              rules={config.rules}
              onSave={(v) => route.save(editing?.classId, v)}
            />
          )
        }
      />
    );
  }
  return { loader, action, Component };
}
