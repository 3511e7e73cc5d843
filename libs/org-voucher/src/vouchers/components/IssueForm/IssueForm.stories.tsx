import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { issueMembersFixture } from '../../fixtures';
import { IssueForm } from './IssueForm';

const meta = preview.meta({
  component: IssueForm,
  args: { members: issueMembersFixture, stock: 100000, onSubmit: fn() },
});

export const ToChosenMembers = meta.story({
  play: playOn(async (c, { args }) => {
    await c.fill({ 消费券名称: '年货节消费券', '面值（元）': '50' });
    await c.tick('指定成员');
    await c.tick('田晓雨（13700001001）');
    await expect(c.getByRole('status')).toHaveTextContent('本次共需 50.00 元');
    await c.press('确认发放');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        voucherName: '年货节消费券',
        faceValue: '50',
        toAll: false,
        memberIds: [102],
      }),
    );
  }),
});
export const NotEnoughStock = meta.story({
  args: { stock: 2000 },
  play: playOn(async (c, { args }) => {
    await c.fill({ 消费券名称: '冬季暖心消费券', '面值（元）': '30' });
    await expect(c.getByRole('status')).toHaveTextContent('额度不足，请先购买');
    await c.press('确认发放');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
});
export const ServerError = meta.story({
  args: { error: '消费券额度不足：当前可发放 20.00 元，本次需要 120.00 元' },
});
