import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { shopsFixture } from '../../fixtures';
import { ShopGrid } from './ShopGrid';

describe('ShopGrid', () => {
  it('links each shop and shows its stores only when it has some', () => {
    render(<MemoryRouter><ShopGrid shops={shopsFixture} label="店铺列表" /></MemoryRouter>);
    const items = within(screen.getByRole('list', { name: '店铺列表' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('2 家门店');
    expect(items[1]).not.toHaveTextContent('门店');
    expect(within(items[2]).getByRole('link', { name: shopsFixture[2].name })).toHaveAttribute('href', '/shop-3');
  });
  it('has an empty state', () => {
    render(<MemoryRouter><ShopGrid shops={[]} label="店铺列表" /></MemoryRouter>);
    expect(screen.getByText('暂无店铺')).toBeInTheDocument();
  });
});
