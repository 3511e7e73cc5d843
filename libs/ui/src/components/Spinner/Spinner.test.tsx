import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Spinner } from './Spinner';

it('announces loading in Chinese by default', () => {
  render(<Spinner />);
  expect(screen.getByRole('status')).toHaveTextContent('加载中');
});

it('uses a custom label', () => {
  render(<Spinner label="正在提交订单" showLabel />);
  expect(screen.getByRole('status')).toHaveTextContent('正在提交订单');
});
