import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shopFixture } from '../../fixtures';
import { ShopHeader } from './ShopHeader';

describe('ShopHeader', () => {
  it('shows name, score and followers and follows', () => {
    const onToggleFollow = vi.fn();
    render(<ShopHeader shop={shopFixture} onToggleFollow={onToggleFollow} />);
    expect(screen.getByRole('heading', { name: shopFixture.name })).toBeInTheDocument();
    expect(screen.getByTestId('shop-score')).toHaveTextContent('店铺评分 4.8');
    expect(screen.getByTestId('shop-fans')).toHaveTextContent('1288 人关注');
    fireEvent.click(screen.getByRole('button', { name: '关注店铺' }));
    expect(onToggleFollow).toHaveBeenCalledOnce();
  });
  it('shows the hotline the shop set, as a tel: link, and nothing without one', () => {
    const { unmount } = render(<ShopHeader shop={{ ...shopFixture, telephone: '0743-7722 832' }} onToggleFollow={vi.fn()} />);
    const hotline = screen.getByTestId('shop-hotline');
    expect(hotline).toHaveTextContent('客服热线 0743-7722 832');
    expect(hotline).toHaveAttribute('href', 'tel:07437722832');
    unmount();
    render(<ShopHeader shop={{ ...shopFixture, telephone: '' }} onToggleFollow={vi.fn()} />);
    expect(screen.queryByTestId('shop-hotline')).toBeNull();
  });
  it('offers unfollow when followed and waits while pending', () => {
    render(<ShopHeader shop={{ ...shopFixture, followed: true }} onToggleFollow={vi.fn()} pending />);
    expect(screen.getByRole('button', { name: '取消关注' })).toBeDisabled();
  });
});
