import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { goodsPromotionFixture, noPromotionFixture } from './fixtures';
import { GoodsPromotionBox } from './GoodsPromotionBox';

const meta = preview.meta({
  component: GoodsPromotionBox,
  decorators: [withRouter()],
  args: { promotion: goodsPromotionFixture },
});

export const Everything = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '去秒杀' })).toBeVisible();
  },
});
export const ComboOnly = meta.story({ args: { promotion: { ...noPromotionFixture, combos: goodsPromotionFixture.combos } } });
export const NoPromotion = meta.story({ args: { promotion: noPromotionFixture } });
