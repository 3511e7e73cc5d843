import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { floorStyle1Fixture } from '../../fixtures';
import { FloorStyle1 } from './FloorStyle1';

describe('FloorStyle1', () => {
  it('renders title, image links and every goods card', () => {
    render(
      <MemoryRouter>
        <FloorStyle1 floor={floorStyle1Fixture} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '粮油米面' })).toBeInTheDocument();
    expect(screen.getAllByTestId('goods-card')).toHaveLength(8);
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/list?category_id=3&level=1');
    expect(hrefs).toContain('/promotion/special');
  });
  it('shows the empty text without goods', () => {
    render(
      <MemoryRouter>
        <FloorStyle1 floor={{ ...floorStyle1Fixture, goods: [] }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });
});
