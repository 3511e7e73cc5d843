import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { centreCouponFixture, centreCouponsFixture } from '../../fixtures';
import { CouponCard } from './CouponCard';

const meta = preview.meta({
  component: CouponCard,
  args: {
    coupon: centreCouponFixture,
    onClaim: fn(),
    formatDate: (s: number) => new Date(s * 1000).toISOString().slice(0, 10),
  },
});

export const Claimable = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '立即领取' }));
    await expect(args.onClaim).toHaveBeenCalled();
  },
});
export const Claimed = meta.story({ args: { coupon: centreCouponsFixture[1] } });
export const SoldOut = meta.story({ args: { coupon: centreCouponsFixture[2] } });
export const Expired = meta.story({ args: { coupon: centreCouponsFixture[3] } });
export const Claiming = meta.story({ args: { claiming: true } });
export const LongNames = meta.story({ args: { coupon: centreCouponsFixture[4] } });
