import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { shopsFixture } from '../../fixtures';
import { ShopStreetList } from './ShopStreetList';

const meta = preview.meta({
  component: ShopStreetList,
  decorators: [withRouter({ width: 1000 })],
  args: { shops: shopsFixture },
});

export const Shops = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')[1]).toHaveAttribute('href', '/shop-22');
    await expect(canvas.getByText('在售商品 15 件')).toBeInTheDocument();
  },
});

export const Empty = meta.story({ args: { shops: [] } });
