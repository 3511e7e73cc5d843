import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { collectionFixture } from '../../fixtures';
import { CollectionGrid } from './CollectionGrid';

describe('CollectionGrid', () => {
  it('shows the goods, links to them and uncollects by goods id', async () => {
    const onUncollect = vi.fn();
    render(
      <MemoryRouter>
        <CollectionGrid items={collectionFixture} onUncollect={onUncollect} pendingGoodsId={103} />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('goods-card')[0]).toHaveAttribute('href', '/sku-1001');
    expect(screen.getByText('已下架')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消关注 麻阳冰糖橙 5kg 当季鲜果' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '取消关注 湘西腊肉 500g 农家柴火烟熏' }));
    expect(onUncollect).toHaveBeenCalledWith(101);
  });
  it('says so when nothing is collected', () => {
    render(<CollectionGrid items={[]} onUncollect={vi.fn()} />);
    expect(screen.getByText('还没有关注的商品')).toBeInTheDocument();
  });
});
