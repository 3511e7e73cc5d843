import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BeingBuilt } from './BeingBuilt';

describe('BeingBuilt', () => {
  it('is clearly marked and links home', () => {
    render(
      <MemoryRouter>
        <BeingBuilt title="商品详情" path="/sku-:id" />
      </MemoryRouter>,
    );
    expect(screen.getByText('正在建设中')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '商品详情' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });
});
