import preview from '@mall/ui/storybook/preview';
import { docs } from '@mall/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tradesFixture } from '../../fixtures';
import { TradeTicker } from './TradeTicker';

const meta = preview.meta({
  title: 'ranking/ticker/TradeTicker',
  component: TradeTicker,
  parameters: docs(
    'The live trade ticker of the home page (SPEC §2): the latest paid orders, one at a time, moving up every ' +
      '2 s with a 0.5 s animation (SPEC §9). Props: `items` (id, masked buyer 张** and mobile 138****8000, goods ' +
      'name, money in yuan), `intervalMs`, `animationMs`, `stillCount`. Hovering or focusing it pauses the ' +
      'rotation; with prefers-reduced-motion it stands still and shows the latest `stillCount` trades. The home ' +
      'block polls for new trades, so they appear without a reload. States: rotating, a long goods name ' +
      '(ellipsis), a single trade, empty (暂无成交).',
  ),
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
