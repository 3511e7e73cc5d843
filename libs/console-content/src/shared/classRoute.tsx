// A list of classes (帮助分类, 文章分类): by name in the URL, in their order, paged by mall-api; create
// and edit in an EntryForm (?edit=new or ?edit=<id>), delete with a confirmation (refused by mall-api
// while the class still holds entries). Each class list gives its calls, rules and messages.
import { useLoaderData } from 'react-router-dom';
import type { z } from 'zod';
import { consoleRoute, listParams, type ListParams } from '@mall/console-kit';
import { EntryForm } from '../components/EntryForm/EntryForm';
import { EntryListPage } from '../components/EntryListPage/EntryListPage';
import { useContentT, type ContentKey } from '../i18n';
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
  const key = (name: string) => `${config.messages}.${name}` as ContentKey;

  function Component() {
    const t = useContentT();
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
        title={t(key('title'))}
        note={t(key('note'))}
        filters={[{ name: 'keyword', label: t('filter.name'), kind: 'text' }]}
        columns={[
          { key: 'className', title: t('column.name') },
          { key: 'entries', title: t('column.count'), render: config.entries },
          { key: 'sort', title: t('column.sort'), sortKey: 'sort' },
        ]}
        rows={page.list}
        rowKey="classId"
        rowName={(c) => c.className}
        createLabel={t(key('create'))}
        onEdit={(c) => route.setEdit(String(c.classId))}
        onDelete={(c) => route.remove(c.classId)}
        editor={
          initial && (
            <EntryForm
              {...formProps}
              key={edit ?? 'none'}
              title={edit === 'new' ? t(key('create')) : t(key('edit'))}
              fields={[
                { name: 'class_name', label: t(key('name')), kind: 'text', maxLength: 64 },
                { name: 'sort', label: t('column.sort'), kind: 'number' },
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
