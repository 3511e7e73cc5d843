import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { InvoiceForm } from './InvoiceForm';

const meta = preview.meta({
  component: InvoiceForm,
  args: { amount: '5000.00', onSubmit: fn(), onCancel: fn() },
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
