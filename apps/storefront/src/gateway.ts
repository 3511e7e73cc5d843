import { configureGatewayClient } from '@mall/gateway-client';
import { toastBus } from '@mall/ui';
import type { AppRouter } from './router';
import { dropSession } from './shell';

/**
 * Wires the one error mapping of gateway-client (ARCHITECTURE §3) to the app, once at start:
 * a token error refetches the session so `member` becomes null (and an auth route's guard then
 * sends to login); navigation goes through the router; errors show one toast.
 */
export function setupGateway(router: AppRouter): void {
  configureGatewayClient({
    onTokenError: () => {
      dropSession();
      void router.revalidate();
    },
    navigate: (to) => void router.navigate(to),
    showToast: (message) => toastBus.emit(message, 'error'),
    // A force-login call made by a loader runs while the navigation is still pending: the page the
    // member was going to, not the one still showing, is where login must lead back to.
    currentPath: () => currentPath(router),
  });
}

/** The full path (pathname + search + hash) of the page being shown or, during a navigation, loaded. */
export function currentPath(router: Pick<AppRouter, 'state'>): string {
  const { pathname, search, hash } = router.state.navigation.location ?? router.state.location;
  return `${pathname}${search}${hash}`;
}
