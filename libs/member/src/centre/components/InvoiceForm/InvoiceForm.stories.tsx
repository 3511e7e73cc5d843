import preview from '@mall/ui/storybook/preview';
import { playOn } from '@mall/ui/storybook';
import { expect, fn } from 'storybook/test';
import { invoiceTitlesFixture } from '../../fixtures';
import { InvoiceForm } from './InvoiceForm';

const meta = preview.meta({
  component: InvoiceForm,
  args: { onSubmit: fn(), onCancel: fn() },
});

export const NewPersonal = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.fill({ 发票抬头: '张桂兰' });
    await canvas.press('保存');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ titleType: 'PERSONAL', title: '张桂兰', taxNumber: '' }),
    );
  }),
});

export const RefusesBadTaxNumber = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.tick('单位');
    await canvas.fill({ 发票抬头: '长沙麓谷软件有限公司', 纳税人识别号: '9143ABC' });
    await canvas.press('保存');
    await canvas.shows('纳税人识别号为 15、17、18 或 20 位数字和大写字母');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
});

export const SpecialNeedsBankFields = meta.story({
  play: playOn(async (canvas, { args }) => {
    await canvas.tick('增值税专用发票');
    await canvas.fill({ 发票抬头: '长沙麓谷软件有限公司', 纳税人识别号: '91430100MA4L12345X' });
    await canvas.press('保存');
    await canvas.shows('专用发票须填写开户银行');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
});

export const EditSpecial = meta.story({ args: { initial: invoiceTitlesFixture[0] } });
export const ServerError = meta.story({
  args: { initial: invoiceTitlesFixture[1], error: '最多只能保存 20 个发票抬头' },
});

/** A unit's invoice for a paid voucher order: title, taxpayer number, kind and e-mail (申请发票). */
export const VoucherRequest = meta.story({
  args: { request: { amount: 500000 } },
  play: playOn(async (canvas, { args }) => {
    await canvas.press('申请发票');
    await canvas.shows('请填写纳税人识别号');
    await canvas.fill({ 发票抬头: '湘西州乡村振兴局机关工会', 纳税人识别号: '11433100mb1234567x' });
    await canvas.press('申请发票');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'NORMAL', titleType: 'COMPANY', title: '湘西州乡村振兴局机关工会', taxNumber: '11433100MB1234567X', email: '' }),
    );
  }),
});
export const VoucherRequestServerError = meta.story({
  args: { request: { amount: 500000 }, error: '只能为本单位已支付且未开票的消费券订单申请发票' },
});
