import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shellFixture } from '../../../../fixtures';
import { Visitor, Member, SubSiteWithoutCategories } from './Header.stories';

describe('Header', () => {
  it('opens the category panel on hover', async () => {
    render(<Visitor.Component />);
    expect(screen.queryByTestId('category-panel')).toBeNull();
    fireEvent.mouseEnter(screen.getByTestId('category-entry'));
    expect(screen.getByTestId('category-panel')).toBeInTheDocument();
    // The tree's code is fetched on the first hover (a loaded machine may take seconds to transform it).
    expect(await screen.findByRole('link', { name: '粮油米面' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/list?category_id=1&level=1',
    );
    fireEvent.mouseLeave(screen.getByTestId('category-entry'));
    expect(screen.queryByTestId('category-panel')).toBeNull();
  });
  it('hides the category navigation on a sub-site', () => {
    render(<SubSiteWithoutCategories.Component />);
    expect(screen.queryByTestId('category-entry')).toBeNull();
  });
  it('opens blank nav entries in a new tab', () => {
    render(<Visitor.Component />);
    const ext = screen.getByRole('link', { name: '832平台' });
    expect(ext).toHaveAttribute('target', '_blank');
    expect(ext.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: '店铺街' })).toHaveAttribute('href', '/street');
  });
  it('shows the cart count and the mini cart on hover', async () => {
    render(<Visitor.Component />);
    expect(screen.getByTestId('cart-count')).toHaveTextContent(String(shellFixture.cart.count));
    fireEvent.mouseEnter(screen.getByTestId('cart-count').closest('div')!);
    expect(await screen.findByTestId('cart-dropdown', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
  it('shows the member name and 退出', () => {
    render(<Member.Component />);
    expect(screen.getByTestId('member-name')).toHaveTextContent('湘西茶农小王');
    fireEvent.click(screen.getByRole('button', { name: '退出' }));
    expect(Member.composed.args.onLogout).toHaveBeenCalled();
  });
  it('leads merchants to the console sign-in from the top bar', () => {
    render(<Visitor.Component />);
    expect(screen.getByRole('link', { name: '商家登录' })).toHaveAttribute('href', '/console/login');
  });
});
