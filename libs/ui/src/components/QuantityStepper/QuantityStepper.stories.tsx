import preview from '../../storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

function Stateful(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = preview.meta({
  component: QuantityStepper,
  args: { value: 1, max: 99, onChange: fn() },
  render: (args) => <Stateful {...args} />,
});

export const Default = meta.story();

export const ClampsToStock = meta.story({
  args: { max: 5, showLabel: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('spinbutton', { name: '数量' });
    await expect(canvas.getByRole('button', { name: '减少数量' })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '8件');
    await expect(field).toHaveValue('8');
    await userEvent.tab();
    await expect(field).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: '增加数量' })).toBeDisabled();
    await expect(canvas.getByText('最多可购买5件')).toBeVisible();
  },
});

export const OutOfStock = meta.story({
  args: { max: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('库存不足')).toBeVisible();
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
  },
});

export const StepOfSix = meta.story({
  args: { value: 6, min: 6, step: 6, max: 60, hint: '整箱购买，每箱6瓶' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '增加数量' }));
    await expect(canvas.getByRole('spinbutton')).toHaveValue('12');
  },
});

export const Disabled = meta.story({ args: { disabled: true, value: 2 } });

export const Small = meta.story({ args: { size: 'sm', value: 3 } });
