import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { brandsFixture } from '../../fixtures';
import { BrandWall } from './BrandWall';

describe('BrandWall', () => {
  it('links each brand to its goods and marks recommended ones', () => {
    render(
      <MemoryRouter>
        <BrandWall brands={brandsFixture} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /七彩云南/ })).toHaveAttribute('href', '/list?brand_id=3');
    expect(screen.getAllByText('推荐品牌')).toHaveLength(2);
  });

  it('says so when there are no brands', () => {
    render(<BrandWall brands={[]} />);
    expect(screen.getByText('暂无品牌')).toBeInTheDocument();
  });
});
