import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Rate } from './Rate';

it('is a radio group of five stars that reports the choice', async () => {
  const onChange = vi.fn();
  render(<Rate label="商品评分" onChange={onChange} />);
  expect(screen.getByRole('radiogroup', { name: '商品评分' })).toBeInTheDocument();
  expect(screen.getAllByRole('radio')).toHaveLength(5);
  await userEvent.click(screen.getByRole('radio', { name: '4星' }));
  expect(onChange).toHaveBeenCalledWith(4);
  expect(screen.getByRole('radio', { name: '4星' })).toBeChecked();
});

it('changes with arrow keys', async () => {
  const onChange = vi.fn();
  render(<Rate defaultValue={3} onChange={onChange} />);
  screen.getByRole('radio', { name: '3星' }).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(onChange).toHaveBeenLastCalledWith(4);
  expect(screen.getByRole('radio', { name: '4星' })).toHaveFocus();
});

it('reads a read-only rating as one value, with no controls', () => {
  render(<Rate readOnly value={4.56} label="店铺评分" />);
  expect(screen.getByRole('img', { name: '店铺评分 4.6星，满分5星' })).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});

it('does not change when disabled', async () => {
  const onChange = vi.fn();
  render(<Rate disabled onChange={onChange} texts={['非常差', '差', '一般', '好', '非常好']} />);
  await userEvent.click(screen.getByRole('radio', { name: '好' }));
  expect(onChange).not.toHaveBeenCalled();
});
