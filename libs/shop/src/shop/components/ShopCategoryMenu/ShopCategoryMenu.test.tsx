import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { treeFixture } from '../../fixtures';
import { ShopCategoryMenu } from './ShopCategoryMenu';

describe('ShopCategoryMenu', () => {
  it('links every level with its id and level and marks the active one', () => {
    render(
      <MemoryRouter>
        <ShopCategoryMenu categories={treeFixture} activeId={111} hrefFor={(c) => (c ? `/x?category_id=${c.id}&level=${c.level}` : '/x')} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '茶叶冲饮' })).toHaveAttribute('href', '/x?category_id=1&level=1');
    expect(screen.getByRole('link', { name: '绿茶' })).toHaveAttribute('href', '/x?category_id=11&level=2');
    expect(screen.getByRole('link', { name: '黄金茶' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '全部分类' })).toHaveAttribute('href', '/x');
  });
});
