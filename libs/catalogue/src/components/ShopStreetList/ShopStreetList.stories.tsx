import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { shopsFixture } from '../../fixtures';
import { ShopStreetList } from './ShopStreetList';

const meta = preview.meta({
  title: 'catalogue/ShopStreetList',
  component: ShopStreetList,
  decorators: [withRouter({ width: 1000 })],
  parameters: docs(
    'The shop street (/street, /streetlst) results. Props: `shops` (id, name, avatar, province, address, ' +
      'goodsNum). Each shop links to /shop-{id} and shows its goods count. States: shops (one with a long ' +
      'name and no avatar), empty (没有找到相关店铺).',
  ),
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
