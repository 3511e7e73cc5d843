import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isChunkLoadError, RouteError } from './RouteError';

describe('chunk load errors', () => {
  it('recognises our timeout and the browser import failure', () => {
    expect(isChunkLoadError(Object.assign(new Error('ChunkLoadError'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /web/assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('用户名或密码错误'))).toBe(false);
  });
});

describe('RouteError', () => {
  const refusedWith = (status: number, statusText: string) =>
    createMemoryRouter(
      [
        {
          path: '/',
          loader: () => {
            throw new Response('', { status, statusText });
          },
          element: <p>页面</p>,
          errorElement: <RouteError />,
        },
      ],
      { initialEntries: ['/'] },
    );

  it.each([
    [503, 'Service Unavailable', '服务器繁忙，请稍后重试'],
    [403, 'Forbidden', '没有权限访问此页面'],
    [429, 'Too Many Requests', '访问过于频繁，请稍后再试'],
    [400, 'Bad Request', '页面地址有误，请检查后重试'],
  ])('says a refused %i in words, never the raw status line', async (status, statusText, words) => {
    render(<RouterProvider router={refusedWith(status, statusText)} />);
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(`${status}|${statusText}`))).toBeNull();
  });
});
