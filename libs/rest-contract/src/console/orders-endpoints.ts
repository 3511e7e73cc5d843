// Orders in the console (mall-api src/modules/admin-orders/): shipping a paid order as one package.
// A shop account may ship only its own shop's orders.
import { adminShipRequest, orderStatusAnswer } from '../order';
import { consoleCall } from './call';

export const ordersEndpoints = {
  '/admin/api/orders/ship': consoleCall({ permission: 'orders.ship', kind: 'write', summary: '订单发货（一个包裹）', request: adminShipRequest, response: orderStatusAnswer }),
} as const;
