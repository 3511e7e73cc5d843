import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GOODS, LONG_GOODS, searchGoods } from '../../testing/fixtures';
import { ChosenGoods } from './ChosenGoods';

const meta = preview.meta({ component: ChosenGoods, args: { goods: GOODS.slice(0, 2) } });

/** Two goods with their normal prices, removable. */
export const Chosen = meta.story({
  args: { onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/湘西土家腊肉 500g/)).toHaveTextContent('原价 ¥88.00');
    await userEvent.click(canvas.getByRole('button', { name: '移除 保靖黄金茶' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1);
  },
});

/** None chosen yet, with the form's message and the chooser below. */
export const Empty = meta.story({
  args: { goods: [], error: '请先选择商品', search: searchGoods, onPick: fn() },
});

/** Long Chinese goods and shop names. */
export const LongNames = meta.story({ args: { goods: [LONG_GOODS] } });
