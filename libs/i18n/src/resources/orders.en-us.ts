import type { Messages } from './zh-cn';
import type { ordersZhCN } from './orders.zh-cn';

/** Member order pages (order_list, order_detail and variants, logistics): en-us, same shape as orders.zh-cn.ts. */
export const ordersEnUS: Messages<typeof ordersZhCN> = {
  status: {
    UNPAID: 'Awaiting payment',
    REVIEWING: 'Under review',
    PAID: 'Awaiting shipment',
    SHIPPED: 'Awaiting receipt',
    COMPLETED: 'Completed',
    CLOSED: 'Closed',
  },
  refundStatus: {
    APPLIED: 'Refund in progress',
    REFUNDED: 'Refunded',
    REFUSED: 'Refused',
    CANCELLED: 'Withdrawn',
  },
  deliveryType: {
    EXPRESS: 'Express delivery',
    LOCAL_DELIVERY: 'Local delivery',
    PICKUP: 'Store pickup',
    VIRTUAL: 'Virtual goods',
  },
};
