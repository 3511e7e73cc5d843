// The layout's data in two parts (ARCHITECTURE §3): the layout (the same for every shopper, loaded once
// and never refetched by a navigation) and the session (member, cart, pending vouchers: small, the one
// part a write refreshes). The app's root route loads both; pages read them here.
import { useRouteLoaderData } from 'react-router-dom';
import type { LayoutQuery, SessionQuery } from '@mall/gateway-client';

/** Site, navigation, category tree, help, links, adverts, search words: the same for every shopper. */
export type Layout = LayoutQuery;
/** The shopper's own part: member (null for a visitor), cart, pending voucher count. */
export type Session = SessionQuery;

/**
 * The root route's data. `session` is null while a page rendered without it (a public page's HTML
 * holds nothing of the shopper) waits for the browser to fetch it after hydration.
 */
export interface RootData {
  layout: Layout;
  session: Session | null;
}

/** The root route's id in the app's route table. */
export const ROOT_ROUTE_ID = 'root';

function useRootData(): RootData | undefined {
  return useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined;
}

/** The layout data in any page under the root route; undefined only in the root's error states. */
export function useLayout(): Layout | undefined {
  return useRootData()?.layout;
}

/** The session data; undefined before it is known (error states, or a public page before hydration). */
export function useSession(): Session | undefined {
  return useRootData()?.session ?? undefined;
}

let refresher: (() => Promise<void>) | null = null;

/**
 * After a write that changes what the header shows (login, logout, profile, cart, an order from cart
 * lines): the app refetches the session query alone and revalidates the page. The layout is not
 * refetched. Resolves when the new session is on screen; a no-op before the app registers itself.
 */
export function refreshSession(): Promise<void> {
  return refresher ? refresher() : Promise.resolve();
}

/** The app registers how a session refresh is done (once, at its root); returns the unregistration. */
export function onRefreshSession(handler: () => Promise<void>): () => void {
  refresher = handler;
  return () => {
    if (refresher === handler) refresher = null;
  };
}
