// 账号与角色 (super_admin): the console accounts with their role, state and two-step status; create
// (a platform account, or a branch site's 分站编辑 bound to one site), disable / enable, reset password,
// change role, reset TOTP. Writes are this route's action (the list
// reloads after each); mall-api checks `accounts.manage` and writes the audit rows.
import { m } from '@mall/i18n';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLoaderData } from 'react-router-dom';
import { Button, formatDateTime, Input, Inline, Select, Stack, Dialog } from '@mall/ui';
import { AlertText } from '@mall/page-kit';
import { ChangeConsoleAccountRoleDocument, ConsoleAccountsDocument, consoleRequest, ConsoleRequestError, consoleRoute, ConsoleSitesDocument, CreateConsoleAccountDocument, ListFilterBar, listParams, ListTable, ReasonDialog, ResetConsoleAccountPasswordDocument, ResetConsoleAccountTotpDocument, SetConsoleAccountDisabledDocument, StatusBadge, useListParams, type ConsoleAccountFieldsFragment, type ConsoleAccountsQuery, type ConsoleSitesQuery, type DataColumn } from '@mall/console-kit';

export const loader = consoleRoute(async ({ request }: { request: Request }) => {
  const p = listParams(request);
  const disabled = p.filters.disabled === 'true' ? true : p.filters.disabled === 'false' ? false : undefined;
  const [accounts, sites] = await Promise.all([
    consoleRequest(ConsoleAccountsDocument, {
      page: p.page,
      pageSize: p.pageSize,
      sort: p.sort,
      filter: { keyword: p.filters.keyword, role: p.filters.role, disabled },
    }),
    consoleRequest(ConsoleSitesDocument, { page: 1, pageSize: 100 }),
  ]);
  return { ...accounts, sites: sites.consoleSites.list };
});

type Data = ConsoleAccountsQuery & { sites: ConsoleSitesQuery['consoleSites']['list'] };

type Intent = 'create' | 'disable' | 'enable' | 'password' | 'role' | 'totp';

/** Answers `{ ok }` or `{ error }` (mall-api's message), for the dialog that asked. */
export const action = consoleRoute(async ({ request }: { request: Request }) => {
  const form = await request.formData();
  const intent = String(form.get('intent')) as Intent;
  const accountId = Number(form.get('accountId'));
  try {
    if (intent === 'create') {
      await consoleRequest(CreateConsoleAccountDocument, {
        input: {
          username: String(form.get('username') ?? ''),
          realName: String(form.get('realName') ?? ''),
          role: String(form.get('role') ?? ''),
          password: String(form.get('password') ?? ''),
          siteId: Number(form.get('siteId')) || undefined,
        },
      });
    } else if (intent === 'disable' || intent === 'enable') {
      await consoleRequest(SetConsoleAccountDisabledDocument, { accountId, disabled: intent === 'disable' });
    } else if (intent === 'password') {
      await consoleRequest(ResetConsoleAccountPasswordDocument, { accountId, password: String(form.get('password') ?? '') });
    } else if (intent === 'role') {
      await consoleRequest(ChangeConsoleAccountRoleDocument, { accountId, role: String(form.get('role') ?? '') });
    } else if (intent === 'totp') {
      await consoleRequest(ResetConsoleAccountTotpDocument, { accountId });
    }
    return { ok: true as const };
  } catch (error) {
    if (error instanceof ConsoleRequestError && error.code === 'BUSINESS_ERROR') return { error: error.message };
    throw error;
  }
});

type Open = { kind: Intent; account?: ConsoleAccountFieldsFragment } | null;

export function Component() {
  const data = useLoaderData() as Data;
  const list = useListParams();
  const fetcher = useFetcher<{ ok?: true; error?: string }>();
  const [open, setOpen] = useState<Open>(null);
  const [fields, setFields] = useState({ username: '', realName: '', role: 'operator', password: '', siteId: '' });
  const busy = fetcher.state !== 'idle';
  const error = fetcher.data?.error;
  // A write that went through closes its dialog; a refused one leaves it open with mall-api's message.
  const previous = useRef(fetcher.state);
  useEffect(() => {
    if (previous.current !== 'idle' && fetcher.state === 'idle' && fetcher.data?.ok) setOpen(null);
    previous.current = fetcher.state;
  }, [fetcher.state, fetcher.data]);

  const submit = (intent: Intent, extra: Record<string, string> = {}) =>
    fetcher.submit({ intent, accountId: String(open?.account?.accountId ?? ''), ...extra }, { method: 'post' });
  const roleOptions = data.consoleRoles.filter((r) => r.scope === 'platform').map((r) => ({ value: r.role, label: r.name }));
  // A new account may also be a branch site's staff, bound to one site (mall-api refuses it without one).
  const siteRoles = data.consoleRoles.filter((r) => r.scope === 'site');
  const createOptions = [...roleOptions, ...siteRoles.map((r) => ({ value: r.role, label: m['console.accounts.siteRole']({ name: r.name }) }))];
  const forSite = open?.kind === 'create' && siteRoles.some((r) => r.role === fields.role);
  const siteName = (id: number | null | undefined) => data.sites.find((w) => w.siteId === id)?.title ?? (id ? `#${id}` : '');
  const show = (kind: Intent, account?: ConsoleAccountFieldsFragment) => {
    setFields({ username: '', realName: '', role: account?.role ?? 'operator', password: '', siteId: '' });
    setOpen({ kind, account });
  };

  const columns: DataColumn<ConsoleAccountFieldsFragment>[] = [
    { key: 'accountId', title: '#', sortKey: 'account_id' },
    { key: 'username', title: m['console.accounts.username'](), sortKey: 'username' },
    { key: 'realName', title: m['console.accounts.realName']() },
    { key: 'roleName', title: m['console.accounts.role'](), render: (a) => (a.siteId ? `${a.roleName} · ${siteName(a.siteId)}` : a.roleName) },
    {
      key: 'status',
      title: m['console.accounts.status'](),
      render: (a) =>
        a.disabled ? <StatusBadge label={m['console.status.disabled']()} tone="danger" /> : a.lockedUntil ? <StatusBadge label={m['console.status.locked']()} tone="warning" /> : <StatusBadge label={m['console.status.enabled']()} tone="success" />,
    },
    { key: 'totp', title: m['console.accounts.totp'](), render: (a) => (a.totpEnabled ? m['console.accounts.totpOn']() : m['console.accounts.totpOff']()) },
    { key: 'lastLoginTime', title: m['console.accounts.lastLogin'](), sortKey: 'last_login_time', render: (a) => (a.lastLoginTime ? formatDateTime(a.lastLoginTime) : '—') },
    {
      key: 'actions',
      title: m['console.accounts.actions'](),
      render: (a) => (
        <Inline space="xs">
          <Button size="sm" variant="text" onClick={() => show(a.disabled ? 'enable' : 'disable', a)}>
            {a.disabled ? m['console.accounts.enable']() : m['console.accounts.disable']()}
          </Button>
          <Button size="sm" variant="text" onClick={() => show('password', a)}>
            {m['console.accounts.resetPassword']()}
          </Button>
          <Button size="sm" variant="text" onClick={() => show('role', a)}>
            {m['console.accounts.changeRole']()}
          </Button>
          <Button size="sm" variant="text" onClick={() => show('totp', a)}>
            {m['console.accounts.resetTotp']()}
          </Button>
        </Inline>
      ),
    },
  ];

  const name = open?.account ? `${open.account.realName}（${open.account.username}）` : '';
  const formDialog = open && (open.kind === 'create' || open.kind === 'password' || open.kind === 'role');
  return (
    <Stack space="md">
      <h1>{m['console.accounts.title']()}</h1>
      <ListFilterBar
        list={list}
        fields={[
          { name: 'keyword', label: m['console.accounts.keyword'](), kind: 'text' },
          { name: 'role', label: m['console.accounts.role'](), kind: 'select', allLabel: m['console.accounts.allRoles'](), options: roleOptions },
        ]}
      />
      <ListTable
        list={list}
        caption={m['console.accounts.title']()}
        columns={columns}
        data={data.consoleAccounts}
        rowKey="accountId"
        toolbar={<Button onClick={() => show('create')}>{m['console.accounts.create']()}</Button>}
      />
      <ReasonDialog
        open={open?.kind === 'disable' || open?.kind === 'enable' || open?.kind === 'totp'}
        title={open?.kind === 'totp' ? m['console.accounts.resetTotp']() : open?.kind === 'enable' ? m['console.accounts.enable']() : m['console.accounts.disable']()}
        message={open?.kind === 'totp' ? m['console.accounts.confirmResetTotp']({ name }) : open?.kind === 'disable' ? m['console.accounts.confirmDisable']({ name }) : name}
        busy={busy}
        error={error}
        onConfirm={() => submit(open!.kind)}
        onClose={() => setOpen(null)}
      />
      <Dialog
        open={Boolean(formDialog)}
        onClose={() => setOpen(null)}
        closeOnBackdrop={false}
        title={open?.kind === 'create' ? m['console.accounts.create']() : open?.kind === 'role' ? `${m['console.accounts.changeRole']()} · ${name}` : `${m['console.accounts.resetPassword']()} · ${name}`}
        footer={
          <Inline space="sm" align="flex-end">
            <Button variant="secondary" onClick={() => setOpen(null)} disabled={busy}>
              {m['console.dialog.cancel']()}
            </Button>
            <Button
              loading={busy}
              onClick={() =>
                submit(
                  open!.kind,
                  open!.kind === 'create' ? { ...fields, siteId: forSite ? fields.siteId : '' } : open!.kind === 'role' ? { role: fields.role } : { password: fields.password },
                )
              }
            >
              {m['console.dialog.confirm']()}
            </Button>
          </Inline>
        }
      >
        <Stack space="sm">
          {open?.kind === 'create' && (
            <>
              <Input label={m['console.accounts.username']()} value={fields.username} onChange={(e) => setFields((f) => ({ ...f, username: e.target.value }))} />
              <Input label={m['console.accounts.realName']()} value={fields.realName} onChange={(e) => setFields((f) => ({ ...f, realName: e.target.value }))} />
            </>
          )}
          {(open?.kind === 'create' || open?.kind === 'role') && (
            <Select
              label={m['console.accounts.role']()}
              value={fields.role}
              placeholder={false}
              options={open?.kind === 'create' ? createOptions : roleOptions}
              onChange={(e) => setFields((f) => ({ ...f, role: e.target.value }))}
            />
          )}
          {forSite && (
            <Select
              label={m['console.accounts.site']()}
              hint={m['console.accounts.siteHint']()}
              value={fields.siteId}
              options={data.sites.map((w) => ({ value: String(w.siteId), label: w.title }))}
              onChange={(e) => setFields((f) => ({ ...f, siteId: e.target.value }))}
            />
          )}
          {(open?.kind === 'create' || open?.kind === 'password') && (
            <Input
              label={open?.kind === 'create' ? m['console.accounts.password']() : m['console.accounts.newPassword']()}
              type="password"
              autoComplete="new-password"
              value={fields.password}
              onChange={(e) => setFields((f) => ({ ...f, password: e.target.value }))}
            />
          )}
          <AlertText message={error} />
        </Stack>
      </Dialog>
    </Stack>
  );
}
