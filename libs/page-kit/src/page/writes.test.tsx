import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gql, type TypedDocumentString } from '@mall/gateway-client';
import { onRefreshSession } from '../session/session';
import { useWrites, write } from './writes';

vi.mock('@mall/gateway-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mall/gateway-client')>()),
  gql: vi.fn(),
}));
const gqlMock = vi.mocked(gql);

const Follow = 'mutation Follow' as unknown as TypedDocumentString<{ ok: boolean }, { shopId: number }>;
const followPage = write(Follow, 'page', { forceLogin: true });
const followSession = write(Follow, 'session');

/** Renders a page whose loader counts its runs; returns the page's useWrites() once mounted. */
async function page() {
  const loads = vi.fn(() => ({}));
  let writes: ReturnType<typeof useWrites> | undefined;
  function Page() {
    writes = useWrites();
    return <p>页面</p>;
  }
  const router = createMemoryRouter([{ path: '/', loader: loads, Component: Page, HydrateFallback: () => null }]);
  render(<RouterProvider router={router} />);
  await screen.findByText('页面');
  return { loads, writes: writes! };
}

afterEach(() => gqlMock.mockReset());

describe('useWrites', () => {
  it('sends a page write with its options, then runs the page\'s loaders again', async () => {
    gqlMock.mockResolvedValue({ ok: true });
    const { loads, writes } = await page();
    expect(loads).toHaveBeenCalledTimes(1);
    await act(async () => {
      await expect(writes.send(followPage, { shopId: 3 })).resolves.toEqual({ ok: true });
    });
    expect(gqlMock).toHaveBeenCalledWith(Follow, { shopId: 3 }, { forceLogin: true });
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it('hands a session write to refreshSession() instead', async () => {
    gqlMock.mockResolvedValue({ ok: true });
    const refresh = vi.fn(() => Promise.resolve());
    const off = onRefreshSession(refresh);
    const { loads, writes } = await page();
    await act(async () => {
      await writes.send(followSession, { shopId: 3 });
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(loads).toHaveBeenCalledTimes(1);
    off();
  });

  it('revalidates nothing when the write fails, and throws its error', async () => {
    gqlMock.mockRejectedValue(new Error('店铺不存在'));
    const { loads, writes } = await page();
    await act(async () => {
      await expect(writes.send(followPage, { shopId: 3 })).rejects.toThrow('店铺不存在');
      await expect(writes.after('page', () => Promise.reject(new Error('导入失败')))).rejects.toThrow('导入失败');
    });
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('shows the changes of a write that is not one GraphQL call', async () => {
    const { loads, writes } = await page();
    await act(async () => {
      await expect(writes.after('page', () => Promise.resolve(12))).resolves.toBe(12);
    });
    expect(loads).toHaveBeenCalledTimes(2);
  });
});
