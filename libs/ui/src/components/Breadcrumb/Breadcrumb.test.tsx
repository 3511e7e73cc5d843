import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Breadcrumb } from './Breadcrumb';

it('links the ancestors and marks the last item current', () => {
  render(
    <Breadcrumb
      items={[
        { label: '首页', href: '/' },
        { label: '茶叶', href: '/list?category_id=12' },
        { label: '湘西黄金茶 250g' },
      ]}
    />,
  );
  const nav = screen.getByRole('navigation', { name: '当前位置' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/list?category_id=12']);
  expect(within(nav).getByText('湘西黄金茶 250g')).toHaveAttribute('aria-current', 'page');
  expect(links[0]).not.toHaveAttribute('aria-current');
});

it('uses renderLink and renders nothing without items', () => {
  const { container, rerender } = render(
    <Breadcrumb
      items={[{ label: '首页', href: '/' }, { label: '购物车' }]}
      renderLink={({ href, children, className }) => (
        <a href={`#${href}`} className={className} data-router="yes">
          {children}
        </a>
      )}
    />,
  );
  expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('data-router', 'yes');
  rerender(<Breadcrumb items={[]} />);
  expect(container).toBeEmptyDOMElement();
});
