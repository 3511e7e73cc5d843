import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Empty } from './Empty';

it('says 暂无数据 by default', () => {
  render(<Empty />);
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

it('shows custom text and an action', () => {
  render(<Empty text="您的购物车还是空的，赶紧去挑选商品吧" action={<a href="/">去逛逛</a>} />);
  expect(screen.getByText('您的购物车还是空的，赶紧去挑选商品吧')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
});
