// 会员管理: members searched by keyword, state and registration dates (in the URL, paged and sorted by
// mall-api), the selected member's summary beside the list (?id=), and — for a role holding
// members.manage — freeze / unfreeze with a reason, balance or point adjustments with a reason, and
// the SMS password reset; the list exports to .xlsx with the same filters.
import { m } from '@mall/i18n';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLoaderData } from 'react-router-dom';
import { Button, Dialog, formatDateTime, formatPrice, Inline, Input, RadioGroup, Stack, Textarea } from '@mall/ui';
import {
  AdjustMemberDocument,
  ConsoleMeDocument,
  ConsoleMemberDocument,
  ConsoleMembersDocument,
  consoleRequest,
  ConsoleRequestError,
  consoleRoute,
  dayBound,
  ListPage,
  listParams,
  ReasonDialog,
  SendMemberPasswordResetDocument,
  SetMemberFrozenDocument,
  StatusBadge,
  useListParams,
  useSearchParam,
  type ConsoleMemberFieldsFragment,
  type ConsoleMembersQuery,
  type DataColumn,
} from '@mall/console-kit';
import { may } from '@mall/rest-contract/console-permissions';
import { MemberSummary } from '../components/MemberSummary/MemberSummary';
import { adjustmentAmount } from '../lib/amount';
import { exportHref } from '../lib/filters';

/** `actions`: what the actor may do (the buttons shown); mall-api checks every call anyway. */
type Data = { page: ConsoleMembersQuery['consoleMembers']; member: ConsoleMemberFieldsFragment | null; actions: string[] };
type ActionData = { ok?: true; error?: string; sent?: { mobile: string; expireSeconds: number } };

export const loader = consoleRoute(async ({ request }: { request: Request }): Promise<Data> => {
  const p = listParams(request);
  const id = Number(new URL(request.url).searchParams.get('id'));
  const [list, detail, me] = await Promise.all([
    consoleRequest(ConsoleMembersDocument, {
      page: p.page,
      pageSize: p.pageSize,
      sort: p.sort,
      filter: { keyword: p.filters.keyword, state: p.filters.state, from: dayBound(p.filters.from, 'start'), to: dayBound(p.filters.to, 'end') },
    }),
    Number.isInteger(id) && id > 0 ? consoleRequest(ConsoleMemberDocument, { id }) : Promise.resolve(null),
    consoleRequest(ConsoleMeDocument),
  ]);
  return { page: list.consoleMembers, member: detail?.consoleMember ?? null, actions: me.me?.actions ?? [] };
});

export const action = consoleRoute(async ({ request }: { request: Request }): Promise<ActionData> => {
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  const id = Number(form.id);
  try {
    if (form.intent === 'freeze') await consoleRequest(SetMemberFrozenDocument, { id, frozen: form.frozen === 'true', reason: form.reason ?? '' });
    else if (form.intent === 'adjust') await consoleRequest(AdjustMemberDocument, { id, account: form.account, amount: Number(form.amount), reason: form.reason ?? '' });
    else if (form.intent === 'reset') return { ok: true, sent: (await consoleRequest(SendMemberPasswordResetDocument, { id })).sendMemberPasswordReset };
    return { ok: true };
  } catch (error) {
    if (error instanceof ConsoleRequestError && error.code === 'BUSINESS_ERROR') return { error: error.message };
    throw error;
  }
});

type Open = 'freeze' | 'unfreeze' | 'adjust' | 'reset' | null;

export function Component() {
  const { page, member, actions } = useLoaderData() as Data;
  const list = useListParams();
  const [, setSelected] = useSearchParam('id');
  const fetcher = useFetcher<ActionData>();
  const [open, setOpen] = useState<Open>(null);
  const [adjust, setAdjust] = useState({ account: 'balance' as 'balance' | 'point', amount: '', reason: '' });
  const [invalid, setInvalid] = useState('');
  const busy = fetcher.state !== 'idle';
  const previous = useRef(fetcher.state);
  useEffect(() => {
    if (previous.current !== 'idle' && fetcher.state === 'idle' && fetcher.data?.ok && !fetcher.data.sent) setOpen(null);
    previous.current = fetcher.state;
  }, [fetcher.state, fetcher.data]);

  const select = (id: number | null) => setSelected(id ? String(id) : null);
  const submit = (fields: Record<string, string>) => fetcher.submit({ id: String(member?.memberId ?? ''), ...fields }, { method: 'post' });
  const submitAdjust = () => {
    const amount = adjustmentAmount(adjust.account, adjust.amount);
    if (amount === null) return setInvalid(m['console.members.dialog.amountInvalid']());
    setInvalid('');
    submit({ intent: 'adjust', account: adjust.account, amount: String(amount), reason: adjust.reason });
  };

  const columns: DataColumn<Data['page']['list'][number]>[] = [
    { key: 'member', title: m['console.members.column.member'](), render: (row) => `${row.nickname || row.username}（${row.username}）` },
    { key: 'mobile', title: m['console.members.column.mobile']() },
    { key: 'levelName', title: m['console.members.column.level']() },
    { key: 'balanceFen', title: m['console.members.column.balance'](), sortKey: 'balance', render: (row) => formatPrice(row.balanceFen) },
    { key: 'point', title: m['console.members.column.point'](), sortKey: 'point' },
    { key: 'state', title: m['console.members.column.state'](), render: (row) => (row.state === 'active' ? <StatusBadge label={m['console.members.filter.active']()} tone="success" /> : <StatusBadge label={m['console.members.filter.frozen']()} tone="danger" />) },
    { key: 'regTime', title: m['console.members.column.regTime'](), sortKey: 'reg_time', render: (row) => formatDateTime(row.regTime) },
    {
      key: 'actions',
      title: m['console.members.column.actions'](),
      render: (row) => (
        <Button size="sm" variant="text" onClick={() => select(row.memberId)} aria-label={`${m['console.members.detail.view']()} ${row.username}`}>
          {m['console.members.detail.view']()}
        </Button>
      ),
    },
  ];
  const name = member ? `${member.nickname || member.username}（${member.username}）` : '';
  return (
    <ListPage
      title={m['console.members.title.members']()}
      filters={[
        { name: 'keyword', label: m['console.members.filter.keyword'](), kind: 'text' },
        {
          name: 'state',
          label: m['console.members.filter.state'](),
          kind: 'select',
          allLabel: m['console.members.filter.allStates'](),
          options: [
            { value: 'active', label: m['console.members.filter.active']() },
            { value: 'frozen', label: m['console.members.filter.frozen']() },
          ],
        },
        { name: 'from', label: m['console.members.filter.from'](), kind: 'date' },
        { name: 'to', label: m['console.members.filter.to'](), kind: 'date' },
      ]}
      list={list}
      columns={columns}
      data={page}
      rowKey="memberId"
      defaultSort="reg_time_desc"
      toolbar={
        may(actions, 'export.run') ? (
          <Button variant="secondary" onClick={() => window.location.assign(exportHref('members', list.filters))}>
            {m['console.members.action.export']()}
          </Button>
        ) : undefined
      }
    >
      {member && (
        <MemberSummary
          member={member}
          canManage={may(actions, 'members.manage')}
          busy={busy}
          error={open ? undefined : fetcher.data?.error}
          onFreeze={(frozen) => setOpen(frozen ? 'freeze' : 'unfreeze')}
          onAdjust={() => setOpen('adjust')}
          onReset={() => setOpen('reset')}
          onClose={() => select(null)}
        />
      )}
      <ReasonDialog
        open={open === 'freeze' || open === 'unfreeze'}
        title={open === 'unfreeze' ? `${m['console.members.action.unfreeze']()} · ${name}` : `${m['console.members.action.freeze']()} · ${name}`}
        message={open === 'unfreeze' ? m['console.members.dialog.unfreeze']() : m['console.members.dialog.freeze']()}
        reasonRequired
        busy={busy}
        error={fetcher.data?.error}
        onConfirm={(reason) => submit({ intent: 'freeze', frozen: String(open === 'freeze'), reason })}
        onClose={() => setOpen(null)}
      />
      <ReasonDialog
        open={open === 'reset'}
        title={`${m['console.members.action.reset']()} · ${name}`}
        message={fetcher.data?.sent ? m['console.members.dialog.resetSent']({ mobile: fetcher.data.sent.mobile, minutes: Math.round(fetcher.data.sent.expireSeconds / 60) }) : m['console.members.dialog.reset']({ mobile: member?.mobile ?? '' })}
        busy={busy}
        error={fetcher.data?.error}
        onConfirm={() => (fetcher.data?.sent ? setOpen(null) : submit({ intent: 'reset' }))}
        onClose={() => setOpen(null)}
      />
      <Dialog
        open={open === 'adjust'}
        onClose={() => setOpen(null)}
        closeOnBackdrop={false}
        title={`${m['console.members.action.adjust']()} · ${name}`}
        footer={
          <Inline space="sm" align="flex-end">
            <Button variant="secondary" onClick={() => setOpen(null)} disabled={busy}>
              {m['console.members.dialog.cancel']()}
            </Button>
            <Button loading={busy} onClick={submitAdjust}>
              {m['console.members.dialog.confirm']()}
            </Button>
          </Inline>
        }
      >
        <Stack space="sm">
          <RadioGroup
            label={m['console.members.dialog.account']()}
            value={adjust.account}
            onChange={(v) => setAdjust((a) => ({ ...a, account: v === 'point' ? 'point' : 'balance' }))}
            options={[
              { value: 'balance', label: m['console.members.dialog.balance']() },
              { value: 'point', label: m['console.members.dialog.point']() },
            ]}
          />
          <Input label={m['console.members.dialog.amount']()} value={adjust.amount} error={invalid || undefined} inputMode="decimal" onChange={(e) => setAdjust((a) => ({ ...a, amount: e.target.value }))} />
          <Textarea label={m['console.members.dialog.reason']()} value={adjust.reason} maxLength={200} onChange={(e) => setAdjust((a) => ({ ...a, reason: e.target.value }))} />
          {fetcher.data?.error && <p role="alert">{fetcher.data.error}</p>}
        </Stack>
      </Dialog>
    </ListPage>
  );
}
