import { configureGatewayClient } from '@mall/gateway-client';
import { toastBus } from '@mall/ui';
import type { AppRouter } from './router';
import { invalidateShell } from './shell';

/**
 * Wires the one error mapping of gateway-client (ARCHITECTURE §3) to the app, once at start:
 * a token error refetches the shell so `member` becomes null (and an auth route's guard then
 * sends to login); navigation goes through the router; errors show one toast.
 */
export function setupGateway(router: AppRouter): void {
  configureGatewayClient({
    onTokenError: () => {
      invalidateShell();
      void router.revalidate();
    },
    navigate: (to) => void router.navigate(to),
    showToast: (message) => toastBus.emit(message, 'error'),
    currentPath: () => {
      const { pathname, search, hash } = router.state.location;
      return `${pathname}${search}${hash}`;
    },
  });
}
