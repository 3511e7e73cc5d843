import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { shopsFixture } from '../../fixtures';
import { ShopStreetList } from './ShopStreetList';

describe('ShopStreetList', () => {
  it('lists shops with goods counts', () => {
    render(
      <MemoryRouter>
        <ShopStreetList shops={shopsFixture} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('在售商品 28 件')).toBeInTheDocument();
  });

  it('shows the empty state', () => {
    render(<ShopStreetList shops={[]} />);
    expect(screen.getByText('没有找到相关店铺')).toBeInTheDocument();
  });
});
