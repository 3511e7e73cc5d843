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

/** The Layout query: site, navigation, category tree, help, links, adverts, search words. */
export function loadLayout(): Promise<Layout> {
  return once('layout', () => gql(LayoutDocument), layout, (p) => (layout = p));
}

/** The Session query: member, cart, pending voucher count. */
export function loadSession(): Promise<Session> {
  return once('session', () => gql(SessionDocument), session, (p) => (session = p));
}

/** The root route's data: both parts, fetched side by side. */
export async function loadRoot(): Promise<RootData> {
  const [l, s] = await Promise.all([loadLayout(), loadSession()]);
  return { layout: l, session: s };
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
