import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteSwitch } from './SiteSwitch';

const meta = preview.meta({ component: SiteSwitch, args: { open: true, cacheSeconds: 3, onChange: fn() } });

/** Open: the button closes the site (the page asks first). */
export const Open = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '关闭站点' }));
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
});

/** Closed for maintenance: the button reopens it. */
export const Closed = meta.story({
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('站点已关闭（维护中）')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新开放' }));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
});

/** While the change is being sent. */
export const Loading = meta.story({ args: { busy: true } });

/** mall-api refused the change: its message shows. */
export const Error = meta.story({ args: { error: '当前账号的角色没有此项权限（settings.manage），请联系超级管理员' } });

/** A long cache time and the longest messages still fit. */
export const LongNames = meta.story({ args: { open: false, cacheSeconds: 30, error: '站点尚未初始化，请先运行数据初始化（npm start 首次启动时自动完成），然后再试一次' } });
