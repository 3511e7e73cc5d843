import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from './Radio';

const options = [
  { value: 'express', label: '快递配送' },
  { value: 'local', label: '同城配送' },
  { value: 'pickup', label: '门店自提', disabled: true },
];

it('is a named radio group that reports the chosen value', async () => {
  const onChange = vi.fn();
  render(<RadioGroup label="配送方式" options={options} defaultValue="express" onChange={onChange} />);
  const group = screen.getByRole('radiogroup', { name: '配送方式' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '快递配送' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: '同城配送' }));
  expect(onChange).toHaveBeenCalledWith('local');
  expect(screen.getByRole('radio', { name: '同城配送' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '门店自提' })).toBeDisabled();
});

it('keeps a controlled value and takes <Radio> children', async () => {
  const onChange = vi.fn();
  render(
    <RadioGroup label="发票类型" value="personal" onChange={onChange} error="请选择发票类型">
      <Radio value="personal" label="个人" />
      <Radio value="company" label="单位" />
    </RadioGroup>,
  );
  await userEvent.click(screen.getByRole('radio', { name: '单位' }));
  expect(onChange).toHaveBeenCalledWith('company');
  expect(screen.getByRole('radio', { name: '个人' })).toBeChecked();
  expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('请选择发票类型');
});
