import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { rechargePackagesFixture } from '../../fixtures';
import { RechargePackages } from './RechargePackages';

const meta = preview.meta({
  component: RechargePackages,
  args: { packages: rechargePackagesFixture, onBuy: fn() },
});

export const Packages = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.shows('赠 50 积分');
    await canvas.press('立即充值 充 500 送 20');
    await expect(args.onBuy).toHaveBeenCalledWith(2);
  }),
});
export const Creating = meta.story({ args: { pendingId: 2 } });
export const Empty = meta.story({ args: { packages: [] } });
