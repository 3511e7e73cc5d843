import type { Meta, StoryObj } from '@storybook/react-vite';
import { docs, withRouter } from '@mall/ui/storybook';
import { expect, within } from 'storybook/test';
import { diyByType, diyComponentsFixture, diyGoodsFixture } from '../../fixtures';
import { DiyRenderer } from './DiyRenderer';
import { showsText } from '../../../testing/plays';

const meta = {
  title: 'promotions/DiyRenderer',
  component: DiyRenderer,
  decorators: [withRouter()],
  parameters: docs(
    'A micro page (/promotion/pcdiy?id=) rendered from its component list. Props: `components` (already ' +
      'validated by readDiyComponents: unknown or malformed ones are skipped and logged, rich text sanitised) ' +
      'and `goods` (the goods of the goods-list components, by sku). Component types: banner carousel, image ' +
      'ads (1-4 columns), goods list (picked or by rule), rich text, title, notice, coupons, blank space, shop ' +
      'or zone link. One story per type, the whole page, and an empty page.',
  ),
  args: { components: diyComponentsFixture, goods: diyGoodsFixture },
} satisfies Meta<typeof DiyRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WholePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '人气年货' })).toBeVisible();
    await expect(canvas.getAllByTestId('goods-card')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: /逛红色专区/ })).toHaveAttribute(
      'href',
      '/promotion/redarea',
    );
  },
};
export const Banner: Story = { args: { components: diyByType('banner') } };
export const ImageAds: Story = { args: { components: diyByType('imageAds') } };
export const GoodsList: Story = { args: { components: diyByType('goodsList') } };
export const RichText: Story = { args: { components: diyByType('richText') } };
export const Title: Story = { args: { components: diyByType('title') } };
export const Notice: Story = { args: { components: diyByType('notice') } };
export const Coupons: Story = { args: { components: diyByType('coupons') } };
export const Blank: Story = {
  args: { components: [...diyByType('notice'), ...diyByType('blank'), ...diyByType('notice')] },
};
export const ShopAndZoneLinks: Story = { args: { components: diyByType('link') } };
export const EmptyPage: Story = {
  args: { components: [] },
  play: showsText('该页面暂无内容'),
};
