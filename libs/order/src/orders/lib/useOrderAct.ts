import { useCallback } from 'react';
import { useRevalidator } from 'react-router-dom';
import {
  OrderCloseDocument,
  OrderExtendTakeDeliveryDocument,
  OrderTakeDeliveryDocument,
  gql,
} from '@mall/gateway-client';
import { useT, type TranslationKey } from '@mall/i18n';
import { toastBus } from '@mall/ui';
import type { OrderMutationKind } from '../components/OrderActions/OrderActions';
import { errorMessage } from '@mall/page-kit';

const SUCCESS: Record<OrderMutationKind, TranslationKey> = {
  close: 'orders.actions.closeSuccess',
  takedelivery: 'orders.actions.takeSuccess',
  extendtakedelivery: 'orders.actions.extendSuccess',
};

/**
 * The `onAct` of OrderActions for a page: runs the mutation (force-login, silent: a refusal shows
 * in the dialog), then a success toast and revalidation of the page's loader. Resolves null on
 * success or the message to show.
 */
export function useOrderAct() {
  const t = useT();
  const revalidator = useRevalidator();
  return useCallback(
    async (kind: OrderMutationKind, orderId: number, reason?: string): Promise<string | null> => {
      const options = { forceLogin: true, silent: true } as const;
      try {
        if (kind === 'close') await gql(OrderCloseDocument, { orderId, reason: reason ?? null }, options);
        else if (kind === 'takedelivery') await gql(OrderTakeDeliveryDocument, { orderId }, options);
        else await gql(OrderExtendTakeDeliveryDocument, { orderId }, options);
      } catch (thrown) {
        return errorMessage(thrown, t('error.unknown'));
      }
      toastBus.emit(t(SUCCESS[kind]), 'success');
      await revalidator.revalidate();
      return null;
    },
    [revalidator, t],
  );
}
