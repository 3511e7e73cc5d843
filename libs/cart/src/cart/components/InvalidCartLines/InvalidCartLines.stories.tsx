import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { invalidLinesFixture, longNameLinesFixture } from '../../fixtures';
import { InvalidCartLines } from './InvalidCartLines';

const meta = preview.meta({
  component: InvalidCartLines,
  decorators: [withRouter()],
  args: { lines: invalidLinesFixture, onDelete: fn(), onClear: fn() },
});

export const InvalidLines = meta.story({
  play: playOn(async (canvas, { args }) => {
    await expect(canvas.getByRole('heading', { name: '失效商品2件' })).toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await canvas.shows('商品已售罄');
    await canvas.press('清空失效商品');
    await expect(args.onClear).toHaveBeenCalledOnce();
  }),
});

export const LongNames = meta.story({
  args: {
    lines: longNameLinesFixture.map((l, i) => ({
      ...l,
      cartId: 600 + i,
      invalid: true,
      invalidReason: i === 0 ? '商品已下架' : '商品已售罄',
    })),
  },
});

export const Empty = meta.story({
  args: { lines: [] },
  play: playOn(async (canvas) => {
    await expect(canvas.queryByTestId('cart-invalid')).toBeNull();
  }),
});
