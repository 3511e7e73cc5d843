// One review queue page, made from its QueueConfig: the list (state, keyword and dates in the URL,
// paged by mall-api), the selected entry's detail beside it (?id= in the URL) and its decision (this
// route's action: approve, or refuse with the reason the shopper or unit reads; mall-api's message
// shows in the dialog when it refuses, e.g. a second decision).
import { m, type Message } from '@mall/i18n';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLoaderData } from 'react-router-dom';
import { Button, Dialog, Inline, Input, Stack } from '@mall/ui';
import { may } from '@mall/rest-contract/console-permissions';
import { ConsoleRequestError, consoleRoute, dayBound, exportHref, ListFilterBar, listParams, ListTable, ReasonDialog, StatusBadge, useActorActions, useListParams, useSearchParam, type DataColumn, type FilterField } from '@mall/console-kit';
import { ReviewDetail, type ReviewField } from '../components/ReviewDetail/ReviewDetail';
import { stateTone } from '../lib/format';

export interface ListArgs {
  page: number;
  pageSize: number;
  sort: string | undefined;
  filter: { state?: string; keyword?: string; from?: number; to?: number; kind?: string };
}
export interface Page<Row> {
  list: Row[];
  count: number;
  page: number;
  pageSize: number;
}
export interface Decision {
  id: number;
  agree: boolean;
  reason: string;
  invoiceNo?: string;
}

export interface QueueConfig<Row extends { id: number; state: string; stateName: string }, Detail extends { id: number; state: string; stateName: string }> {
  title: Message;
  states: readonly { value: string; label: string }[];
  /** Extra select filters (the certification kind). */
  extraFilters?: () => FilterField[];
  list: (args: ListArgs) => Promise<Page<Row>>;
  detail: (id: number) => Promise<Detail>;
  /** The decision; a queue without one only reads (the shop's complaints). */
  decide?: (decision: Decision) => Promise<unknown>;
  /** A message to show once after a decision (the new 店主's initial password). */
  announce?: (result: unknown) => string | undefined;
  columns: () => DataColumn<Row>[];
  /** The detail's heading, fields and images. */
  describe: (d: Detail) => { title: string; fields: ReviewField[]; images?: string[]; imagesLabel?: string };
  /** Labels and rules of the two decisions. */
  approveLabel?: Message;
  refuseLabel?: Message;
  /** Approving needs a reason too (complaints: the outcome). */
  approveNeedsReason?: boolean;
  /** Approving needs an invoice number (voucher invoices). */
  approveNeedsInvoiceNo?: boolean;
  approveMessage?: Message;
  /** The queue's .xlsx export (/console/export/<name>, the list's filters), offered with export.run. */
  exportName?: string;
}

type LoaderData<Row, Detail> = { page: Page<Row>; detail: Detail | null };
type ActionData = { ok?: true; error?: string; notice?: string };

const filterOf = (filters: Record<string, string>) => ({ state: filters.state, keyword: filters.keyword, kind: filters.kind, from: dayBound(filters.from, 'start'), to: dayBound(filters.to, 'end') });

export function queueRoute<Row extends { id: number; state: string; stateName: string }, Detail extends { id: number; state: string; stateName: string }>(config: QueueConfig<Row, Detail>) {
  const loader = consoleRoute(async ({ request }: { request: Request }): Promise<LoaderData<Row, Detail>> => {
    const p = listParams(request);
    const id = Number(new URL(request.url).searchParams.get('id'));
    const [page, detail] = await Promise.all([
      config.list({ page: p.page, pageSize: p.pageSize, sort: p.sort, filter: filterOf(p.filters) }),
      Number.isInteger(id) && id > 0 ? config.detail(id) : Promise.resolve(null),
    ]);
    return { page, detail };
  });

  const action = consoleRoute(async ({ request }: { request: Request }): Promise<ActionData> => {
    const form = await request.formData();
    try {
      if (!config.decide) return { error: '' };
      const result = await config.decide({ id: Number(form.get('id')), agree: form.get('agree') === 'true', reason: String(form.get('reason') ?? ''), invoiceNo: String(form.get('invoiceNo') ?? '') });
      return { ok: true, notice: config.announce?.(result) };
    } catch (error) {
      if (error instanceof ConsoleRequestError && (error.code === 'BUSINESS_ERROR' || error.code === 'BAD_USER_INPUT' || error.code === 'INVALID_INPUT')) return { error: error.message };
      throw error;
    }
  });

  function Component() {
    const { page, detail } = useLoaderData() as LoaderData<Row, Detail>;
    const list = useListParams();
    const actions = useActorActions();
    const [, setSelected] = useSearchParam('id');
    const fetcher = useFetcher<ActionData>();
    const [open, setOpen] = useState<'approve' | 'refuse' | null>(null);
    const [invoiceNo, setInvoiceNo] = useState('');
    const busy = fetcher.state !== 'idle';
    const previous = useRef(fetcher.state);
    useEffect(() => {
      if (previous.current !== 'idle' && fetcher.state === 'idle' && fetcher.data?.ok) setOpen(null);
      previous.current = fetcher.state;
    }, [fetcher.state, fetcher.data]);

    const select = (id: number | null) => setSelected(id ? String(id) : null);
    const decide = (agree: boolean, reason = '') => fetcher.submit({ id: String(detail?.id ?? ''), agree: String(agree), reason, invoiceNo }, { method: 'post' });

    const columns: DataColumn<Row>[] = [
      ...config.columns(),
      { key: 'state', title: m['console.review.column.state'](), render: (r) => <StatusBadge label={r.stateName} tone={stateTone(r.state)} /> },
      {
        key: 'actions',
        title: m['console.review.column.actions'](),
        render: (r) => (
          <Button size="sm" variant="text" onClick={() => select(r.id)} aria-label={`${m['console.review.detail.view']()} #${r.id}`}>
            {m['console.review.detail.view']()}
          </Button>
        ),
      },
    ];
    const described = detail ? config.describe(detail) : null;
    const name = described?.title ?? '';
    const error = open ? undefined : fetcher.data?.error;
    return (
      <Stack space="md">
        <Inline space="md">
          <h1>{config.title()}</h1>
          {config.exportName && may(actions, 'export.run') && <a href={exportHref(config.exportName, filterOf(list.filters))}>{m['console.review.action.export']()}</a>}
        </Inline>
        <ListFilterBar
          list={list}
          fields={[
            { name: 'state', label: m['console.review.filter.state'](), kind: 'select', allLabel: m['console.review.filter.allStates'](), options: config.states },
            ...(config.extraFilters?.() ?? []),
            { name: 'keyword', label: m['console.review.filter.keyword'](), kind: 'text' },
            { name: 'from', label: m['console.review.filter.from'](), kind: 'date' },
            { name: 'to', label: m['console.review.filter.to'](), kind: 'date' },
          ]}
        />
        {fetcher.data?.notice && (
          <p role="status" data-testid="queue-notice">
            {fetcher.data.notice}
          </p>
        )}
        <ListTable
          list={list}
          caption={config.title()}
          columns={columns}
          data={page}
          rowKey="id"
          defaultSort="time_desc"
        />
        {detail && described && (
          <ReviewDetail
            title={described.title}
            state={detail.state}
            stateName={detail.stateName}
            fields={described.fields}
            images={described.images}
            imagesLabel={described.imagesLabel}
            approveLabel={config.approveLabel?.()}
            refuseLabel={config.refuseLabel?.()}
            busy={busy}
            error={error}
            onApprove={config.decide ? () => setOpen('approve') : undefined}
            onRefuse={config.decide ? () => setOpen('refuse') : undefined}
            onClose={() => select(null)}
          />
        )}
        <ReasonDialog
          open={open === 'refuse' || (open === 'approve' && !config.approveNeedsInvoiceNo)}
          title={open === 'refuse' ? (config.refuseLabel ?? m['console.review.dialog.refuseTitle'])() : (config.approveLabel ?? m['console.review.dialog.approveTitle'])()}
          message={
            open === 'refuse'
              ? config.approveNeedsReason
                ? m['console.review.dialog.replyMessage']({ name })
                : m['console.review.dialog.refuseMessage']({ name })
              : config.approveNeedsReason
                ? m['console.review.dialog.replyMessage']({ name })
                : `${m['console.review.dialog.approveMessage']({ name })}${config.approveMessage ? ` ${config.approveMessage()}` : ''}`
          }
          reasonRequired={open === 'refuse' || Boolean(config.approveNeedsReason)}
          busy={busy}
          error={fetcher.data?.error}
          onConfirm={(reason) => decide(open === 'approve', reason)}
          onClose={() => setOpen(null)}
        />
        <Dialog
          open={open === 'approve' && Boolean(config.approveNeedsInvoiceNo)}
          onClose={() => setOpen(null)}
          closeOnBackdrop={false}
          title={(config.approveLabel ?? m['console.review.dialog.approveTitle'])()}
          footer={
            <Inline space="sm" align="flex-end">
              <Button variant="secondary" onClick={() => setOpen(null)} disabled={busy}>
                {m['console.review.dialog.cancel']()}
              </Button>
              <Button loading={busy} onClick={() => decide(true)}>
                {m['console.review.action.issue']()}
              </Button>
            </Inline>
          }
        >
          <Stack space="sm">
            <p>{m['console.review.dialog.approveMessage']({ name })}</p>
            <Input label={m['console.review.dialog.invoiceNo']()} value={invoiceNo} maxLength={32} onChange={(e) => setInvoiceNo(e.target.value)} />
            {fetcher.data?.error && <p role="alert">{fetcher.data.error}</p>}
          </Stack>
        </Dialog>
      </Stack>
    );
  }

  return { loader, action, Component };
}

/** A list request's variables as the generated documents want them. */
export const listVariables = (args: ListArgs) => ({ page: args.page, pageSize: args.pageSize, sort: args.sort, filter: args.filter });
