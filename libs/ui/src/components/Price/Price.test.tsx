import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';
import { formatPrice, formatYuan, showsOriginal, yuanToFen } from './formatPrice';

describe('formatYuan / formatPrice', () => {
  it.each([
    [12, '12.00'],
    [12.5, '12.50'],
    ['12.5', '12.50'],
    ['0', '0.00'],
    [0.1 + 0.2, '0.30'],
    ['1.005', '1.01'],
    [1.005, '1.01'],
    ['199.994', '199.99'],
    [' 88.8 ', '88.80'],
    ['.5', '0.50'],
    [-3.456, '-3.46'],
    [1234567.891, '1234567.89'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatYuan(input)).toBe(expected);
  });

  it.each([[''], ['abc'], [Number.NaN], [null], [undefined], ['1.2.3']])(
    'refuses %s instead of showing a wrong price',
    (input) => {
      expect(formatYuan(input)).toBeNull();
      expect(formatPrice(input)).toBe('¥--');
    },
  );

  it('prefixes the yuan sign', () => {
    expect(formatPrice('39.9')).toBe('¥39.90');
  });

  it('converts to integer fen exactly', () => {
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen(0.07)).toBe(7);
  });

  it('shows the original price only when it is larger', () => {
    expect(showsOriginal(10, 12)).toBe(true);
    expect(showsOriginal('10.00', '10')).toBe(false);
    expect(showsOriginal(10, 9)).toBe(false);
    expect(showsOriginal(10, null)).toBe(false);
    expect(showsOriginal(10.001, '10.004')).toBe(false);
  });
});

describe('<Price>', () => {
  it('renders the value with ¥ and two decimals', () => {
    render(<Price value={8} />);
    expect(screen.getByTestId('price-current').textContent).toBe('¥8.00');
  });

  it('strikes through a larger original price with an accessible label', () => {
    const { container } = render(<Price value="68" original={98} />);
    const del = container.querySelector('del');
    expect(del?.textContent).toBe('原价¥98.00');
  });

  it('omits an original price that is not larger', () => {
    const { container } = render(<Price value={98} original={68} />);
    expect(container.querySelector('del')).toBeNull();
  });
});
