import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';
import { formatPrice, showsOriginal } from './formatPrice';

describe('formatPrice', () => {
  it.each([
    [1200, '¥12.00'],
    [1250, '¥12.50'],
    [0, '¥0.00'],
    [7, '¥0.07'],
    [-346, '¥-3.46'],
    [123456789, '¥1234567.89'],
  ])('formats %s fen as %s', (fen, expected) => {
    expect(formatPrice(fen)).toBe(expected);
  });

  it.each([[null], [undefined]])('shows %s as ¥-- instead of a wrong price', (fen) => {
    expect(formatPrice(fen)).toBe('¥--');
  });

  it('shows the original price only when it is larger', () => {
    expect(showsOriginal(1000, 1200)).toBe(true);
    expect(showsOriginal(1000, 1000)).toBe(false);
    expect(showsOriginal(1000, 900)).toBe(false);
    expect(showsOriginal(1000, null)).toBe(false);
    expect(showsOriginal(null, 1000)).toBe(false);
  });
});

describe('<Price>', () => {
  it('renders the value with ¥ and two decimals', () => {
    render(<Price value={800} />);
    expect(screen.getByTestId('price-current').textContent).toBe('¥8.00');
  });

  it('strikes through a larger original price with an accessible label', () => {
    const { container } = render(<Price value={6800} original={9800} />);
    const del = container.querySelector('del');
    expect(del?.textContent).toBe('原价¥98.00');
  });

  it('omits an original price that is not larger', () => {
    const { container } = render(<Price value={9800} original={6800} />);
    expect(container.querySelector('del')).toBeNull();
  });

  it('shows ¥-- for a missing value', () => {
    render(<Price value={null} />);
    expect(screen.getByTestId('price-current').textContent).toBe('¥--');
  });
});
