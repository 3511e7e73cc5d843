import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect } from 'storybook/test';
import { longNamesPayParts, refusedTransferPayParts, reviewingDetail, shippedDetail, unpaidDetail, unpaidPayParts, voucherOnlyPayParts, voucherTransferPayParts } from '../../fixtures';
import { OrderPayParts } from './OrderPayParts';

const meta = preview.meta({
  component: OrderPayParts,
  decorators: [withRouter()],
  args: { order: { ...shippedDetail, payParts: voucherOnlyPayParts } },
});

export const VoucherOnly = meta.story({
  play: playOn(async (canvas) => {
    await canvas.shows('消费券抵扣');
    await canvas.shows('湘西州机关工会消费帮扶券（V20250301000123）');
    await expect(canvas.queryByText('转账审核')).toBeNull();
  }),
});
export const VoucherAndTransferPending = meta.story({
  args: { order: { ...reviewingDetail, payParts: voucherTransferPayParts } },
  play: playOn(async (canvas) => {
    await canvas.shows('消费券抵扣（审核期间冻结）');
    await canvas.shows('待审核');
    await canvas.linksTo('查看转账凭证', '/member/paytickets?order_id=10');
  }),
});
export const TransferRefused = meta.story({
  args: { order: { ...unpaidDetail, payParts: refusedTransferPayParts } },
  play: playOn(async (canvas) => {
    await canvas.shows('转账凭证未通过审核，消费券抵扣已退回，请重新支付');
    await canvas.shows('已驳回');
    await expect(canvas.queryByText('消费券抵扣')).toBeNull();
  }),
});
export const LongVoucherNames = meta.story({ args: { order: { ...shippedDetail, payParts: longNamesPayParts } } });
/** Nobody paid yet: nothing is shown. */
export const NotPaid = meta.story({
  args: { order: { ...unpaidDetail, payParts: unpaidPayParts } },
  play: playOn(async (canvas) => {
    await expect(canvas.queryByText('支付明细')).toBeNull();
  }),
});
