// 文章管理: the news articles of /cms/article by title and class in the URL, newest first unless
// sorted, paged by mall-api; create and edit in an EntryForm (?edit=new or ?edit=<id>) with the
// article's class (or none), delete with a confirmation.
import { useLoaderData } from 'react-router-dom';
import { formatDateTime } from '@mall/ui';
import { articleSaveRequest } from '@mall/rest-contract';
import {
  consoleRequest,
  ConsoleArticleDocument,
  ConsoleArticlesDocument,
  consoleRoute,
  DeleteArticleDocument,
  listParams,
  SaveArticleDocument,
  type ConsoleArticleFieldsFragment,
  type ConsoleArticlesQuery,
} from '@mall/console-kit';
import { EntryForm } from '../components/EntryForm/EntryForm';
import { EntryListPage } from '../components/EntryListPage/EntryListPage';
import { useContentT } from '../i18n';
import { editParam, entryAction, useEntryList } from '../shared/entryRoute';

type Data = {
  page: ConsoleArticlesQuery['consoleArticles'];
  classes: ConsoleArticlesQuery['consoleArticleClasses']['list'];
  editing: ConsoleArticleFieldsFragment | 'new' | null;
};

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const p = listParams(request);
  const edit = editParam(request);
  const classId = Number(p.filters.classId);
  const [list, article] = await Promise.all([
    consoleRequest(ConsoleArticlesDocument, {
      page: p.page,
      pageSize: p.pageSize,
      sort: p.sort,
      keyword: p.filters.keyword,
      classId: Number.isInteger(classId) && classId > 0 ? classId : undefined,
    }),
    typeof edit === 'number' ? consoleRequest(ConsoleArticleDocument, { id: edit }) : Promise.resolve(null),
  ]);
  return {
    page: list.consoleArticles,
    classes: list.consoleArticleClasses.list,
    editing: edit === 'new' ? 'new' : (article?.consoleArticle ?? null),
  };
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
  const t = useContentT();
  const { page, classes, editing } = useLoaderData() as Data;
  const { list, route, pageProps, formProps } = useEntryList(page, 'time_desc');
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
      title={t('article.title')}
      note={t('article.note')}
      filters={[
        { name: 'keyword', label: t('filter.keyword'), kind: 'text' },
        {
          name: 'classId',
          label: t('filter.class'),
          kind: 'select',
          allLabel: t('filter.all'),
          options: classOptions,
        },
      ]}
      columns={[
        { key: 'title', title: t('column.title') },
        { key: 'className', title: t('column.class'), render: (a) => a.className || t('article.noClass') },
        { key: 'summary', title: t('column.summary') },
        {
          key: 'createTime',
          title: t('column.time'),
          sortKey: 'time',
          render: (a) => formatDateTime(a.createTime),
        },
      ]}
      rows={page.list}
      rowKey="id"
      rowName={(a) => a.title}
      createLabel={t('article.create')}
      onEdit={(a) => route.setEdit(String(a.id))}
      onDelete={(a) => route.remove(a.id)}
      editor={
        initial && (
          <EntryForm
            {...formProps}
            key={editing === 'new' ? 'new' : editing?.id}
            title={editing === 'new' ? t('article.create') : t('article.edit')}
            fields={[
              { name: 'title', label: t('editor.title'), kind: 'text', maxLength: 128 },
              {
                name: 'class_id',
                label: t('article.class'),
                kind: 'select',
                options: [{ value: '', label: t('article.noClass') }, ...classOptions],
              },
              { name: 'cover', label: t('article.cover'), kind: 'text', hint: t('article.coverHint') },
              { name: 'summary', label: t('article.summary'), kind: 'text', maxLength: 255 },
              { name: 'content', label: t('editor.content'), kind: 'textarea' },
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
