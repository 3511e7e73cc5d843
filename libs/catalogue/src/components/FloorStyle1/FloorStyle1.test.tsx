import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Default, NoGoods } from './FloorStyle1.stories';

describe('FloorStyle1', () => {
  it('renders title, image links and every goods card', () => {
    render(<Default.Component />);
    expect(screen.getByRole('heading', { name: '粮油米面' })).toBeInTheDocument();
    expect(screen.getAllByTestId('goods-card')).toHaveLength(8);
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/list?category_id=3&level=1');
    expect(hrefs).toContain('/promotion/special');
  });
  it('shows the empty text without goods', () => {
    render(<NoGoods.Component />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });
});
