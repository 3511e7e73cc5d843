import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hallsFixture } from '../../fixtures';
import { RegionHallList } from './RegionHallList';

describe('RegionHallList', () => {
  it('links every hall with its counts', () => {
    render(<MemoryRouter><RegionHallList halls={hallsFixture} /></MemoryRouter>);
    const items = within(screen.getByRole('list', { name: '全部地方馆' })).getAllByRole('listitem');
    expect(items).toHaveLength(hallsFixture.length);
    expect(within(items[0]).getByRole('link', { name: '湘西州分站' })).toHaveAttribute('href', '/region-1');
    expect(items[0]).toHaveTextContent('3 家店铺');
  });
});
