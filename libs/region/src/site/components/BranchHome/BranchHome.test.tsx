import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { bannersFixture, goodsFixture } from '../../fixtures';
import { BranchHome } from './BranchHome';

describe('BranchHome', () => {
  it('shows the banners and the recommended goods', () => {
    render(<MemoryRouter><BranchHome title="湘西州分站" banners={bannersFixture} goods={goodsFixture} /></MemoryRouter>);
    expect(within(screen.getByRole('list', { name: '分站轮播图' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByRole('list', { name: '分站推荐商品' })).getAllByRole('listitem')).toHaveLength(goodsFixture.length);
  });
  it('has the empty state', () => {
    render(<MemoryRouter><BranchHome title="保靖县分站" banners={[]} goods={[]} /></MemoryRouter>);
    expect(screen.getByText('暂无推荐商品')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '分站轮播图' })).toBeNull();
  });
});
