import preview from '../../storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './Radio';

const delivery = [
  { value: 'express', label: '快递配送' },
  { value: 'local', label: '同城配送' },
  { value: 'pickup', label: '门店自提' },
];

const meta = preview.meta({
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: '配送方式', options: delivery, defaultValue: 'express', onChange: fn() },
});

export const Default = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '快递配送' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '同城配送' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('local');
  },
});

export const WithChildren = meta.story({
  args: { options: undefined, label: '发票类型', defaultValue: undefined, direction: 'column' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="none" label="不开发票" />
      <Radio value="personal" label="个人电子普通发票" />
      <Radio value="company" label="单位增值税专用发票（需填写纳税人识别号、开户银行及账号）" />
    </RadioGroup>
  ),
});

export const WithError = meta.story({
  args: { defaultValue: undefined, error: '请选择配送方式' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAccessibleDescription('请选择配送方式');
  },
});

export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
});

export const OneOptionDisabled = meta.story({
  args: { options: delivery.map((o) => (o.value === 'local' ? { ...o, disabled: true } : o)) },
});
