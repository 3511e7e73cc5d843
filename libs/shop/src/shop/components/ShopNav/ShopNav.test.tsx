import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ShopNav } from './ShopNav';

describe('ShopNav', () => {
  it('shows offline stores only when the shop has stores', () => {
    const { rerender } = render(<MemoryRouter><ShopNav shopId={3} active="goods" storeNum={2} /></MemoryRouter>);
    expect(screen.getByRole('link', { name: '线下门店' })).toHaveAttribute('href', '/shop-3?tab=stores');
    expect(screen.getByRole('link', { name: '全部商品' })).toHaveAttribute('aria-current', 'page');
    rerender(<MemoryRouter><ShopNav shopId={3} active="home" storeNum={0} /></MemoryRouter>);
    expect(screen.queryByRole('link', { name: '线下门店' })).toBeNull();
    expect(screen.getByRole('link', { name: '店铺首页' })).toHaveAttribute('href', '/shop-3');
  });
});
