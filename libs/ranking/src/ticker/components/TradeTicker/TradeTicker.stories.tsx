import preview from '@mall/ui/storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tradesFixture } from '../../fixtures';
import { TradeTicker } from './TradeTicker';

const meta = preview.meta({
  component: TradeTicker,
  args: { items: tradesFixture },
});

export const Rotating = meta.story({
  args: { intervalMs: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('张** 138****8000 购买了 湘西腊肉 500g 农家柴火烟熏');
    await waitFor(() => expect(items[1]).toHaveAttribute('aria-current', 'true'));
    // Hovering pauses it where it is.
    await userEvent.hover(canvas.getByRole('region', { name: '最新成交订单' }));
    await expect(canvas.getByRole('region', { name: '最新成交订单' })).toHaveAttribute('data-paused', 'true');
    await userEvent.unhover(canvas.getByRole('region', { name: '最新成交订单' }));
  },
});
export const LongGoodsName = meta.story({ args: { items: [tradesFixture[2]] } });
export const Single = meta.story({ args: { items: tradesFixture.slice(0, 1) } });
export const Empty = meta.story({
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无成交')).toBeInTheDocument();
  },
});
