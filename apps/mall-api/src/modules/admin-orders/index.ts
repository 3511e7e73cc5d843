// Orders in the console: shipping a paid order as one package through the order service's own
// transition (paid → shipped, once). A shop account ships only its own shop's orders; another shop's
// order answers "not found", as a missing one does.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@mall/rest-contract';
import { orders } from '../../db/schema-order';
import { BusinessError } from '../../http/envelope';
import { registerConsoleCall } from '../console';
import { createOrderService, ORDER_NOT_FOUND, type OrderSettings } from '../order/service';

export function registerOrderCalls(app: FastifyInstance, deps: { settings: OrderSettings }): void {
  registerConsoleCall(app, {
    path: '/admin/api/orders/ship',
    handler: async ({ tx, input, actor, audit }) => {
      const [o] = await tx.select({ siteId: orders.siteId, status: orders.orderStatus }).from(orders).where(eq(orders.orderId, input.order_id));
      if (!o || (actor.shopId !== null && o.siteId !== actor.shopId)) throw new BusinessError(ORDER_NOT_FOUND, ErrorCode.NOT_FOUND);
      const answer = await createOrderService(tx, deps.settings).ship(input.order_id, input);
      await audit({
        action: 'orders.ship',
        targetType: 'order',
        targetId: input.order_id,
        before: { order_status: o.status },
        after: { order_status: answer.order_status, express_company: input.express_company, delivery_no: input.delivery_no },
      });
      return answer;
    },
  });
}
