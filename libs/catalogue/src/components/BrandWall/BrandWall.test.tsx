import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Brands, Empty } from './BrandWall.stories';

describe('BrandWall', () => {
  it('links each brand to its goods and marks recommended ones', () => {
    render(<Brands.Component />);
    expect(screen.getByRole('link', { name: /七彩云南/ })).toHaveAttribute('href', '/list?brand_id=3');
    expect(screen.getAllByText('推荐品牌')).toHaveLength(2);
  });

  it('says so when there are no brands', () => {
    render(<Empty.Component />);
    expect(screen.getByText('暂无品牌')).toBeInTheDocument();
  });
});
