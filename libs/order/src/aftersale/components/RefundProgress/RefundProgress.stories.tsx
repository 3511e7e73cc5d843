import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  refundAppliedFixture,
  refundCancelledFixture,
  refundRefundedFixture,
  refundRefusedFixture,
} from '../../fixtures';
import { RefundProgress } from './RefundProgress';

const meta = preview.meta({
  component: RefundProgress,
  decorators: [withRouter()],
  args: { refund: refundAppliedFixture, complainHref: '/member/complain?order_goods_id=51', onCancel: fn() },
});

export const WaitingForReview = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.press('撤销申请');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await canvas.press('撤销申请');
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确定撤销' }),
    );
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  }),
});
export const Refunded = meta.story({ args: { refund: refundRefundedFixture } });
export const Refused = meta.story({
  args: { refund: refundRefusedFixture },
  play: playOn(async (canvas) => {
    await canvas.linksTo('申请平台介入', '/member/complain?order_goods_id=51');
    await expect(canvas.queryByRole('button', { name: '撤销申请' })).toBeNull();
  }),
});
export const Cancelled = meta.story({ args: { refund: refundCancelledFixture } });
export const CancelRefused = meta.story({ args: { error: '退款申请当前状态为「退款完成」，不能撤销' } });
