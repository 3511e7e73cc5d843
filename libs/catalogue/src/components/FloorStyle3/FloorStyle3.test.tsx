import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categoryListPath } from './FloorStyle3';
import { Default } from './FloorStyle3.stories';

describe('FloorStyle3', () => {
  it('links categories and brands to the goods list', () => {
    render(<Default.Component />);
    expect(screen.getByRole('link', { name: '红茶' })).toHaveAttribute(
      'href',
      '/list?category_id=32&level=2',
    );
    expect(screen.getByRole('link', { name: /七彩云南/ })).toHaveAttribute('href', '/list?brand_id=2');
    expect(screen.getAllByTestId('goods-card')).toHaveLength(6);
  });
  it('builds category paths', () => {
    expect(categoryListPath({ id: 9, level: 3 })).toBe('/list?category_id=9&level=3');
  });
});
