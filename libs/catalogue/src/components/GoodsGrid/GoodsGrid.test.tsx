import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { goodsFixtures } from '../../fixtures';
import { GoodsGrid } from './GoodsGrid';

describe('GoodsGrid', () => {
  it('renders a card per goods', () => {
    render(
      <MemoryRouter>
        <GoodsGrid goods={goodsFixtures.slice(0, 3)} label="商品列表" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('list', { name: '商品列表' })).toBeInTheDocument();
    expect(screen.getAllByTestId('goods-card')).toHaveLength(3);
  });

  it('shows the empty state and the loading state', () => {
    const { rerender } = render(<GoodsGrid goods={[]} empty={<p>没有找到相关商品</p>} />);
    expect(screen.getByText('没有找到相关商品')).toBeInTheDocument();
    rerender(<GoodsGrid goods={[]} loading skeletonCount={2} />);
    expect(screen.getAllByRole('status')).toHaveLength(4);
  });
});
