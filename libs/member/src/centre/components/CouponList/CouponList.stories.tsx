import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { couponsFixture } from '../../fixtures';
import { CouponList } from './CouponList';

const meta = preview.meta({
  component: CouponList,
  args: { coupons: couponsFixture, state: 'UNUSED' as const, couponHref: () => '/list' },
});

export const Unused = meta.story({
  play: playOn(async (canvas) => {
    await expect(canvas.getAllByTestId('coupon-item')).toHaveLength(3);
    await canvas.shows('8.5 折');
  }),
});
export const Used = meta.story({
  args: {
    state: 'USED',
    coupons: couponsFixture.map((c) => ({ ...c, state: 'USED' as const, useTime: c.startTime + 86400 })),
  },
});
export const Expired = meta.story({
  args: { state: 'EXPIRED', coupons: couponsFixture.map((c) => ({ ...c, state: 'EXPIRED' as const })) },
});
export const Empty = meta.story({ args: { coupons: [] } });
export const Loading = meta.story({ args: { loading: true } });
export const LoadError = meta.story({ args: { error: '加载失败，请重试' } });
