import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { membersFixture } from '../../fixtures';
import { OrgMemberTable } from './OrgMemberTable';

const meta = preview.meta({
  component: OrgMemberTable,
  args: {
    members: membersFixture,
    count: 25,
    page: 1,
    pageCount: 3,
    keyword: '',
    getHref: (p: number) => `?page=${p}`,
    onSearch: fn(),
    onKick: fn(),
    onAdd: fn(),
  },
});

export const WithMembers = meta.story({
  play: playOn(async (c, { args }) => {
    await c.press('移出 田晓雨');
    const dialog = within(document.body).getByRole('dialog');
    await expect(dialog).toHaveTextContent('田晓雨');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onKick).toHaveBeenCalledWith(102);
  }),
});
export const AddRefusesABadMobile = meta.story({
  play: playOn(async (c, { args }) => {
    await c.fill({ 姓名: '龙秀英', 手机号: '1234' });
    await c.press('添加成员');
    await c.shows('手机号格式不正确（11 位，以 1 开头，第二位 3–9）');
    await expect(args.onAdd).not.toHaveBeenCalled();
  }),
});
export const Empty = meta.story({ args: { members: [], count: 0, pageCount: 0 } });
export const ServerError = meta.story({ args: { error: '该手机号已加入其他单位' } });
export const Searching = meta.story({
  args: { keyword: '欧阳', members: membersFixture.slice(3), count: 2, pageCount: 1 },
});
