import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReasonDialog } from './ReasonDialog';

const meta = preview.meta({
  component: ReasonDialog,
  args: { open: true, title: '拒绝退款', message: '确定拒绝这笔退款申请？', reasonRequired: true, onConfirm: fn(), onClose: fn() },
});

/** A refusal waits for its reason: confirming without one shows 请填写原因 and calls nothing. */
export const RefuseNeedsReason = meta.story({
  play: async ({ args }) => {
    const body = within(document.body);
    // The dialog opens in an effect after the first paint: wait for it rather than query at once.
    await userEvent.click(await body.findByRole('button', { name: '确定' }));
    // The dialog fades in: its message counts as visible once the fade is over.
    await waitFor(() => expect(body.getByText('请填写原因')).toBeVisible());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(body.getByRole('textbox', { name: /原因/ }), '凭证金额与订单不符');
    await userEvent.click(body.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('凭证金额与订单不符');
  },
});
export const ApproveWithoutReason = meta.story({ args: { title: '通过凭证', message: '通过后订单立即变为已支付。', reasonRequired: false } });
export const Busy = meta.story({ args: { busy: true } });
export const ServerRefused = meta.story({ args: { reasonRequired: false, error: '该凭证已处理，不能再次审核' } });
