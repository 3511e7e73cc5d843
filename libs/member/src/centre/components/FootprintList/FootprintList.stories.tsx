import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { footprintFixture, footprintNow } from '../../fixtures';
import { FootprintList } from './FootprintList';

const meta = preview.meta({
  component: FootprintList,
  decorators: [withRouter()],
  args: { entries: footprintFixture, onDelete: fn(), now: footprintNow },
});

export const TwoDays = meta.story({
  play: playOn(async (canvas, { args }) => {
    const today = canvas.getByRole('region', { name: '今天' });
    await expect(within(today).getAllByTestId('goods-card')).toHaveLength(2);
    await userEvent.click(within(today).getByRole('button', { name: '删除当天记录' }));
    await expect(args.onDelete).toHaveBeenCalledWith([51, 52]);
    await canvas.press('删除 麻阳冰糖橙 5kg 当季鲜果');
    await expect(args.onDelete).toHaveBeenCalledWith([53]);
  }),
});
export const Deleting = meta.story({ args: { pending: true } });
export const Empty = meta.story({ args: { entries: [] } });
