import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Shops, Empty } from './ShopStreetList.stories';

describe('ShopStreetList', () => {
  it('lists shops with goods counts', () => {
    render(<Shops.Component />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('在售商品 28 件')).toBeInTheDocument();
  });

  it('shows the empty state', () => {
    render(<Empty.Component />);
    expect(screen.getByText('没有找到相关店铺')).toBeInTheDocument();
  });
});
