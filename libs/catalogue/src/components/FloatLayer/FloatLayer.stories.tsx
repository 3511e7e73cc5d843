import preview from '@mall/ui/storybook/preview';
import { withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { placeholderImage } from '../../fixtures';
import { FloatLayer } from './FloatLayer';

const meta = preview.meta({
  title: 'storefront/home/FloatLayer',
  component: FloatLayer,
  decorators: [withRouter()],
  parameters: { layout: 'fullscreen' },
  args: {
    layer: {
      show: true,
      title: '新人专享消费帮扶券',
      image: placeholderImage('新人专享 领取消费帮扶券', 10, 400, 500),
      url: '/coupon',
      number: 3,
    },
    onClose: fn(),
  },
});

export const WithLink = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: '新人专享消费帮扶券' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '关闭浮层' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
});

export const WithoutLink = meta.story({
  args: { layer: { show: true, title: '年货节', image: placeholderImage('年货节 满99减20', 0, 400, 500), url: '', number: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
});

export const BrokenPicture = meta.story({
  args: { layer: { show: true, title: '新人专享', image: '/upload/no-such-picture.png', url: '/coupon', number: 1 } },
});

export const LongChineseTitle = meta.story({
  args: {
    layer: {
      show: true,
      title: '新人专享：乡村振兴消费帮扶专区满一百减二十优惠券限时领取，赣南脐橙、宁夏枸杞、恩施硒茶全场通用',
      image: placeholderImage('新人专享 消费帮扶', 30, 400, 500),
      url: '/coupon',
      number: 1,
    },
  },
});
