import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureGatewayClient, gql, LogoutDocument } from '@mall/gateway-client';
import { memberFixture, shellFixture, type Shell } from './fixtures';
import { currentPath, setupGateway } from './gateway';
import { dropShell } from './shell';
import { startApp } from './testApp';

/**
 * The session behaviour of SPEC §4/§8 and ARCHITECTURE §4 against the real gateway-client over a
 * fake /graphql: a TOKEN_ERROR clears the session everywhere, and a force-login call sends the member
 * to /login?redirect=<full path>.
 */
function fakeGateway() {
  const state = { member: memberFixture as Shell['member'], sessionCalls: 0, layoutCalls: 0 };
  const fetch = vi.fn(async (_url: unknown, init?: { body?: unknown }) => {
    const body = JSON.parse(String(init?.body)) as { query: string };
    const json = (data: unknown) =>
      new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });
    if (body.query.includes('query Layout')) {
      state.layoutCalls += 1;
      return json({ data: shellFixture });
    }
    if (body.query.includes('query Session')) {
      state.sessionCalls += 1;
      return json({ data: { ...shellFixture, member: state.member } });
    }
    if (body.query.includes('query Captcha'))
      return json({ data: { captcha: { id: 'c1', image: 'data:,' } } });
    // The /login page asks whether its form needs the captcha (public: never a token error, or the
    // page's revalidation after one would ask again and again).
    if (body.query.includes('query LoginNeedsCaptcha')) return json({ data: { loginNeedsCaptcha: true } });
    // The /cart page's own query: an empty cart (the gateway answers one to visitors too).
    if (body.query.includes('query CartPage'))
      return json({ data: { member: state.member && { id: state.member.id }, cart: { count: 0, total: '0.00', items: [] } } });
    // Anything else needs a session that the server revoked.
    state.member = null;
    return json({
      data: null,
      errors: [{ message: '登录已失效，请重新登录', extensions: { code: 'TOKEN_ERROR' } }],
    });
  });
  vi.stubGlobal('fetch', fetch);
  return state;
}

const start = (path: string) => startApp(path, setupGateway);

afterEach(() => {
  vi.unstubAllGlobals();
  dropShell();
  configureGatewayClient({
    onTokenError: () => undefined,
    navigate: () => undefined,
    showToast: () => undefined,
    currentPath: () => '/',
  });
});

describe('session wiring (gateway.ts)', () => {
  it('a force-login call with a revoked token goes to /login?redirect=<full path> and clears the member', async () => {
    const state = fakeGateway();
    const router = start('/no-such-page?status=1');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(state.sessionCalls).toBe(1);
    await expect(gql(LogoutDocument, undefined, { forceLogin: true })).rejects.toMatchObject({
      code: 'TOKEN_ERROR',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/no-such-page?status=1')}`,
    );
    // The session was refetched (the layout was not): the member is gone for every layout.
    expect(state.sessionCalls).toBe(2);
    expect(state.layoutCalls).toBe(1);
  });

  it('a token error without force-login refetches the session; the header then offers 请登录', async () => {
    const state = fakeGateway();
    const router = start('/cart');
    await waitFor(() => expect(state.sessionCalls).toBe(1));
    await expect(gql(LogoutDocument)).rejects.toMatchObject({ code: 'TOKEN_ERROR' });
    await waitFor(() => expect(state.sessionCalls).toBe(2));
    expect(router.state.location.pathname).toBe('/cart');
    expect(await screen.findAllByRole('link', { name: '请登录' })).not.toHaveLength(0);
  });

  it('currentPath prefers the page being loaded during a navigation', () => {
    const loc = (pathname: string, search = '') => ({ pathname, search, hash: '', state: null, key: 'k' });
    const idle = { state: { location: loc('/cart'), navigation: { location: undefined } } };
    const loading = {
      state: { location: loc('/cart'), navigation: { location: loc('/member/info', '?tab=2') } },
    };
    expect(currentPath(idle as never)).toBe('/cart');
    expect(currentPath(loading as never)).toBe('/member/info?tab=2');
  });
});
