// 帮扶资讯: the news items newest first; create and edit in NewsForm (?edit=new or ?edit=<id>), delete
// with a confirmation.
import { m } from '@mall/i18n';
import { useEffect, useState } from 'react';
import { useFetcher, useLoaderData } from 'react-router-dom';
import { Button, formatDateTime, Inline, Stack } from '@mall/ui';
import { ConsoleNewsDocument, ConsoleNewsItemDocument, consoleRequest, consoleRoute, DeleteNewsDocument, listParams, ListTable, ReasonDialog, refusalAsMessage, SaveNewsDocument, useListParams, type ConsoleNewsItemQuery, type ConsoleNewsQuery, type DataColumn } from '@mall/console-kit';
import { NewsForm, type NewsDraft } from '../components/NewsForm/NewsForm';
import { editId, useEditParam } from '../lib/routeKit';

type Data = ConsoleNewsQuery & { editing: ConsoleNewsItemQuery['consoleNewsItem'] | 'new' | null };
type Row = Data['consoleNews']['list'][number];

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const p = listParams(request);
  const { edit, id } = editId(request);
  const [list, one] = await Promise.all([consoleRequest(ConsoleNewsDocument, { page: p.page, pageSize: p.pageSize }), id ? consoleRequest(ConsoleNewsItemDocument, { newsId: id }) : null]);
  return { ...list, editing: edit === 'new' ? 'new' : (one?.consoleNewsItem ?? null) };
});

export const action = consoleRoute(async ({ request }: { request: Request }) => {
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  return refusalAsMessage(async () => {
    if (form.intent === 'delete') await consoleRequest(DeleteNewsDocument, { newsId: Number(form.newsId) });
    else await consoleRequest(SaveNewsDocument, { input: JSON.parse(form.news ?? '{}') as NewsDraft });
    return { ok: true };
  });
});

export function Component() {
  const data = useLoaderData() as Data;
  const list = useListParams();
  const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
  const [removing, setRemoving] = useState<Row | null>(null);
  const saved = fetcher.state === 'idle' && !!fetcher.data && 'ok' in fetcher.data;
  const { setEdit } = useEditParam(saved);
  useEffect(() => {
    if (saved) setRemoving(null);
  }, [saved]);
  const columns: DataColumn<Row>[] = [
    { key: 'title', title: m['console.sites.news.column.title']() },
    { key: 'source', title: m['console.sites.news.column.source']() },
    { key: 'createTime', title: m['console.sites.news.column.time'](), render: (n) => formatDateTime(n.createTime) },
    {
      key: 'actions',
      title: m['console.sites.news.column.actions'](),
      render: (n) => (
        <Inline space="xs">
          <Button size="sm" variant="text" onClick={() => setEdit(String(n.newsId))} aria-label={`${m['console.sites.news.edit']()} ${n.title}`}>
            {m['console.sites.news.edit']()}
          </Button>
          <Button size="sm" variant="text" onClick={() => setRemoving(n)} aria-label={`${m['console.sites.news.remove']()} ${n.title}`}>
            {m['console.sites.news.remove']()}
          </Button>
        </Inline>
      ),
    },
  ];
  const editing = data.editing;
  const initial: NewsDraft | null = editing === 'new' ? { title: '', source: '', cover: '', summary: '', content: '' } : editing ? { ...editing } : null;
  return (
    <Stack space="md">
      <h1>{m['console.sites.news.title']()}</h1>
      {initial && <NewsForm key={initial.newsId ?? 'new'} initial={initial} busy={fetcher.state !== 'idle'} error={removing ? undefined : fetcher.data?.error} onSave={(d) => fetcher.submit({ intent: 'save', news: JSON.stringify(d) }, { method: 'post' })} onCancel={() => setEdit(null)} />}
      <ListTable list={list} caption={m['console.sites.news.title']()} columns={columns} data={data.consoleNews} rowKey="newsId" toolbar={<Button onClick={() => setEdit('new')}>{m['console.sites.news.create']()}</Button>} />
      <ReasonDialog
        open={removing !== null}
        title={m['console.sites.news.remove']()}
        message={removing ? m['console.sites.news.confirmRemove']({ title: removing.title }) : ''}
        busy={fetcher.state !== 'idle'}
        error={fetcher.data?.error}
        onConfirm={() => removing && fetcher.submit({ intent: 'delete', newsId: String(removing.newsId) }, { method: 'post' })}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
