import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'default', label: '综合排序' },
  { value: 'sales', label: '销量' },
  { value: 'price', label: '价格' },
];

it('is a labelled select with a 请选择 placeholder', async () => {
  const onChange = vi.fn();
  render(<Select label="排序" options={options} onChange={(e) => onChange(e.target.value)} />);
  const select = screen.getByRole('combobox', { name: '排序' });
  expect(select).toHaveDisplayValue('请选择');
  await userEvent.selectOptions(select, '销量');
  expect(onChange).toHaveBeenCalledWith('sales');
});

it('announces the error and can drop the placeholder', () => {
  render(<Select label="排序" options={options} placeholder={false} error="请选择排序方式" />);
  const select = screen.getByRole('combobox', { name: '排序' });
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('请选择排序方式');
  expect(screen.getAllByRole('option')).toHaveLength(3);
});
