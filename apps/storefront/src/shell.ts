import { gql, onInvalidateShell, ShellDocument, type ShellQuery } from '@mall/gateway-client';

export type Shell = ShellQuery;

let pending: Promise<Shell> | null = null;

/**
 * The Shell query (site, nav, categories, footer, member, cart), fetched once and shared by the
 * root loader and every route guard of a navigation: one request, not one per loader.
 * `invalidateShell()` (after login, logout, a token error) makes the next call refetch.
 */
export function loadShell(): Promise<Shell> {
  if (!pending) {
    pending = gql(ShellDocument).catch((error: unknown) => {
      pending = null;
      throw error;
    });
  }
  return pending;
}

export function invalidateShell(): void {
  pending = null;
}

// Pages in the domain libs call gateway-client's invalidateShell() (after login, add to cart …).
onInvalidateShell(invalidateShell);
