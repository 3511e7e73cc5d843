import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  refundAppliedFixture,
  refundArbitratedFixture,
  refundArbitratingFixture,
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
  args: { refund: refundRefusedFixture, onArbitrate: fn() },
  play: playOn(async (canvas, { args }) => {
    await canvas.linksTo('申请平台介入', '/member/complain?order_goods_id=51');
    await expect(canvas.queryByRole('button', { name: '撤销申请' })).toBeNull();
    // 申请平台仲裁 needs a reason, then sends it.
    await canvas.press('提交仲裁申请');
    await expect(await canvas.findByText('请填写仲裁理由')).toBeInTheDocument();
    await expect(args.onArbitrate).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /仲裁理由/ }), '商家拒绝理由不成立');
    await canvas.press('提交仲裁申请');
    await expect(args.onArbitrate).toHaveBeenCalledWith('商家拒绝理由不成立');
  }),
});
/** Waiting for the platform: the buyer's reason shows, no second request. */
export const Arbitrating = meta.story({
  args: { refund: refundArbitratingFixture, onArbitrate: fn() },
  play: playOn(async (canvas) => {
    await expect(canvas.getByText(/到货时茶叶已受潮结块/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '提交仲裁申请' })).toBeNull();
  }),
});
/** The platform let the refusal stand: its decision shows. */
export const Arbitrated = meta.story({ args: { refund: refundArbitratedFixture } });
export const Cancelled = meta.story({ args: { refund: refundCancelledFixture } });
export const CancelRefused = meta.story({ args: { error: '退款申请当前状态为「退款完成」，不能撤销' } });
