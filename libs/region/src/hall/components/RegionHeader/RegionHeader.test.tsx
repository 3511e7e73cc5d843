import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hallSite, regionTreeFixture } from '../../fixtures';
import { RegionHeader } from './RegionHeader';

describe('RegionHeader', () => {
  it('shows name, short name and welcome, and the nav list', () => {
    render(<MemoryRouter><RegionHeader site={hallSite} categories={regionTreeFixture} active="list" /></MemoryRouter>);
    expect(screen.getByRole('heading', { name: '湘西州分站' })).toBeInTheDocument();
    expect(screen.getByText('湘西馆')).toBeInTheDocument();
    expect(screen.getByText('神秘湘西，土家苗寨好物直供')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '地方馆首页' })).toHaveAttribute('href', '/region-1');
    expect(screen.getByRole('link', { name: '地方馆商品' })).toHaveAttribute('aria-current', 'page');
  });
  it('opens the 3-level tree on hover; each level links to /region_list with id and level', () => {
    render(<MemoryRouter><RegionHeader site={hallSite} categories={regionTreeFixture} active="home" /></MemoryRouter>);
    expect(screen.queryByTestId('region-category-panel')).toBeNull();
    fireEvent.mouseEnter(screen.getByTestId('region-all-categories').parentElement!);
    fireEvent.mouseEnter(screen.getByRole('link', { name: '茶叶冲饮' }).closest('li')!);
    expect(screen.getByRole('link', { name: '茶叶冲饮' })).toHaveAttribute('href', '/region_list?site_id=1&shop_category_id=1&category_level=1');
    expect(screen.getByRole('link', { name: '绿茶' })).toHaveAttribute('href', '/region_list?site_id=1&shop_category_id=11&category_level=2');
    expect(screen.getByRole('link', { name: '保靖黄金茶' })).toHaveAttribute('href', '/region_list?site_id=1&shop_category_id=111&category_level=3');
  });
});
