// 公告管理: notices (published or not) by title and state in the URL, paged by mall-api; create and
// edit in NoticeEditor (?edit=new or ?edit=<id>), publish and withdraw with a confirmation. The page
// says how soon the storefront follows (the gateway's public cache of the home's notices).
import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { Button, formatDateTime, Inline, Stack } from '@mall/ui';
import {
  consoleRequest,
  ConsoleNoticeDocument,
  ConsoleNoticesDocument,
  consoleRoute,
  DataTable,
  FilterBar,
  listParams,
  PublishNoticeDocument,
  ReasonDialog,
  SaveNoticeDocument,
  StatusBadge,
  useListParams,
  type ConsoleNoticeFieldsFragment,
  type ConsoleNoticesQuery,
  type DataColumn,
} from '@mall/console-kit';
import { NoticeEditor, type NoticeDraft } from '../components/NoticeEditor/NoticeEditor';
import { useContentT } from '../i18n';
import { editParam, entryAction, useEntryRoute } from '../shared/entryRoute';

type Data = {
  page: ConsoleNoticesQuery['consoleNotices'];
  editing: ConsoleNoticeFieldsFragment | 'new' | null;
};

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const p = listParams(request);
  const edit = editParam(request);
  const [list, notice] = await Promise.all([
    consoleRequest(ConsoleNoticesDocument, {
      page: p.page,
      pageSize: p.pageSize,
      sort: p.sort,
      keyword: p.filters.keyword,
      state: p.filters.state,
    }),
    typeof edit === 'number' ? consoleRequest(ConsoleNoticeDocument, { id: edit }) : Promise.resolve(null),
  ]);
  return { page: list.consoleNotices, editing: edit === 'new' ? 'new' : (notice?.consoleNotice ?? null) };
});

export const action = consoleRoute(
  entryAction(
    (id, v) =>
      consoleRequest(SaveNoticeDocument, {
        input: {
          id,
          title: String(v.title),
          content: String(v.content),
          isTop: v.isTop === true,
          isShow: v.isShow === true,
        },
      }),
    undefined,
    {
      publish: (form) =>
        consoleRequest(PublishNoticeDocument, { id: Number(form.id), show: form.show === 'true' }),
    },
  ),
);

type Row = Data['page']['list'][number];

export function Component() {
  const t = useContentT();
  const { page, editing } = useLoaderData() as Data;
  const list = useListParams();
  const route = useEntryRoute();
  const [confirm, setConfirm] = useState<Row | null>(null);
  const publishError = route.errorOf('publish');
  useEffect(() => {
    if (!route.busy && !publishError) setConfirm(null);
  }, [route.busy, publishError]);
  const setEdit = route.setEdit;

  const columns: DataColumn<Row>[] = [
    { key: 'title', title: t('column.title') },
    { key: 'isTop', title: t('column.top'), render: (n) => (n.isTop ? '✓' : '') },
    {
      key: 'isShow',
      title: t('column.state'),
      render: (n) =>
        n.isShow ? (
          <StatusBadge label={t('filter.shown')} tone="success" />
        ) : (
          <StatusBadge label={t('filter.hidden')} tone="neutral" />
        ),
    },
    {
      key: 'createTime',
      title: t('column.time'),
      sortKey: 'time',
      render: (n) => formatDateTime(n.createTime),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      render: (n) => (
        <Inline space="xs">
          <Button
            size="sm"
            variant="text"
            onClick={() => setEdit(String(n.id))}
            aria-label={`${t('action.edit')} ${n.title}`}
          >
            {t('action.edit')}
          </Button>
          <Button
            size="sm"
            variant="text"
            onClick={() => setConfirm(n)}
            aria-label={`${n.isShow ? t('action.withdraw') : t('action.publish')} ${n.title}`}
          >
            {n.isShow ? t('action.withdraw') : t('action.publish')}
          </Button>
        </Inline>
      ),
    },
  ];
  const initial: NoticeDraft | null =
    editing === 'new'
      ? { title: '', content: '', isTop: false, isShow: false }
      : editing
        ? {
            id: editing.id,
            title: editing.title,
            content: editing.content,
            isTop: editing.isTop,
            isShow: editing.isShow,
          }
        : null;
  return (
    <Stack space="md">
      <h1>{t('title')}</h1>
      <p>{t('cache', { seconds: page.cacheSeconds })}</p>
      <FilterBar
        fields={[
          { name: 'keyword', label: t('filter.keyword'), kind: 'text' },
          {
            name: 'state',
            label: t('filter.state'),
            kind: 'select',
            allLabel: t('filter.all'),
            options: [
              { value: 'shown', label: t('filter.shown') },
              { value: 'hidden', label: t('filter.hidden') },
            ],
          },
        ]}
        values={list.filters}
        onSearch={list.setFilters}
      />
      {initial && (
        <NoticeEditor
          key={initial.id ?? 'new'}
          initial={initial}
          busy={route.busy}
          error={route.errorOf('save')}
          onSave={(d) =>
            route.save(d.id, { title: d.title, content: d.content, isTop: d.isTop, isShow: d.isShow })
          }
          onCancel={() => setEdit(null)}
        />
      )}
      <DataTable
        caption={t('title')}
        columns={columns}
        rows={page.list}
        rowKey="id"
        count={page.count}
        page={page.page}
        pageSize={page.pageSize}
        sort={list.sort ?? 'time_desc'}
        onPage={list.setPage}
        onSort={list.setSort}
        toolbar={<Button onClick={() => setEdit('new')}>{t('action.create')}</Button>}
      />
      <ReasonDialog
        open={confirm !== null}
        title={confirm?.isShow ? t('action.withdraw') : t('action.publish')}
        message={
          confirm ? t(confirm.isShow ? 'confirm.withdraw' : 'confirm.publish', { title: confirm.title }) : ''
        }
        busy={route.busy}
        error={publishError}
        onConfirm={() =>
          confirm &&
          route.submit({ intent: 'publish', id: String(confirm.id), show: String(!confirm.isShow) })
        }
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}
