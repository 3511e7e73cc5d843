import preview from '@mall/ui/storybook/preview';
import { playOn, withRouter } from '@mall/ui/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { invoiceTitlesFixture } from '../../fixtures';
import { InvoicePicker } from './InvoicePicker';

const meta = preview.meta({
  component: InvoicePicker,
  decorators: [withRouter()],
  args: { titles: invoiceTitlesFixture, value: null, onChange: fn(), invoiceMoney: 0 },
});

export const NoInvoice = meta.story({
  play: playOn(async (canvas, { args }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: '选择发票抬头' }),
      '李秀英（普通发票）',
    );
    await expect(args.onChange).toHaveBeenCalledWith(40);
  }),
});

export const SpecialWithTax = meta.story({
  args: { value: 41, invoiceMoney: 258 },
  play: playOn(async (canvas) => {
    await expect(canvas.getByText(/开具增值税专用发票需加收税费/)).toHaveTextContent('¥2.58');
  }),
});

export const NoTitles = meta.story({ args: { titles: [] } });

export const LongTitle = meta.story({
  args: {
    titles: [
      {
        id: 42,
        title: '湘西土家族苗族自治州保靖县黄金村茶叶专业合作社消费帮扶联合体有限责任公司',
        kind: 'SPECIAL',
      },
    ],
    value: 42,
    invoiceMoney: 804,
  },
});
