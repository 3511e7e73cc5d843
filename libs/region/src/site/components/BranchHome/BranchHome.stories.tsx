import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { bannersFixture, goodsFixture } from '../../fixtures';
import { BranchHome } from './BranchHome';

const meta = preview.meta({
  title: 'region/site/BranchHome',
  component: BranchHome,
  decorators: [withRouter()],
  parameters: docs(
    'A branch site\'s home of /citylist and /special (SPEC §2, no-nav layout): the banner list of /city/api/WebsiteBanner/bannerList ' +
      'and the recommended goods of /city/api/WebsiteRecommendGoods/recommendGoodsList. Props: `title`, `banners` (id, title, image, url), `goods`. ' +
      'States: banners and goods, no banners, no goods (暂无推荐商品).',
  ),
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
