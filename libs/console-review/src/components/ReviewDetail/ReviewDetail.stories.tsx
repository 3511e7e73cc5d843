import preview from '@mall/ui/storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewDetail } from './ReviewDetail';

const fields = [
  { label: '会员', value: '帮扶体验官' },
  { label: '金额', value: '¥268.00' },
  { label: '关联订单', value: 'O2026112110020012345678' },
  { label: '会员备注', value: '网银转账，附言已填写订单号' },
];

const meta = preview.meta({
  component: ReviewDetail,
  args: {
    title: 'T2026112110020087654321',
    state: 'reviewing',
    stateName: '待审核',
    fields,
    images: ['/upload/site/logo.svg'],
    onApprove: fn(),
    onRefuse: fn(),
    onClose: fn(),
  },
});

/** A pending transfer certificate: its fields, the uploaded image and the two decisions. */
export const Pending = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '通过' }));
    await expect(args.onApprove).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '驳回' }));
    await expect(args.onRefuse).toHaveBeenCalled();
  },
});

/** Decided: no buttons, a note that it cannot be decided again. */
export const Decided = meta.story({
  args: { state: 'paid', stateName: '已支付' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '通过' })).toBeNull();
    await expect(canvas.getByText('已处理，不能再次处理')).toBeVisible();
  },
});

/** Nothing uploaded and empty fields: dashes and 未上传图片. */
export const Empty = meta.story({ args: { fields: [{ label: '会员备注', value: '' }], images: [] } });

/** While the decision is being sent. */
export const Loading = meta.story({ args: { busy: true } });

/** mall-api refused the decision (another operator decided first): its message shows. */
export const Error = meta.story({
  args: { error: '支付单当前状态为「已支付」，不能通过转账凭证' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('不能通过转账凭证');
  },
});

/** Long Chinese names wrap inside the panel. */
export const LongNames = meta.story({
  args: {
    title: '湘西土家族苗族自治州花垣县十八洞村猕猴桃种植专业合作社 · 扶贫认证',
    fields: [
      { label: '认证名称', value: '湘西土家族苗族自治州花垣县十八洞村猕猴桃种植专业合作社联合社（第二分社）' },
      { label: '会员', value: '湘西州乡村振兴局机关工会消费帮扶采购专员' },
    ],
    images: undefined,
    approveLabel: '通过认证',
  },
});
