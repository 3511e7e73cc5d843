import { useCallback } from 'react';
import { m, type Message } from '@mall/i18n';
import { errorMessage, useWrites } from '@mall/page-kit';
import { toastBus } from '@mall/ui';
import type { OrderMutationKind } from '../components/OrderActions/OrderActions';
import { orderWrites } from './writes';

const SUCCESS: Record<OrderMutationKind, Message> = {
  close: m['orders.actions.closeSuccess'],
  takedelivery: m['orders.actions.takeSuccess'],
  extendtakedelivery: m['orders.actions.extendSuccess'],
};

/**
 * The `onAct` of OrderActions for a page: runs the order's write (orderWrites: the page shows what it
 * changed), then a success toast. Resolves null on success or the message to show in the dialog.
 */
export function useOrderAct() {
  const { send } = useWrites();
  return useCallback(
    async (kind: OrderMutationKind, orderId: number, reason?: string): Promise<string | null> => {
      try {
        if (kind === 'close') await send(orderWrites.close, { orderId, reason: reason ?? null });
        else if (kind === 'takedelivery') await send(orderWrites.takeDelivery, { orderId });
        else await send(orderWrites.extendTakeDelivery, { orderId });
      } catch (thrown) {
        return errorMessage(thrown, m['error.unknown']());
      }
      toastBus.emit(SUCCESS[kind](), 'success');
      return null;
    },
    [send],
  );
}
