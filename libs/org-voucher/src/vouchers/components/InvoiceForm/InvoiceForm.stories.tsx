import preview from '@mall/ui/storybook/preview';
import { docs, playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { InvoiceForm } from './InvoiceForm';

const meta = preview.meta({
  title: 'org-voucher/vouchers/InvoiceForm',
  component: InvoiceForm,
  args: { amount: '5000.00', onSubmit: fn(), onCancel: fn() },
  parameters: docs(
    '消费券订单开票申请（/fupin/api/VoucherInvoice/apply）。props：amount 开票金额（元），onSubmit 校验通过后提交（抬头、税号、类型、邮箱），onCancel 取消，pending 提交中，error 服务端拒绝原因。状态：空、校验错误、服务端错误。',
  ),
});

export const Default = meta.story({
  play: playOn(async (c, { args }) => {
    await c.press('申请发票');
    await c.shows('税号应为 15–20 位数字或大写字母');
    await c.fill({ 发票抬头: '湘西州乡村振兴局机关工会', 税号: '11433100mb1234567x' });
    await c.press('申请发票');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      invoiceTitle: '湘西州乡村振兴局机关工会',
      taxNumber: '11433100MB1234567X',
      invoiceType: 1,
      email: '',
    });
  }),
});
export const ServerError = meta.story({ args: { error: '只能为本单位已支付且未开票的消费券订单申请发票' } });
