// The shop's customer-service staff table and its dialogs (add, disable / enable, reset password).
import { useState } from 'react';
import { Button, Dialog, formatDateTime, Inline, Input, Stack } from '@mall/ui';
import { AlertText } from '@mall/page-kit';
import { DataTable, ReasonDialog, StatusBadge, wholeListPaging, type DataColumn, type ShopServicerFieldsFragment } from '@mall/console-kit';
import { useShopServiceT } from '../../i18n';

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
  const t = useShopServiceT();
  const [fields, setFields] = useState({ username: '', nickname: '', password: '' });
  const show = (kind: NonNullable<Open>['kind'], servicer?: ShopServicerFieldsFragment) => {
    setFields({ username: '', nickname: '', password: '' });
    onOpen({ kind, servicer });
  };
  const name = open?.servicer ? `${open.servicer.nickname}（${open.servicer.username}）` : '';
  const columns: DataColumn<ShopServicerFieldsFragment>[] = [
    { key: 'username', title: t('column.username') },
    { key: 'nickname', title: t('column.nickname') },
    { key: 'role', title: t('column.role'), render: (s) => (s.role === 'shop_service' || s.role === 'shop_owner' ? t(`role.${s.role}`) : t('role.chatOnly')) },
    {
      key: 'state',
      title: t('column.state'),
      render: (s) => (s.disabled ? <StatusBadge label={t('state.disabled')} tone="danger" /> : <StatusBadge label={t('state.enabled')} tone="success" />),
    },
    { key: 'online', title: t('column.online'), render: (s) => (s.online ? t('state.online') : t('state.offline')) },
    { key: 'lastLoginTime', title: t('column.lastLogin'), render: (s) => (s.lastLoginTime ? formatDateTime(s.lastLoginTime) : '—') },
    {
      key: 'actions',
      title: t('column.actions'),
      render: (s) => (
        <Inline space="xs">
          <Button size="sm" variant="text" onClick={() => show(s.disabled ? 'enable' : 'disable', s)}>
            {s.disabled ? t('action.enable') : t('action.disable')}
          </Button>
          {s.role !== 'shop_owner' && (
            <Button size="sm" variant="text" onClick={() => show('password', s)}>
              {t('action.resetPassword')}
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
      {servicers.length === 0 && <p>{t('empty')}</p>}
      <DataTable
        caption={t('title.staff')}
        columns={columns}
        rows={[...servicers]}
        rowKey="servicerId"
        {...wholeListPaging(servicers)}
        toolbar={<Button onClick={() => show('add')}>{t('action.add')}</Button>}
      />
      <ReasonDialog
        open={open?.kind === 'disable' || open?.kind === 'enable'}
        title={open?.kind === 'enable' ? t('action.enable') : t('action.disable')}
        message={open?.kind === 'enable' ? t('confirm.enable', { name }) : t('confirm.disable', { name })}
        busy={busy}
        error={error}
        onConfirm={() => onWrite({ intent: open!.kind as 'disable' | 'enable', servicerId: open!.servicer!.servicerId })}
        onClose={() => onOpen(null)}
      />
      <Dialog
        open={formOpen}
        onClose={() => onOpen(null)}
        closeOnBackdrop={false}
        title={open?.kind === 'add' ? t('action.add') : `${t('action.resetPassword')} · ${name}`}
        footer={
          <Inline space="sm" align="flex-end">
            <Button variant="secondary" onClick={() => onOpen(null)} disabled={busy}>
              {t('action.cancel')}
            </Button>
            <Button
              loading={busy}
              onClick={() =>
                onWrite(open?.kind === 'add' ? { intent: 'add', ...fields } : { intent: 'password', servicerId: open!.servicer!.servicerId, password: fields.password })
              }
            >
              {t('action.confirm')}
            </Button>
          </Inline>
        }
      >
        <Stack space="sm">
          {open?.kind === 'add' && (
            <>
              <Input label={t('form.username')} autoComplete="off" value={fields.username} onChange={(e) => setFields((f) => ({ ...f, username: e.target.value }))} />
              <Input label={t('form.nickname')} value={fields.nickname} onChange={(e) => setFields((f) => ({ ...f, nickname: e.target.value }))} />
            </>
          )}
          <Input
            label={open?.kind === 'add' ? t('form.password') : t('form.newPassword')}
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
