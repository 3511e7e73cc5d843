import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { goodsFixtures, LONG_GOODS_NAME } from '../../fixtures';
import { GoodsCard, originalPriceOf } from './GoodsCard';

describe('GoodsCard', () => {
  it('links to the sku page and shows name, tags and prices', () => {
    render(
      <MemoryRouter>
        <GoodsCard goods={goodsFixtures[1]} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/sku-1002');
    expect(screen.getByText(LONG_GOODS_NAME)).toBeInTheDocument();
    expect(screen.getByText('832产品')).toBeInTheDocument();
    expect(screen.getByText('县级扶贫认证')).toBeInTheDocument();
    expect(screen.getByTestId('price-current')).toHaveTextContent('268.00');
  });

  it('strikes the original price only when it is higher', () => {
    expect(originalPriceOf({ price: 9900, discountPrice: 7990 })).toBe(9900);
    expect(originalPriceOf({ price: 4980, discountPrice: 4980 })).toBeNull();
  });
});
