import preview from '@mall/ui/storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ShopServicerFieldsFragment } from '@mall/console-kit';
import { ServicerStaff, type Open, type ServicerStaffProps } from './ServicerStaff';

const at = (daysAgo: number) => Math.floor(new Date('2026-11-27T09:30:00+08:00').getTime() / 1000) - daysAgo * 86_400;
const servicers: ShopServicerFieldsFragment[] = [
  { servicerId: 21, accountId: 40, username: 'shop10kefu', nickname: '恩施硒茶客服小芳', role: 'shop_service', disabled: false, online: true, lastLoginTime: at(0), createTime: at(30) },
  {
    servicerId: 22,
    accountId: 41,
    username: 'shop10chen',
    nickname: '恩施富硒茶叶专业合作社售后与团购咨询专员陈阿姨',
    role: 'shop_service',
    disabled: true,
    online: false,
    lastLoginTime: at(12),
    createTime: at(20),
  },
  { servicerId: 23, accountId: 38, username: 'shop10owner', nickname: '店主', role: 'shop_owner', disabled: false, online: false, lastLoginTime: at(1), createTime: at(2) },
  { servicerId: 10, accountId: 0, username: 'kefu10', nickname: '恩施硒茶客服阿香', role: '', disabled: false, online: false, lastLoginTime: 0, createTime: at(90) },
];

/** Holds the open dialog as the route does (`open` is the first one shown). */
function Stateful(props: ServicerStaffProps) {
  const [open, setOpen] = useState<Open>(props.open);
  return <ServicerStaff {...props} open={open} onOpen={setOpen} />;
}

const meta = preview.meta({ component: ServicerStaff, render: (args) => <Stateful {...args} />, args: { servicers, onWrite: fn(), open: null, onOpen: fn() } });

export const List = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('恩施富硒茶叶专业合作社售后与团购咨询专员陈阿姨')).toBeVisible();
    await expect(canvas.getByText('仅聊天（旧登录）')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: '停用' })[0]!);
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /确定|停用/ }));
    await expect(args.onWrite).toHaveBeenCalledWith({ intent: 'disable', servicerId: 21 });
  },
});

export const Adding = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新增客服' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/登录名/), 'shop10wang');
    await userEvent.type(dialog.getByLabelText(/客服昵称/), '恩施硒茶客服小王');
    await userEvent.type(dialog.getByLabelText(/初始密码/), 'wang2026pass');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(args.onWrite).toHaveBeenCalledWith({ intent: 'add', username: 'shop10wang', nickname: '恩施硒茶客服小王', password: 'wang2026pass' });
  },
});

export const Refused = meta.story({
  args: { error: '该账号已被使用，请换一个登录名', open: { kind: 'add' } },
  play: async () => {
    // The dialog opens after the first paint: wait until its message shows.
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('该账号已被使用，请换一个登录名')).toBeVisible());
  },
});

export const Empty = meta.story({ args: { servicers: [] } });

export const Added = meta.story({ args: { notice: '已新增客服 恩施硒茶客服小王，请把登录名和初始密码告诉 TA' } });
