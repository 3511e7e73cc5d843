import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sitesFixture } from '../../../site/fixtures';
import { regionTreeFixture } from '../../fixtures';
import { RegionFilters } from './RegionFilters';

describe('RegionFilters', () => {
  it('each option keeps the other filters and goes back to page 1', () => {
    const query = { siteId: 1, cityId: null, districtId: 3, categoryId: null, categoryLevel: null, page: 3 };
    render(<MemoryRouter><RegionFilters query={query} categories={regionTreeFixture} sites={sitesFixture.filter((s) => s.parentId === 1)} /></MemoryRouter>);
    const districts = screen.getByRole('group', { name: '区县' });
    expect(within(districts).getByRole('link', { name: '保靖县分站' })).toHaveAttribute('aria-current', 'true');
    expect(within(districts).getByRole('link', { name: '龙山县分站' })).toHaveAttribute('href', '/region_list?site_id=1&district_id=5');
    const categories = screen.getByRole('group', { name: '分类' });
    expect(within(categories).getByRole('link', { name: '腊味干货' })).toHaveAttribute('href', '/region_list?site_id=1&district_id=3&shop_category_id=2&category_level=1');
    expect(within(categories).getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'true');
  });
});
