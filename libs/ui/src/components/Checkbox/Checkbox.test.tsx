import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import { SelectAll } from './Checkbox.stories';

it('shows a mixed 全选 box while only some items are chosen', async () => {
  render(<SelectAll.Component />);
  const all = screen.getByRole('checkbox', { name: '全选' });
  expect(all).toBePartiallyChecked();
  await userEvent.click(all);
  expect(all).toBeChecked();
  expect(all).not.toBePartiallyChecked();
  expect(screen.getByRole('checkbox', { name: '湘西黄金茶 250g' })).toBeChecked();
  await userEvent.click(screen.getByRole('checkbox', { name: '赣南脐橙 5kg 礼盒装' }));
  expect(all).toBePartiallyChecked();
});

it('forwards the ref and does not toggle when disabled', async () => {
  const ref = { current: null as HTMLInputElement | null };
  const onChange = vi.fn();
  render(<Checkbox ref={ref} label="七天内自动登录" disabled onChange={onChange} />);
  expect(ref.current).toBeInstanceOf(HTMLInputElement);
  await userEvent.click(screen.getByText('七天内自动登录'));
  expect(onChange).not.toHaveBeenCalled();
});
