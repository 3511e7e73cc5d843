import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { expect, it } from 'vitest';
import { MAIN_CONTENT_ID } from '@mall/ui';
import { focusNewPage, useRouteFocus } from './routeFocus';

function Shell() {
  useRouteFocus();
  return (
    <>
      <nav>
        <Link to="/list">商品列表</Link>
        <Link to="/login">登录</Link>
      </nav>
      <main id={MAIN_CONTENT_ID}>
        <Outlet />
      </main>
    </>
  );
}

it('moves focus to the new page heading after a navigation, not on the first page', async () => {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <h1>首页</h1> },
          { path: '/list', element: <h1>商品列表页</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(screen.getByRole('heading', { name: '首页' })).not.toHaveFocus();
  await userEvent.click(screen.getByRole('link', { name: '商品列表' }));
  const heading = await screen.findByRole('heading', { name: '商品列表页' });
  await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(heading).toHaveFocus();
  expect(heading).toHaveAttribute('tabindex', '-1');
});

it('leaves focus in a field the new page focused itself', () => {
  document.body.innerHTML = `<main id="${MAIN_CONTENT_ID}"><h1>登录</h1><input aria-label="账号" /></main>`;
  const field = document.querySelector('input')!;
  field.focus();
  expect(focusNewPage()).toBe(true);
  expect(field).toHaveFocus();
  document.body.innerHTML = '';
});
