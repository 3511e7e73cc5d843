import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Button } from './Button';

it('calls onClick and defaults to type=button so it never submits a form by accident', async () => {
  const onClick = vi.fn();
  render(<Button onClick={onClick}>加入购物车</Button>);
  const button = screen.getByRole('button', { name: '加入购物车' });
  expect(button).toHaveAttribute('type', 'button');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('blocks clicks and reports busy while loading', async () => {
  const onClick = vi.fn();
  render(
    <Button loading onClick={onClick}>
      提交订单
    </Button>,
  );
  const button = screen.getByRole('button', { name: /提交订单/ });
  // Busy but focusable: keyboard focus stays on it while the call runs.
  expect(button).not.toBeDisabled();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

it('does not fire when disabled', async () => {
  const onClick = vi.fn();
  render(
    <Button disabled onClick={onClick}>
      已售罄
    </Button>,
  );
  await userEvent.click(screen.getByRole('button'));
  expect(onClick).not.toHaveBeenCalled();
});
