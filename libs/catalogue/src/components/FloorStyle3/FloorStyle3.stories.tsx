import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { floorStyle3Fixture } from '../../fixtures';
import { FloorStyle3 } from './FloorStyle3';

const meta = preview.meta({
  title: 'catalogue/FloorStyle3',
  component: FloorStyle3,
  decorators: [withRouter({ width: 1200 })],
  parameters: docs(
    'Home floor style 3: title with category links (→ /list?category_id=&level=), a row of ' +
      'images, a 6-column goods grid and brand tiles (→ /list?brand_id=). Props: `floor` {id, ' +
      'title, categories[], images[], goods[], brands[]}. States: full, no goods, no brands or images.',
  ),
  args: { floor: floorStyle3Fixture },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '绿茶' })).toHaveAttribute('href', '/list?category_id=31&level=2');
    await expect(canvas.getByRole('link', { name: /安化黑茶/ })).toHaveAttribute('href', '/list?brand_id=3');
  },
});

export const NoGoods = meta.story({ args: { floor: { ...floorStyle3Fixture, goods: [] } } });

export const GoodsOnly = meta.story({
  args: { floor: { ...floorStyle3Fixture, categories: [], images: [], brands: [] } },
});
