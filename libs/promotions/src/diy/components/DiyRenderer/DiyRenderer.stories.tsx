import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { diyByType, diyComponentsFixture, diyGoodsFixture } from '../../fixtures';
import { DiyRenderer } from './DiyRenderer';
import { showsText } from '../../../testing/plays';

const meta = preview.meta({
  component: DiyRenderer,
  decorators: [withRouter()],
  args: { components: diyComponentsFixture, goods: diyGoodsFixture },
});

export const WholePage = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '人气年货' })).toBeVisible();
    await expect(canvas.getAllByTestId('goods-card')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: /逛红色专区/ })).toHaveAttribute(
      'href',
      '/promotion/redarea',
    );
  },
});
export const Banner = meta.story({ args: { components: diyByType('banner') } });
export const ImageAds = meta.story({ args: { components: diyByType('imageAds') } });
export const GoodsList = meta.story({ args: { components: diyByType('goodsList') } });
export const RichText = meta.story({ args: { components: diyByType('richText') } });
export const Title = meta.story({ args: { components: diyByType('title') } });
export const Notice = meta.story({ args: { components: diyByType('notice') } });
export const Coupons = meta.story({ args: { components: diyByType('coupons') } });
export const Blank = meta.story({
  args: { components: [...diyByType('notice'), ...diyByType('blank'), ...diyByType('notice')] },
});
export const ShopAndZoneLinks = meta.story({ args: { components: diyByType('link') } });
export const EmptyPage = meta.story({
  args: { components: [] },
  play: showsText('该页面暂无内容'),
});
