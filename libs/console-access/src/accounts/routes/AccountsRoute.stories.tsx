import { useMemo } from 'react';
import preview from '@mall/ui/storybook/preview';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleAccountFieldsFragment } from '@mall/console-kit';
import { Component } from './AccountsRoute';

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const account = (a: Partial<ConsoleAccountFieldsFragment> & Pick<ConsoleAccountFieldsFragment, 'accountId' | 'username' | 'realName' | 'role' | 'roleName'>): ConsoleAccountFieldsFragment => ({
  shopId: null,
  siteId: null,
  disabled: false,
  totpEnabled: true,
  lockedUntil: null,
  lastLoginTime: at('2026-11-26T09:30:00+08:00'),
  createTime: at('2026-01-05T10:00:00+08:00'),
  ...a,
});

const roles = [
  { role: 'super_admin', name: '超级管理员', scope: 'platform' },
  { role: 'operator', name: '运营', scope: 'platform' },
  { role: 'finance', name: '财务', scope: 'platform' },
  { role: 'service_lead', name: '客服主管', scope: 'platform' },
  { role: 'site_editor', name: '分站编辑', scope: 'site' },
];
const sites = [{ siteId: 3, title: '保靖县分站' }];
const accounts = [
  account({ accountId: 1, username: 'admin', realName: '系统管理员', role: 'super_admin', roleName: '超级管理员' }),
  account({ accountId: 2, username: 'operator', realName: '龙晓燕', role: 'operator', roleName: '运营' }),
  account({ accountId: 3, username: 'finance', realName: '彭建国', role: 'finance', roleName: '财务', lockedUntil: at('2026-11-27T10:15:00+08:00') }),
  account({ accountId: 4, username: 'baojing', realName: '向秀英', role: 'site_editor', roleName: '分站编辑', siteId: 3, totpEnabled: false }),
  account({ accountId: 5, username: 'servicelead', realName: '田玉兰', role: 'service_lead', roleName: '客服主管', disabled: true, lastLoginTime: 0 }),
];

type Args = { list: ConsoleAccountFieldsFragment[]; refusal?: string };

/** The route with its loader's data and an action that accepts a write, or refuses it with `refusal`. */
function Page({ list, refusal }: Args) {
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            path: '/console/accounts',
            loader: () => ({ consoleAccounts: { list, count: list.length, page: 1, pageSize: 20 }, consoleRoles: roles, sites }),
            action: () => (refusal ? { error: refusal } : { ok: true }),
            Component,
            HydrateFallback: () => null,
          },
        ],
        { initialEntries: ['/console/accounts'] },
      ),
    [list, refusal],
  );
  return <RouterProvider router={router} />;
}

/**
 * 账号与角色 (`/console/accounts`, super admin only): every console account with its role (a site
 * account names its site), state (正常 / 已锁定 / 已停用), two-step status and last sign-in, filtered by
 * keyword and role, sorted by id, name or last sign-in. Actions per row: 停用 / 启用, 重置密码, 更换角色,
 * 重置两步验证; 新建账号 makes a platform account or a 分站编辑 bound to one site. Every write goes to
 * the route's action; a refusal stays in its dialog with mall-api's message. The route reads its data
 * from its loader (here a fixed list), so the states are: accounts of every kind, none, a refused write
 * and long Chinese names.
 */
const meta = preview.meta({
  component: Page,
  args: { list: accounts },
});

/** Every kind of account: platform roles, a locked one, a disabled one, a site account with its site. */
export const Accounts = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: /账号与角色/ });
    await expect(within(table).getByText('分站编辑 · 保靖县分站')).toBeVisible();
    await expect(within(table).getByText('已停用')).toBeVisible();
    await expect(within(table).getByText('已锁定')).toBeVisible();
  },
});

/** No account matches the filter. */
export const Empty = meta.story({ args: { list: [] } });

/** 新建账号 with a site role asks for its site; mall-api's refusal stays in the dialog. */
export const CreateRefused = meta.story({
  args: { refusal: '登录账号 baojing 已存在' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '新建账号' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('角色'), 'site_editor');
    await expect(within(dialog).getByLabelText(/所属分站/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('登录账号 baojing 已存在')).toBeInTheDocument();
  },
});

/** Long Chinese names keep the table's columns readable. */
export const LongNames = meta.story({
  args: {
    list: [
      account({ accountId: 6, username: 'xiangxizhou_operator_2026', realName: '湘西土家族苗族自治州消费帮扶运营中心值班主管欧阳晓梅', role: 'operator', roleName: '运营' }),
      ...accounts.slice(0, 2),
    ],
  },
});
