import preview from '@mall/ui/storybook/preview';
import { docs, withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { goodsPromotionFixture, noPromotionFixture } from './fixtures';
import { GoodsPromotionBox } from './GoodsPromotionBox';

const meta = preview.meta({
  title: 'catalogue/GoodsPromotionBox',
  component: GoodsPromotionBox,
  decorators: [withRouter()],
  parameters: docs(
    "A goods' running promotions on /sku-{id} (issue 12), as mall-api's /api/goods/promotion answers them: " +
      'seckill price (link to the seckill), group price with its minimum (link to the group-buy page), topic ' +
      'price, and 搭配购买 combo packages with the saving (link to the combo checkout). Prop: `promotion`. ' +
      'States: every kind, a combo only with a long name, none (renders nothing).',
  ),
  args: { promotion: goodsPromotionFixture },
});

export const Everything = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '去秒杀' })).toBeVisible();
  },
});
export const ComboOnly = meta.story({ args: { promotion: { ...noPromotionFixture, combos: goodsPromotionFixture.combos } } });
export const NoPromotion = meta.story({ args: { promotion: noPromotionFixture } });
