import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AfterSaleGoods } from './AfterSaleGoods';

describe('AfterSaleGoods', () => {
  it('shows price and quantity, and links the name when asked', () => {
    render(
      <AfterSaleGoods name="赣南脐橙 10 斤装" image="" price={5990} num={2} href="/sku-32" />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByTestId('price-current')).toHaveTextContent('¥59.90');
    expect(screen.getByText('×2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '赣南脐橙 10 斤装' })).toHaveAttribute('href', '/sku-32');
  });
  it('leaves out price and quantity when not given', () => {
    render(<AfterSaleGoods name="宁夏中宁枸杞" image="" />, { wrapper: MemoryRouter });
    expect(screen.queryByTestId('price-current')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
