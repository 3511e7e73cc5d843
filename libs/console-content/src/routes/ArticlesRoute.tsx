// 文章管理: the news articles of /cms/article by title and class in the URL, newest first unless
// sorted, paged by mall-api; create and edit in an EntryForm (?edit=new or ?edit=<id>) with the
// article's class (or none), delete with a confirmation.
import { m } from '@mall/i18n';
import { useLoaderData } from 'react-router-dom';
import { formatDateTime } from '@mall/ui';
import { articleSaveRequest } from '@mall/rest-contract';
import {
  consoleRequest,
  ConsoleArticleDocument,
  ConsoleArticlesDocument,
  consoleRoute,
  DeleteArticleDocument,
  SaveArticleDocument,
  type ConsoleArticleFieldsFragment,
  type ConsoleArticlesQuery,
} from '@mall/console-kit';
import { EntryForm } from '../components/EntryForm/EntryForm';
import { EntryListPage } from '../components/EntryListPage/EntryListPage';
import { classedFilters, loadClassed } from '../shared/classedEntries';
import { entryAction, useEntryList } from '../shared/entryRoute';

type Data = {
  page: ConsoleArticlesQuery['consoleArticles'];
  classes: ConsoleArticlesQuery['consoleArticleClasses']['list'];
  editing: ConsoleArticleFieldsFragment | 'new' | null;
};

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const [list, editing] = await loadClassed(
    request,
    (variables) => consoleRequest(ConsoleArticlesDocument, variables),
    async (id) => (await consoleRequest(ConsoleArticleDocument, { id })).consoleArticle,
  );
  return { page: list.consoleArticles, classes: list.consoleArticleClasses.list, editing };
});

export const action = consoleRoute(
  entryAction(
    (id, v) =>
      consoleRequest(SaveArticleDocument, {
        input: {
          id,
          classId: v.class_id ? Number(v.class_id) : null,
          title: String(v.title),
          cover: String(v.cover),
          summary: String(v.summary),
          content: String(v.content),
        },
      }),
    (id) => consoleRequest(DeleteArticleDocument, { id }),
  ),
);

type Row = Data['page']['list'][number];

export function Component() {
  const { page, classes, editing } = useLoaderData() as Data;
  const { list, route, pageProps, formProps, idRowProps } = useEntryList(page, 'time_desc');
  const classOptions = classes.map((c) => ({ value: String(c.classId), label: c.className }));
  const initial =
    editing === 'new'
      ? { class_id: list.filters.classId ?? '', title: '', cover: '', summary: '', content: '' }
      : editing
        ? {
            class_id: editing.classId ? String(editing.classId) : '',
            title: editing.title,
            cover: editing.cover,
            summary: editing.summary,
            content: editing.content,
          }
        : null;
  return (
    <EntryListPage<Row>
      {...pageProps}
      title={m['console.content.article.title']()}
      note={m['console.content.article.note']()}
      filters={classedFilters(classOptions)}
      columns={[
        { key: 'title', title: m['console.content.column.title']() },
        { key: 'className', title: m['console.content.column.class'](), render: (a) => a.className || m['console.content.article.noClass']() },
        { key: 'summary', title: m['console.content.column.summary']() },
        {
          key: 'createTime',
          title: m['console.content.column.time'](),
          sortKey: 'time',
          render: (a) => formatDateTime(a.createTime),
        },
      ]}
      rows={page.list}
      {...idRowProps}
      rowName={(a) => a.title}
      createLabel={m['console.content.article.create']()}
      editor={
        initial && (
          <EntryForm
            {...formProps}
            key={editing === 'new' ? 'new' : editing?.id}
            title={editing === 'new' ? m['console.content.article.create']() : m['console.content.article.edit']()}
            fields={[
              { name: 'title', label: m['console.content.editor.title'](), kind: 'text', maxLength: 128 },
              {
                name: 'class_id',
                label: m['console.content.article.class'](),
                kind: 'select',
                options: [{ value: '', label: m['console.content.article.noClass']() }, ...classOptions],
              },
              { name: 'cover', label: m['console.content.article.cover'](), kind: 'text', hint: m['console.content.article.coverHint']() },
              { name: 'summary', label: m['console.content.article.summary'](), kind: 'text', maxLength: 255 },
              { name: 'content', label: m['console.content.editor.content'](), kind: 'textarea' },
            ]}
            initial={initial}
            rules={articleSaveRequest}
            onSave={(v) => route.save(editing === 'new' ? undefined : editing?.id, v)}
          />
        )
      }
    />
  );
}
