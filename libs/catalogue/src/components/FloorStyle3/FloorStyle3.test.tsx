import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { floorStyle3Fixture } from '../../fixtures';
import { categoryListPath, FloorStyle3 } from './FloorStyle3';

describe('FloorStyle3', () => {
  it('links categories and brands to the goods list', () => {
    render(
      <MemoryRouter>
        <FloorStyle3 floor={floorStyle3Fixture} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '红茶' })).toHaveAttribute('href', '/list?category_id=32&level=2');
    expect(screen.getByRole('link', { name: /七彩云南/ })).toHaveAttribute('href', '/list?brand_id=2');
    expect(screen.getAllByTestId('goods-card')).toHaveLength(6);
  });
  it('builds category paths', () => {
    expect(categoryListPath({ id: 9, level: 3 })).toBe('/list?category_id=9&level=3');
  });
});
