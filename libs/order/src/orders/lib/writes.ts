import { OrderCloseDocument, OrderExtendTakeDeliveryDocument, OrderTakeDeliveryDocument } from '@mall/gateway-client';
import { write } from '@mall/page-kit';

// Force-login, silent: a refusal shows in the action's dialog.
const options = { forceLogin: true, silent: true } as const;

/** An order's writes from its list and detail pages: each changes the order's state on the page. */
export const orderWrites = {
  close: write(OrderCloseDocument, 'page', options),
  takeDelivery: write(OrderTakeDeliveryDocument, 'page', options),
  extendTakeDelivery: write(OrderExtendTakeDeliveryDocument, 'page', options),
};
