import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CategoryTree } from './CategoryTree';
import { defaultCategoryHref, limitCategoryDepth, type CategoryNode } from './categoryTree';
import { categoryFixture } from '../../fixtures/categories';

function depth(nodes: CategoryNode[] | null | undefined): number {
  if (!nodes || nodes.length === 0) return 0;
  return 1 + Math.max(...nodes.map((n) => depth(n.child_list)));
}

describe('limitCategoryDepth', () => {
  it('drops levels below 3', () => {
    expect(depth(categoryFixture)).toBe(4);
    const limited = limitCategoryDepth(categoryFixture);
    expect(depth(limited)).toBe(3);
    expect(JSON.stringify(limited)).not.toContain('第四级不应显示');
    expect(JSON.stringify(limited)).toContain('菜籽油');
  });

  it('drops a node whose own level is too deep even when nested shallowly', () => {
    const limited = limitCategoryDepth([
      { category_id: 1, category_name: '一级', level: 1, child_list: [{ category_id: 2, category_name: '误标', level: 4 }] },
    ]);
    expect(limited[0].child_list).toBeUndefined();
  });

  it('honours a smaller limit and does not mutate the input', () => {
    const before = JSON.stringify(categoryFixture);
    expect(depth(limitCategoryDepth(categoryFixture, 2))).toBe(2);
    expect(JSON.stringify(categoryFixture)).toBe(before);
  });

  it('builds the default list link', () => {
    expect(defaultCategoryHref({ category_id: 311, category_name: '湘西黄金茶', level: 3 })).toBe(
      '/list?category_id=311&level=3',
    );
  });
});

describe('<CategoryTree>', () => {
  it('opens the flyout of the hovered entry only and closes on leave', () => {
    render(<CategoryTree categories={categoryFixture} />);
    const nav = screen.getByRole('navigation', { name: '商品分类' });
    expect(screen.queryByRole('link', { name: '赣南脐橙' })).toBeNull();
    fireEvent.mouseEnter(screen.getByRole('link', { name: '生鲜果蔬' }).closest('li') as HTMLElement);
    expect(screen.getByRole('link', { name: '生鲜果蔬' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '赣南脐橙' })).toHaveAttribute('href', '/list?category_id=211&level=3');
    expect(screen.queryByRole('link', { name: '五常稻花香' })).toBeNull();
    fireEvent.mouseLeave(nav);
    expect(screen.queryByRole('link', { name: '赣南脐橙' })).toBeNull();
  });

  it('opens on keyboard focus so level 2 and 3 are reachable with Tab', async () => {
    render(<CategoryTree categories={categoryFixture} />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: '粮油米面' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: '大米' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: '东北大米' })).toBeNull();
  });

  it('never renders a 4th level and uses getHref and renderLink', () => {
    render(
      <CategoryTree
        categories={categoryFixture}
        defaultOpenId={1}
        getHref={(c) => `/region_list?category_id=${c.category_id}&category_level=${c.level}`}
        renderLink={({ href, children, className }) => (
          <a href={href} className={className} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    const flyout = screen.getAllByTestId('category-flyout').find((el) => !el.hidden) as HTMLElement;
    expect(within(flyout).queryByText('第四级不应显示')).toBeNull();
    const oil = within(flyout).getByRole('link', { name: '菜籽油' });
    expect(oil).toHaveAttribute('href', '/region_list?category_id=122&category_level=3');
    expect(oil).toHaveAttribute('data-router', 'yes');
  });

  it('gives an entry without children no flyout', () => {
    render(<CategoryTree categories={categoryFixture} />);
    expect(screen.getByRole('link', { name: '地方特产（暂无子分类）' })).not.toHaveAttribute('aria-expanded');
  });
});
