import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { applyApprovedFixture, applyPendingFixture, applyRefusedFixture } from '../../fixtures';
import { ShopApplyStatus } from './ShopApplyStatus';

const meta = preview.meta({ component: ShopApplyStatus, decorators: [withRouter()], args: { apply: applyPendingFixture } });

export const Pending = meta.story();
export const Approved = meta.story({
  args: { apply: applyApprovedFixture },
  play: playOn(async (canvas) => {
    await canvas.linksTo('查看店铺页面', '/shop-31');
    await expect(canvas.getByText(/shop31owner/)).toBeInTheDocument();
  }),
});
export const Refused = meta.story({ args: { apply: applyRefusedFixture } });
