import { currentRequestScope, gql, ShellDocument, type ShellQuery } from '@mall/gateway-client';
import { onInvalidateShell } from '@mall/page-kit';

export type Shell = ShellQuery;

let pending: Promise<Shell> | null = null;

/**
 * The Shell query (site, nav, categories, footer, member, cart), fetched once and shared by the
 * root loader and every route guard of a navigation: one request, not one per loader.
 * `invalidateShell()` (after login, logout, a token error) makes the next call refetch.
 */
export function loadShell(): Promise<Shell> {
  // A server render: one Shell per shopper's request, never the module's cache (another shopper's).
  const scope = currentRequestScope();
  if (scope) {
    let own = scope.memo.get('shell') as Promise<Shell> | undefined;
    if (!own) {
      own = gql(ShellDocument);
      scope.memo.set('shell', own);
    }
    return own;
  }
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
