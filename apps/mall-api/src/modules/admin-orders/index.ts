// Orders in the console: the platform's list and detail of every shop's orders (the shop console's own
// reading, shop-orders/read.ts, with the platform's scope), its .xlsx export, and shipping a paid order
// as one package through the order service's own transition (paid → shipped, once). A shop account
// ships only its own shop's orders; another shop's order answers "not found", as a missing one does.
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { ErrorCode, platformOrderExportQuery } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { shop } from '../../db/schema';
import { orders } from '../../db/schema-order';
import { BusinessError } from '../../http/envelope';
import { registerConsoleCalls, registerConsoleExport } from '../console';
import { ORDER_NOT_FOUND, type OrderSettings } from '../order/service';
import { orderSheet, shipAudited, SHOP_ORDER_EXPORT_LIMIT } from '../shop-orders';
import { listOrders, orderDetail, ordersForExport } from '../shop-orders/read';

/** Shops offered by the list's shop filter at most. */
const SHOP_OPTIONS_LIMIT = 500;

export function registerOrderCalls(app: FastifyInstance, deps: { db: Db; settings: OrderSettings }): void {
  registerConsoleCalls(app, {
    '/admin/api/orders/list': async ({ tx, input }) => ({
      ...(await listOrders(tx, null, input)),
      shops: await tx.select({ site_id: shop.siteId, site_name: shop.siteName }).from(shop).orderBy(asc(shop.siteId)).limit(SHOP_OPTIONS_LIMIT),
    }),
    '/admin/api/orders/detail': async ({ tx, input }) => {
      const detail = await orderDetail(tx, null, input.order_id);
      if (!detail) throw new BusinessError(ORDER_NOT_FOUND, ErrorCode.NOT_FOUND);
      return detail;
    },
  });
  registerConsoleExport(app, deps.db, {
    name: 'orders',
    permission: 'orders.view',
    query: platformOrderExportQuery,
    sheet: async (db, filters) => orderSheet('平台订单', await db.transaction((tx) => ordersForExport(tx, null, filters, SHOP_ORDER_EXPORT_LIMIT)), true),
  });
  registerConsoleCalls(app, {
    '/admin/api/orders/ship': async ({ tx, input, actor, audit }) => {
      const [o] = await tx.select({ siteId: orders.siteId, status: orders.orderStatus }).from(orders).where(eq(orders.orderId, input.order_id));
      if (!o || (actor.shopId !== null && o.siteId !== actor.shopId)) throw new BusinessError(ORDER_NOT_FOUND, ErrorCode.NOT_FOUND);
      return shipAudited(tx, deps.settings, input, o.status, audit);
    },
  });
}
