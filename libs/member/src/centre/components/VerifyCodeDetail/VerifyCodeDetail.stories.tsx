import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { verifiedCodeFixture, verifyCodeFixture } from '../../fixtures';
import { VerifyCodeDetail } from './VerifyCodeDetail';

const meta = preview.meta({
  component: VerifyCodeDetail,
  args: { code: verifyCodeFixture },
});

export const PickupWaiting = meta.story({
  play: playOn(async (canvas) => {
    await canvas.shows('待核销');
    await canvas.shows('长期有效');
    await canvas.shows('岳麓山农产品麓山南路自提点');
  }),
});
export const VirtualVerified = meta.story({
  args: { code: verifiedCodeFixture },
  play: playOn(async (canvas) => {
    await canvas.shows('王建国');
    await expect(canvas.queryByText('自提门店')).toBeNull();
  }),
});
