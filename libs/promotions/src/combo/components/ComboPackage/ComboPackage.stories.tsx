import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { comboEmptyFixture, comboFixture, comboLongNameFixture, comboSoldOutFixture } from '../../fixtures';
import { ComboPackage } from './ComboPackage';

const meta = preview.meta({
  component: ComboPackage,
  decorators: [withRouter({ width: 720 })],
  args: { combo: comboFixture, onBuy: fn() },
});

export const Buyable = meta.story({
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('立省 ¥21.70')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '购买套餐' }));
    await expect(args.onBuy).toHaveBeenCalledWith(1);
  },
});
export const SoldOut = meta.story({
  args: { combo: comboSoldOutFixture },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '套餐商品库存不足' })).toBeDisabled();
  },
});
export const Empty = meta.story({ args: { combo: comboEmptyFixture } });
export const LongNames = meta.story({ args: { combo: comboLongNameFixture } });
