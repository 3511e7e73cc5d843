// 公告管理: notices (published or not) by title and state in the URL, paged by mall-api; create and
// edit in NoticeEditor (?edit=new or ?edit=<id>), publish and withdraw with a confirmation. The page
// says how soon the storefront follows (the gateway's public cache of the home's notices).
import { m } from '@mall/i18n';
import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { Button, formatDateTime, Inline } from '@mall/ui';
import {
  ConsoleNoticeDocument,
  ConsoleNoticesDocument,
  consoleRequest,
  consoleRoute,
  ListPage,
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
    { key: 'title', title: m['console.content.column.title']() },
    { key: 'isTop', title: m['console.content.column.top'](), render: (n) => (n.isTop ? '✓' : '') },
    {
      key: 'isShow',
      title: m['console.content.column.state'](),
      render: (n) =>
        n.isShow ? (
          <StatusBadge label={m['console.content.filter.shown']()} tone="success" />
        ) : (
          <StatusBadge label={m['console.content.filter.hidden']()} tone="neutral" />
        ),
    },
    {
      key: 'createTime',
      title: m['console.content.column.time'](),
      sortKey: 'time',
      render: (n) => formatDateTime(n.createTime),
    },
    {
      key: 'actions',
      title: m['console.content.column.actions'](),
      render: (n) => (
        <Inline space="xs">
          <Button
            size="sm"
            variant="text"
            onClick={() => setEdit(String(n.id))}
            aria-label={`${m['console.content.action.edit']()} ${n.title}`}
          >
            {m['console.content.action.edit']()}
          </Button>
          <Button
            size="sm"
            variant="text"
            onClick={() => setConfirm(n)}
            aria-label={`${n.isShow ? m['console.content.action.withdraw']() : m['console.content.action.publish']()} ${n.title}`}
          >
            {n.isShow ? m['console.content.action.withdraw']() : m['console.content.action.publish']()}
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
    <ListPage
      title={m['console.content.title']()}
      intro={<p>{m['console.content.cache']({ seconds: page.cacheSeconds })}</p>}
      filters={[
        { name: 'keyword', label: m['console.content.filter.keyword'](), kind: 'text' },
        {
          name: 'state',
          label: m['console.content.filter.state'](),
          kind: 'select',
          allLabel: m['console.content.filter.all'](),
          options: [
            { value: 'shown', label: m['console.content.filter.shown']() },
            { value: 'hidden', label: m['console.content.filter.hidden']() },
          ],
        },
      ]}
      list={list}
      columns={columns}
      data={page}
      rowKey="id"
      defaultSort="time_desc"
      toolbar={<Button onClick={() => setEdit('new')}>{m['console.content.action.create']()}</Button>}
      editor={initial && (
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
    >
      <ReasonDialog
        open={confirm !== null}
        title={confirm?.isShow ? m['console.content.action.withdraw']() : m['console.content.action.publish']()}
        message={
          confirm ? (confirm.isShow ? m['console.content.confirm.withdraw']({ title: confirm.title }) : m['console.content.confirm.publish']({ title: confirm.title })) : ''
        }
        busy={route.busy}
        error={publishError}
        onConfirm={() =>
          confirm &&
          route.submit({ intent: 'publish', id: String(confirm.id), show: String(!confirm.isShow) })
        }
        onClose={() => setConfirm(null)}
      />
    </ListPage>
  );
}
