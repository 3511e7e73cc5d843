import { currentRequestScope, gql, LayoutDocument, SessionDocument } from '@mall/gateway-client';
import type { Layout, RootData, Session } from '@mall/page-kit';

// The layout's two queries (ARCHITECTURE §3). In the browser each is fetched once and shared by the
// root loader and every route guard of a navigation: a navigation costs neither. The layout is kept
// for the visit; the session is dropped by refreshSession() (login, logout, profile, cart, a token
// error) and fetched again alone. On the server, one of each per shopper's request, never the
// module's cache (another shopper's).

let layout: Promise<Layout> | null = null;
let session: Promise<Session> | null = null;

function once<T>(key: string, run: () => Promise<T>, cached: Promise<T> | null, keep: (p: Promise<T> | null) => void): Promise<T> {
  const scope = currentRequestScope();
  if (scope) {
    let own = scope.memo.get(key) as Promise<T> | undefined;
    if (!own) {
      own = run();
      scope.memo.set(key, own);
    }
    return own;
  }
  if (cached) return cached;
  const pending = run().catch((error: unknown) => {
    keep(null);
    throw error;
  });
  keep(pending);
  return pending;
}

/** A visitor's session: what a public page is rendered with, and what an unreadable session means. */
export const NO_SESSION: Session = { member: null, cart: { count: 0, total: 0, items: [] }, myVoucherCounts: { pending: 0 } };

/**
 * The Layout query: site, navigation, category tree, help, links, adverts, search words. On the
 * server it is asked for without the shopper's token (it is the same for everyone), so the gateway's
 * public cache answers it for members too.
 */
export function loadLayout(): Promise<Layout> {
  const client = currentRequestScope()?.anonymousClient;
  return once('layout', () => (client ? client.gql(LayoutDocument) : gql(LayoutDocument)), layout, (p) => (layout = p));
}

/**
 * The Session query: member, cart, pending voucher count. A public page's render asks nobody (its
 * HTML is the same for every shopper); a session that cannot be read is no session, never an error
 * page.
 */
export function loadSession(): Promise<Session> {
  if (currentRequestScope()?.publicPage) return Promise.resolve(NO_SESSION);
  return once('session', () => gql(SessionDocument), session, (p) => (session = p)).catch(() => NO_SESSION);
}

/** The root route's data: both parts side by side; a public page's render leaves the session to the browser. */
export async function loadRoot(): Promise<RootData> {
  if (currentRequestScope()?.publicPage) return { layout: await loadLayout(), session: null };
  const [l, s] = await Promise.all([loadLayout(), loadSession()]);
  return { layout: l, session: s };
}

/**
 * The browser keeps the layout a server render handed over (the router's hydration data): a later
 * revalidation (the session after hydration, a refreshSession()) does not ask for it again.
 */
export function keepLayout(handedOver: Layout): void {
  if (!currentRequestScope()) layout ??= Promise.resolve(handedOver);
}

/** The next loadSession() asks the gateway again (the app's refreshSession() handler and a token error). */
export function dropSession(): void {
  session = null;
}

/** Tests: both parts are fetched again. */
export function dropShell(): void {
  layout = null;
  session = null;
}

let sessionOnly = false;

/**
 * Runs a revalidation in which only the root route's loader runs (the session after a public page's
 * hydration): the page's own loaders keep their data. See pageShouldRevalidate.
 */
export async function revalidateSessionOnly(revalidate: () => Promise<void>): Promise<void> {
  sessionOnly = true;
  try {
    await revalidate();
  } finally {
    sessionOnly = false;
  }
}

/** The page routes' shouldRevalidate: React Router's default, except in a session-only revalidation. */
export function pageShouldRevalidate({ defaultShouldRevalidate }: { defaultShouldRevalidate: boolean }): boolean {
  return !sessionOnly && defaultShouldRevalidate;
}
