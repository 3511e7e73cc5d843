import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'area', label: '地区采购榜', content: '湖南省 ¥1,234.56万' },
  { id: 'company', label: '单位采购榜', content: '某某县教育局' },
  { id: 'voucher', label: '单位充值榜', content: '充值列表', disabled: true },
  { id: 'shop', label: '商家销售榜', content: '湘西农家' },
];

it('shows the first tab and switches on click', async () => {
  const onChange = vi.fn();
  render(<Tabs items={items} label="排行榜" onChange={onChange} />);
  expect(screen.getByRole('tablist', { name: '排行榜' })).toBeInTheDocument();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('湖南省');
  await userEvent.click(screen.getByRole('tab', { name: '单位采购榜' }));
  expect(screen.getByRole('tab', { name: '单位采购榜' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('某某县教育局');
  expect(onChange).toHaveBeenCalledWith('company');
});

it('moves with arrow keys, skips disabled tabs and wraps', async () => {
  render(<Tabs items={items} label="排行榜" defaultValue="company" />);
  await userEvent.click(screen.getByRole('tab', { name: '单位采购榜' }));
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: '商家销售榜' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('湘西农家');
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: '地区采购榜' })).toHaveFocus();
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: '商家销售榜' })).toHaveAttribute('aria-selected', 'true');
});

it('follows the value prop when controlled', async () => {
  function Controlled() {
    const [value, setValue] = useState('shop');
    return <Tabs items={items} label="排行榜" value={value} onChange={setValue} />;
  }
  render(<Controlled />);
  expect(screen.getByRole('tabpanel')).toHaveTextContent('湘西农家');
  await userEvent.click(screen.getByRole('tab', { name: '地区采购榜' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('湖南省');
});

it('ignores a controlled value that does not change', async () => {
  const onChange = vi.fn();
  render(<Tabs items={items} label="排行榜" value="area" onChange={onChange} />);
  await userEvent.click(screen.getByRole('tab', { name: '单位采购榜' }));
  expect(onChange).toHaveBeenCalledWith('company');
  expect(screen.getByRole('tab', { name: '地区采购榜' })).toHaveAttribute('aria-selected', 'true');
});
