import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { bannersFixture, goodsFixture } from '../../fixtures';
import { BranchHome } from './BranchHome';

const meta = preview.meta({
  component: BranchHome,
  decorators: [withRouter()],
  args: { title: '湘西州分站', banners: bannersFixture, goods: goodsFixture },
});

export const WithGoods = meta.story();
export const NoBanners = meta.story({ args: { banners: [] } });
export const NoGoods = meta.story({
  args: { goods: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无推荐商品')).toBeInTheDocument();
  },
});
