import { useCallback } from 'react';
import { useT, type TranslationKey } from '@mall/i18n';
import { errorMessage, useWrites } from '@mall/page-kit';
import { toastBus } from '@mall/ui';
import type { OrderMutationKind } from '../components/OrderActions/OrderActions';
import { orderWrites } from './writes';

const SUCCESS: Record<OrderMutationKind, TranslationKey> = {
  close: 'orders.actions.closeSuccess',
  takedelivery: 'orders.actions.takeSuccess',
  extendtakedelivery: 'orders.actions.extendSuccess',
};

/**
 * The `onAct` of OrderActions for a page: runs the order's write (orderWrites: the page shows what it
 * changed), then a success toast. Resolves null on success or the message to show in the dialog.
 */
export function useOrderAct() {
  const t = useT();
  const { send } = useWrites();
  return useCallback(
    async (kind: OrderMutationKind, orderId: number, reason?: string): Promise<string | null> => {
      try {
        if (kind === 'close') await send(orderWrites.close, { orderId, reason: reason ?? null });
        else if (kind === 'takedelivery') await send(orderWrites.takeDelivery, { orderId });
        else await send(orderWrites.extendTakeDelivery, { orderId });
      } catch (thrown) {
        return errorMessage(thrown, t('error.unknown'));
      }
      toastBus.emit(t(SUCCESS[kind]), 'success');
      return null;
    },
    [send, t],
  );
}
