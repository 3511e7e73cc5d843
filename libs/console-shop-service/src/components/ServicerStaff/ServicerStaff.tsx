// The shop's customer-service staff table and its dialogs (add, disable / enable, reset password).
import { m } from '@mall/i18n';
import { useState } from 'react';
import { Button, Dialog, formatDateTime, Inline, Input, Stack } from '@mall/ui';
import { AlertText } from '@mall/page-kit';
import { DataTable, ReasonDialog, StatusBadge, wholeListPaging, type DataColumn, type ShopServicerFieldsFragment } from '@mall/console-kit';

/** A write the table asks its route for. */
export type ServicerStaffWrite =
  | { intent: 'add'; username: string; nickname: string; password: string }
  | { intent: 'disable' | 'enable'; servicerId: number }
  | { intent: 'password'; servicerId: number; password: string };

export interface ServicerStaffProps {
  /** The shop's servicers: its 客服, a 店主 who answered chat, chat-only servicers of the old login. */
  servicers: readonly ShopServicerFieldsFragment[];
  /** Sends a write; the route answers through `busy`, `error` and `notice`. */
  onWrite: (write: ServicerStaffWrite) => void;
  busy?: boolean;
  /** mall-api's refusal of the last write: the open dialog stays open and shows it. */
  error?: string;
  /** What the last write did (shown above the table). */
  notice?: string;
  /** Which dialog is open: the route closes it after a write went through. */
  open: Open;
  onOpen: (open: Open) => void;
}

export type Open = { kind: 'add' | 'disable' | 'enable' | 'password'; servicer?: ShopServicerFieldsFragment } | null;

/**
 * 客服管理 for the 店主: each servicer's login, nickname, identity, state and presence; 新增客服 makes
 * the console account and the chat servicer together; 停用 ends their logins at once; 重置密码 (客服
 * only). States: empty (a hint to add one), refused write (the dialog's error), long Chinese nicknames.
 */
export function ServicerStaff({ servicers, onWrite, busy, error, notice, open, onOpen }: ServicerStaffProps) {
  const [fields, setFields] = useState({ username: '', nickname: '', password: '' });
  const show = (kind: NonNullable<Open>['kind'], servicer?: ShopServicerFieldsFragment) => {
    setFields({ username: '', nickname: '', password: '' });
    onOpen({ kind, servicer });
  };
  const name = open?.servicer ? `${open.servicer.nickname}（${open.servicer.username}）` : '';
  const columns: DataColumn<ShopServicerFieldsFragment>[] = [
    { key: 'username', title: m['console.shopService.column.username']() },
    { key: 'nickname', title: m['console.shopService.column.nickname']() },
    { key: 'role', title: m['console.shopService.column.role'](), render: (s) => (s.role === 'shop_service' ? m['console.shopService.role.shop_service']() : s.role === 'shop_owner' ? m['console.shopService.role.shop_owner']() : m['console.shopService.role.chatOnly']()) },
    {
      key: 'state',
      title: m['console.shopService.column.state'](),
      render: (s) => (s.disabled ? <StatusBadge label={m['console.shopService.state.disabled']()} tone="danger" /> : <StatusBadge label={m['console.shopService.state.enabled']()} tone="success" />),
    },
    { key: 'online', title: m['console.shopService.column.online'](), render: (s) => (s.online ? m['console.shopService.state.online']() : m['console.shopService.state.offline']()) },
    { key: 'lastLoginTime', title: m['console.shopService.column.lastLogin'](), render: (s) => (s.lastLoginTime ? formatDateTime(s.lastLoginTime) : '—') },
    {
      key: 'actions',
      title: m['console.shopService.column.actions'](),
      render: (s) => (
        <Inline space="xs">
          <Button size="sm" variant="text" onClick={() => show(s.disabled ? 'enable' : 'disable', s)}>
            {s.disabled ? m['console.shopService.action.enable']() : m['console.shopService.action.disable']()}
          </Button>
          {s.role !== 'shop_owner' && (
            <Button size="sm" variant="text" onClick={() => show('password', s)}>
              {m['console.shopService.action.resetPassword']()}
            </Button>
          )}
        </Inline>
      ),
    },
  ];
  const formOpen = open?.kind === 'add' || open?.kind === 'password';
  return (
    <Stack space="md">
      {notice && <p role="status">{notice}</p>}
      {servicers.length === 0 && <p>{m['console.shopService.empty']()}</p>}
      <DataTable
        caption={m['console.shopService.title.staff']()}
        columns={columns}
        rows={[...servicers]}
        rowKey="servicerId"
        {...wholeListPaging(servicers)}
        toolbar={<Button onClick={() => show('add')}>{m['console.shopService.action.add']()}</Button>}
      />
      <ReasonDialog
        open={open?.kind === 'disable' || open?.kind === 'enable'}
        title={open?.kind === 'enable' ? m['console.shopService.action.enable']() : m['console.shopService.action.disable']()}
        message={open?.kind === 'enable' ? m['console.shopService.confirm.enable']({ name }) : m['console.shopService.confirm.disable']({ name })}
        busy={busy}
        error={error}
        onConfirm={() => onWrite({ intent: open!.kind as 'disable' | 'enable', servicerId: open!.servicer!.servicerId })}
        onClose={() => onOpen(null)}
      />
      <Dialog
        open={formOpen}
        onClose={() => onOpen(null)}
        closeOnBackdrop={false}
        title={open?.kind === 'add' ? m['console.shopService.action.add']() : `${m['console.shopService.action.resetPassword']()} · ${name}`}
        footer={
          <Inline space="sm" align="flex-end">
            <Button variant="secondary" onClick={() => onOpen(null)} disabled={busy}>
              {m['console.shopService.action.cancel']()}
            </Button>
            <Button
              loading={busy}
              onClick={() =>
                onWrite(open?.kind === 'add' ? { intent: 'add', ...fields } : { intent: 'password', servicerId: open!.servicer!.servicerId, password: fields.password })
              }
            >
              {m['console.shopService.action.confirm']()}
            </Button>
          </Inline>
        }
      >
        <Stack space="sm">
          {open?.kind === 'add' && (
            <>
              <Input label={m['console.shopService.form.username']()} autoComplete="off" value={fields.username} onChange={(e) => setFields((f) => ({ ...f, username: e.target.value }))} />
              <Input label={m['console.shopService.form.nickname']()} value={fields.nickname} onChange={(e) => setFields((f) => ({ ...f, nickname: e.target.value }))} />
            </>
          )}
          <Input
            label={open?.kind === 'add' ? m['console.shopService.form.password']() : m['console.shopService.form.newPassword']()}
            type="password"
            autoComplete="new-password"
            value={fields.password}
            onChange={(e) => setFields((f) => ({ ...f, password: e.target.value }))}
          />
          <AlertText message={error} />
        </Stack>
      </Dialog>
    </Stack>
  );
}
