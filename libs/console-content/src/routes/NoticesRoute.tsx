// 公告管理: notices (published or not) by title and state in the URL, paged by mall-api; create and
// edit in NoticeEditor (?edit=new or ?edit=<id>), publish and withdraw with a confirmation. The page
// says how soon the storefront follows (the gateway's public cache of the home's notices).
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLoaderData, useSearchParams } from 'react-router-dom';
import { Button, formatDateTime, Inline, Stack } from '@mall/ui';
import {
  consoleRequest,
  ConsoleNoticeDocument,
  ConsoleNoticesDocument,
  ConsoleRequestError,
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

type Data = { page: ConsoleNoticesQuery['consoleNotices']; editing: ConsoleNoticeFieldsFragment | 'new' | null };
type ActionData = { ok?: true; error?: string; savedId?: number };

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const p = listParams(request);
  const edit = new URL(request.url).searchParams.get('edit');
  const id = Number(edit);
  const [list, notice] = await Promise.all([
    consoleRequest(ConsoleNoticesDocument, { page: p.page, pageSize: p.pageSize, sort: p.sort, keyword: p.filters.keyword, state: p.filters.state }),
    Number.isInteger(id) && id > 0 ? consoleRequest(ConsoleNoticeDocument, { id }) : Promise.resolve(null),
  ]);
  return { page: list.consoleNotices, editing: edit === 'new' ? 'new' : (notice?.consoleNotice ?? null) };
});

export const action = consoleRoute(async ({ request }: { request: Request }): Promise<ActionData> => {
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  try {
    if (form.intent === 'publish') {
      await consoleRequest(PublishNoticeDocument, { id: Number(form.id), show: form.show === 'true' });
      return { ok: true };
    }
    const saved = await consoleRequest(SaveNoticeDocument, {
      input: { id: form.id ? Number(form.id) : undefined, title: form.title ?? '', content: form.content ?? '', isTop: form.isTop === 'true', isShow: form.isShow === 'true' },
    });
    return { ok: true, savedId: saved.saveNotice.id };
  } catch (error) {
    if (error instanceof ConsoleRequestError && error.code === 'BUSINESS_ERROR') return { error: error.message };
    throw error;
  }
});

type Row = Data['page']['list'][number];

export function Component() {
  const t = useContentT();
  const { page, editing } = useLoaderData() as Data;
  const list = useListParams();
  const [search, setSearch] = useSearchParams();
  const fetcher = useFetcher<ActionData>();
  const [confirm, setConfirm] = useState<Row | null>(null);
  const previous = useRef(fetcher.state);
  const setEdit = (value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set('edit', value);
    else next.delete('edit');
    setSearch(next);
  };
  useEffect(() => {
    if (previous.current !== 'idle' && fetcher.state === 'idle' && fetcher.data?.ok) {
      setConfirm(null);
      if (fetcher.data.savedId) setEdit(null);
    }
    previous.current = fetcher.state;
    // setEdit reads the current search; only a finished submission matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  const columns: DataColumn<Row>[] = [
    { key: 'title', title: t('column.title') },
    { key: 'isTop', title: t('column.top'), render: (n) => (n.isTop ? '✓' : '') },
    { key: 'isShow', title: t('column.state'), render: (n) => (n.isShow ? <StatusBadge label={t('filter.shown')} tone="success" /> : <StatusBadge label={t('filter.hidden')} tone="neutral" />) },
    { key: 'createTime', title: t('column.time'), sortKey: 'time', render: (n) => formatDateTime(n.createTime) },
    {
      key: 'actions',
      title: t('column.actions'),
      render: (n) => (
        <Inline space="xs">
          <Button size="sm" variant="text" onClick={() => setEdit(String(n.id))} aria-label={`${t('action.edit')} ${n.title}`}>
            {t('action.edit')}
          </Button>
          <Button size="sm" variant="text" onClick={() => setConfirm(n)} aria-label={`${n.isShow ? t('action.withdraw') : t('action.publish')} ${n.title}`}>
            {n.isShow ? t('action.withdraw') : t('action.publish')}
          </Button>
        </Inline>
      ),
    },
  ];
  const initial: NoticeDraft | null = editing === 'new' ? { title: '', content: '', isTop: false, isShow: false } : editing ? { id: editing.id, title: editing.title, content: editing.content, isTop: editing.isTop, isShow: editing.isShow } : null;
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
          busy={fetcher.state !== 'idle'}
          error={confirm ? undefined : fetcher.data?.error}
          onSave={(d) => fetcher.submit({ intent: 'save', id: d.id ? String(d.id) : '', title: d.title, content: d.content, isTop: String(d.isTop), isShow: String(d.isShow) }, { method: 'post' })}
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
        message={confirm ? t(confirm.isShow ? 'confirm.withdraw' : 'confirm.publish', { title: confirm.title }) : ''}
        busy={fetcher.state !== 'idle'}
        error={fetcher.data?.error}
        onConfirm={() => confirm && fetcher.submit({ intent: 'publish', id: String(confirm.id), show: String(!confirm.isShow) }, { method: 'post' })}
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}
