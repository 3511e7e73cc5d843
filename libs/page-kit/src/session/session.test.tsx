import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { onRefreshSession, refreshSession, ROOT_ROUTE_ID, useLayout, useSession, type RootData } from './session';

const layout = { site: { title: '消费帮扶商城' } } as unknown as RootData['layout'];
const session = { member: { id: 7, nickname: '阿依古丽·买买提明' } } as unknown as RootData['session'];

function Probe() {
  const l = useLayout();
  const s = useSession();
  return (
    <p>
      {l?.site.title}|{s ? (s.member?.nickname ?? 'visitor') : 'unknown'}
    </p>
  );
}

function renderAt(data: RootData) {
  const router = createMemoryRouter([{ id: ROOT_ROUTE_ID, path: '/', loader: () => data, Component: Probe }]);
  render(<RouterProvider router={router} />);
}

describe('session', () => {
  it('reads the layout and the session from the root route', async () => {
    renderAt({ layout, session });
    expect(await screen.findByText('消费帮扶商城|阿依古丽·买买提明')).toBeInTheDocument();
  });

  it('has no session while a page rendered without it', async () => {
    renderAt({ layout, session: null });
    expect(await screen.findByText('消费帮扶商城|unknown')).toBeInTheDocument();
  });

  it('runs the registered refresh, and nothing once it is unregistered', async () => {
    const handler = vi.fn(() => Promise.resolve());
    const off = onRefreshSession(handler);
    await refreshSession();
    expect(handler).toHaveBeenCalledTimes(1);
    off();
    await refreshSession();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
