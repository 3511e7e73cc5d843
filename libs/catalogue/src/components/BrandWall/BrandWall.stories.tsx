import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { brandsFixture } from '../../fixtures';
import { BrandWall } from './BrandWall';

const meta = preview.meta({
  component: BrandWall,
  decorators: [withRouter({ width: 1200 })],
  args: { brands: brandsFixture },
});

export const Brands = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', '/list?brand_id=1');
  },
});

export const Empty = meta.story({ args: { brands: [] } });
