import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gql, HomePageDocument, LayoutDocument, SessionDocument } from '@mall/gateway-client';
import { memberFixture, shellFixture, type Shell } from './fixtures';
import * as catalogueFixtures from '@mall/catalogue/fixtures';
import { refreshSession } from '@mall/page-kit';
import { dropShell } from './shell';
import { appStore, branchSiteAtom } from './state';
import { answerDocuments, startApp } from './testApp';

const { homeFixture } = catalogueFixtures;

vi.mock('@mall/gateway-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mall/gateway-client')>();
  return { ...actual, gql: vi.fn() };
});

const gqlMock = vi.mocked(gql);

const serve = (shell: Shell) =>
  answerDocuments(
    gqlMock,
    new Map<unknown, unknown>([
      [LayoutDocument, shell],
      [SessionDocument, shell],
      [HomePageDocument, homeFixture],
    ]),
  );
const start = (path: string) => startApp(path);

beforeEach(() => {
  dropShell();
  gqlMock.mockReset();
});
afterEach(() => {
  appStore.set(branchSiteAtom, null);
});

describe('router + guards', () => {
  it('sends every route to /closed while the site is closed', async () => {
    serve({ ...shellFixture, site: { ...shellFixture.site, webStatus: false } });
    const router = start('/list?keyword=茶');
    await waitFor(() => expect(router.state.location.pathname).toBe('/closed'));
    expect(await screen.findByTestId('closed')).toBeInTheDocument();
  });

  it('sends a visitor on a member route to /login?redirect=<full path>', async () => {
    serve(shellFixture);
    const router = start('/member/order_detail?order_id=5');
    // The guard runs once the page map, the page's chunk, its layout and zh-cn's later groups are in:
    // the first import of each is transformed here, which can take longer than waitFor's default second.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/member/order_detail?order_id=5')}`);
  });

  // Every route of the table is built now (the promotions' included): a member on an
  // unknown path gets the 404 page inside the main layout, with the site title.
  it('shows a member the 404 page inside the main layout', async () => {
    serve({ ...shellFixture, member: memberFixture });
    start('/promotion/no-such-activity');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/ - 消费帮扶商城$/));
  });

  it('shows the 404 page for unknown paths', async () => {
    serve(shellFixture);
    start('/no-such-page');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    serve(shellFixture);
  });

  it('redirects /shop to /street', async () => {
    serve(shellFixture);
    const router = start('/shop');
    await waitFor(() => expect(router.state.location.pathname).toBe('/street'));
  });

  it('renders the home page with one Layout, one Session and one HomePage request', async () => {
    serve(shellFixture);
    start('/');
    expect(await screen.findByTestId('home')).toBeInTheDocument();
    expect(gqlMock.mock.calls.filter(([d]) => d === LayoutDocument)).toHaveLength(1);
    expect(gqlMock.mock.calls.filter(([d]) => d === SessionDocument)).toHaveLength(1);
    expect(gqlMock.mock.calls.filter(([d]) => d === HomePageDocument)).toHaveLength(1);
  });

  it('a client navigation runs only the new page\'s operations, never the layout or the session again', async () => {
    serve(shellFixture);
    const router = start('/');
    expect(await screen.findByTestId('home')).toBeInTheDocument();
    const before = gqlMock.mock.calls.length;
    await router.navigate('/no-such-page');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    await router.navigate('/');
    expect(await screen.findByTestId('home')).toBeInTheDocument();
    const during = gqlMock.mock.calls.slice(before).map(([d]) => d);
    expect(during).not.toContain(LayoutDocument);
    expect(during).not.toContain(SessionDocument);
    expect(gqlMock.mock.calls.filter(([d]) => d === LayoutDocument)).toHaveLength(1);
  });

  it('refreshSession() runs the Session query alone, and the header follows', async () => {
    serve(shellFixture);
    start('/');
    expect(await screen.findByTestId('home')).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent(String(shellFixture.cart.count));
    const before = gqlMock.mock.calls.length;
    serve({ ...shellFixture, member: memberFixture, cart: { ...shellFixture.cart, count: 9 } });
    await act(() => refreshSession());
    const during = gqlMock.mock.calls.slice(before).map(([d]) => d);
    expect(during.filter((d) => d === SessionDocument)).toHaveLength(1);
    expect(during).not.toContain(LayoutDocument);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('9');
  });

  it('branch-site mode sends / to /citylist; back_index=1 clears it', async () => {
    serve(shellFixture);
    appStore.set(branchSiteAtom, { websiteId: 8, websiteType: 2, siteTypeFlag: 1 });
    const router = start('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/citylist'));
    expect(router.state.location.search).toBe('?website_id=8&website_type=2');
    await router.navigate('/citylist?back_index=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(appStore.get(branchSiteAtom)).toBeNull();
  });
});
