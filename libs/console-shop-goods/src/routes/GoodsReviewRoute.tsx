// 商品审核 (the platform): the queue of shops' new goods and edits, oldest first while pending; the
// selected one's before / after beside it (?id=), approve, or refuse with the reason the shop reads.
import { m } from '@mall/i18n';
import { useEffect, useState } from 'react';
import { useFetcher, useLoaderData, useSearchParams } from 'react-router-dom';
import { Button, formatDateTime, Inline, Stack } from '@mall/ui';
import {
  consoleRequest,
  consoleRoute,
  DecideGoodsReviewDocument,
  GoodsReviewDocument,
  GoodsReviewsDocument,
  ListFilterBar,
  listParams,
  ListTable,
  ReasonDialog,
  StatusBadge,
  useListParams,
  type DataColumn,
  type GoodsReviewFieldsFragment,
  type GoodsReviewsQuery,
} from '@mall/console-kit';
import { GoodsReviewDiff } from '../components/GoodsReviewDiff/GoodsReviewDiff';
import { actionError } from '../lib/actionError';


type Loaded = { page: GoodsReviewsQuery['goodsReviews']; detail: GoodsReviewFieldsFragment | null };

const dayStart = (day: string | undefined, end = false) => (day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? Math.floor(new Date(`${day}T${end ? '23:59:59' : '00:00:00'}+08:00`).getTime() / 1000) : undefined);

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Loaded> => {
  const p = listParams(request);
  const id = Number(new URL(request.url).searchParams.get('id'));
  const [page, detail] = await Promise.all([
    consoleRequest(GoodsReviewsDocument, { page: p.page, pageSize: p.pageSize, sort: p.sort, filter: { state: p.filters.state ?? 'pending', keyword: p.filters.keyword, from: dayStart(p.filters.from), to: dayStart(p.filters.to, true) } }),
    Number.isInteger(id) && id > 0 ? consoleRequest(GoodsReviewDocument, { id }) : Promise.resolve(null),
  ]);
  return { page: page.goodsReviews, detail: detail?.goodsReview ?? null };
});

export const action = consoleRoute(async ({ request }: { request: Request }) => {
  const form = await request.formData();
  try {
    await consoleRequest(DecideGoodsReviewDocument, { input: { id: Number(form.get('id')), agree: form.get('agree') === 'true', reason: String(form.get('reason') ?? '') } });
    return { ok: true };
  } catch (error) {
    return actionError(error);
  }
});

export function Component() {
  const { page, detail } = useLoaderData() as Loaded;
  const list = useListParams();
  const [search, setSearch] = useSearchParams();
  const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
  const [open, setOpen] = useState<'approve' | 'refuse' | null>(null);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) setOpen(null);
  }, [fetcher.state, fetcher.data]);
  const select = (id: number) => {
    const next = new URLSearchParams(search);
    next.set('id', String(id));
    setSearch(next);
  };
  const decide = (agree: boolean, reason = '') => fetcher.submit({ id: String(detail?.id ?? ''), agree: String(agree), reason }, { method: 'post' });
  const columns: DataColumn<GoodsReviewFieldsFragment>[] = [
    { key: 'goodsName', title: m['console.shopGoods.column.goods'](), render: (r) => `${r.goodsName}（#${r.goodsId}）` },
    { key: 'siteName', title: m['console.shopGoods.column.shop']() },
    { key: 'kind', title: m['console.shopGoods.column.kind'](), render: (r) => (r.kind === 'create' ? m['console.shopGoods.review.kindCreate']() : m['console.shopGoods.review.kindEdit']()) },
    { key: 'submittedBy', title: m['console.shopGoods.column.submitter']() },
    { key: 'createTime', title: m['console.shopGoods.column.submitTime'](), sortKey: 'time', render: (r) => formatDateTime(r.createTime) },
    { key: 'state', title: m['console.shopGoods.column.state'](), render: (r) => <StatusBadge label={r.stateName} tone={r.state === 'pending' ? 'warning' : r.state === 'approved' ? 'success' : 'danger'} /> },
    {
      key: 'actions',
      title: m['console.shopGoods.column.actions'](),
      render: (r) => (
        <Button size="sm" variant="text" onClick={() => select(r.id)} aria-label={`${m['console.shopGoods.action.view']()} ${r.goodsName}`}>
          {m['console.shopGoods.action.view']()}
        </Button>
      ),
    },
  ];
  return (
    <Stack space="md">
      <h1>{m['console.shopGoods.title.review']()}</h1>
      <ListFilterBar
        list={list}
        fields={[
          {
            name: 'state',
            label: m['console.shopGoods.filter.state'](),
            kind: 'select',
            allLabel: '待审核',
            options: [
              { value: 'approved', label: '已通过' },
              { value: 'refused', label: '已驳回' },
            ],
          },
          { name: 'keyword', label: m['console.shopGoods.filter.keyword'](), kind: 'text' },
          { name: 'from', label: m['console.shopGoods.filter.from'](), kind: 'date' },
          { name: 'to', label: m['console.shopGoods.filter.to'](), kind: 'date' },
        ]}
      />
      <ListTable list={list} caption={m['console.shopGoods.title.review']()} columns={columns} data={page} rowKey="id" defaultSort="time" />
      {detail && (
        <section aria-label={detail.goodsName}>
          <Stack space="sm">
            <h2>
              {detail.goodsName}（{detail.siteName}）
            </h2>
            <GoodsReviewDiff review={detail} />
            {detail.reason && <p>{`${m['console.shopGoods.review.reason']()}：${detail.reason}`}</p>}
            {detail.state === 'pending' && (
              <Inline space="sm">
                <Button onClick={() => setOpen('approve')}>{m['console.shopGoods.action.approve']()}</Button>
                <Button variant="secondary" onClick={() => setOpen('refuse')}>
                  {m['console.shopGoods.action.refuse']()}
                </Button>
              </Inline>
            )}
            {!open && fetcher.data?.error && <p role="alert">{fetcher.data.error}</p>}
          </Stack>
        </section>
      )}
      <ReasonDialog
        open={open !== null}
        title={open === 'refuse' ? m['console.shopGoods.action.refuse']() : m['console.shopGoods.action.approve']()}
        message={open === 'refuse' ? m['console.shopGoods.review.refuseReason']() : m['console.shopGoods.review.approveConfirm']()}
        reasonRequired={open === 'refuse'}
        confirmLabel={open === 'refuse' ? m['console.shopGoods.action.refuse']() : m['console.shopGoods.action.approve']()}
        busy={fetcher.state !== 'idle'}
        error={open ? fetcher.data?.error : undefined}
        onConfirm={(reason) => decide(open === 'approve', reason)}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
