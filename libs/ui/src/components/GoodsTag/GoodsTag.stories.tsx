import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { GoodsTag } from './GoodsTag';

const meta = preview.meta({
  component: GoodsTag,
  args: { tagType: 1, tagLevel: 0, size: 'sm' },
});

export const Product832 = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('832产品')).toBeVisible();
  },
});

export const AllLevels = meta.story({
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <GoodsTag tagLevel={2} />
      <GoodsTag tagLevel={3} />
      <GoodsTag tagLevel="4" />
      <GoodsTag tagType={1} tagLevel={2} size="md" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('省级扶贫认证')).toHaveLength(2);
    await expect(canvas.getByText('市级扶贫认证')).toBeVisible();
    await expect(canvas.getByText('县级扶贫认证')).toBeVisible();
    await expect(canvas.getByText('832产品')).toBeVisible();
  },
});

export const InGoodsName = meta.story({
  render: () => (
    <p style={{ maxWidth: 240, fontSize: 14 }}>
      <GoodsTag tagType={1} tagLevel={4} /> 湖南湘西土家族苗族自治州保靖县黄金村有机黄金茶明前特级绿茶礼盒装250g
    </p>
  ),
});

export const NoTag = meta.story({
  args: { tagType: 0, tagLevel: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tag]')).toBeNull();
  },
});
