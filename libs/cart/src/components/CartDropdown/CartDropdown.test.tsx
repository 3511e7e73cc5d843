import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { cartItemsFixture } from '../../fixtures';
import { CartDropdown, cartDropdownScrolls } from './CartDropdown';

function renderDropdown(items = cartItemsFixture, total?: number) {
  return render(
    <MemoryRouter>
      <CartDropdown items={items} total={total} />
    </MemoryRouter>,
  );
}

describe('CartDropdown', () => {
  it('shows the empty text', () => {
    renderDropdown([]);
    expect(screen.getByText('您的购物车还是空的，赶紧去挑选商品吧')).toBeInTheDocument();
  });
  it('scrolls only beyond 5 items', () => {
    expect(cartDropdownScrolls(5)).toBe(false);
    expect(cartDropdownScrolls(6)).toBe(true);
    renderDropdown();
    expect(screen.getByTestId('cart-dropdown-list')).toHaveAttribute('data-scrolls', 'true');
  });
  it('does not scroll with 5 items', () => {
    renderDropdown(cartItemsFixture.slice(0, 5));
    expect(screen.getByTestId('cart-dropdown-list')).toHaveAttribute('data-scrolls', 'false');
  });
  it('shows the total with 2 decimals and links to /cart', () => {
    renderDropdown(cartItemsFixture.slice(0, 2));
    // 268.00 × 1 + 79.90 × 2
    expect(screen.getByText('427.80')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去购物车结算' })).toHaveAttribute('href', '/cart');
  });
});
