// The platform's orders in the console (mall-api src/modules/admin-orders/): every shop's orders with
// the shop list's tabs and filters plus the shop and the payment kind, the same detail (with the
// payments, refunds and the console's audit rows of the order), the .xlsx export of the list's filters,
// and shipping a paid order as one package (a shop account ships only its own shop's orders).
import { z } from 'zod';
import { adminShipRequest, orderStatusAnswer } from '../order';
import { positiveId } from '../paging';
import { consoleCall, consoleListFields, consolePage } from './call';
import { fromNotAfterTo, ORDER_SORTS, shopOrderDetail, shopOrderFilters, shopOrderRow } from './shop-orders-endpoints';

/** How an order was paid, as the platform filters it: a provider of orders.pay_type, or a voucher part. */
export const ORDER_PAY_KINDS = ['balance', 'offline', 'demo', 'voucher'] as const;
export const ORDER_PAY_KIND_NAMES: Record<(typeof ORDER_PAY_KINDS)[number], string> = { balance: '余额支付', offline: '线下转账', demo: '演示支付', voucher: '消费券抵扣' };

export const platformOrderFilters = {
  ...shopOrderFilters,
  /** One shop's orders (orders.site_id). */
  site_id: positiveId('店铺编号').optional(),
  pay_kind: z.enum(ORDER_PAY_KINDS, { error: '支付方式不正确' }).optional(),
};

export const platformOrderListRequest = z.object({ ...consoleListFields(ORDER_SORTS), ...platformOrderFilters }).superRefine(fromNotAfterTo);
/** The platform's order export (GET /admin/export/orders): the list's filters. */
export const platformOrderExportQuery = z.object(platformOrderFilters).superRefine(fromNotAfterTo);

export const ordersEndpoints = {
  '/admin/api/orders/ship': consoleCall({ permission: 'orders.ship', kind: 'write', summary: '订单发货（一个包裹）', request: adminShipRequest, response: orderStatusAnswer }),
  '/admin/api/orders/list': consoleCall({
    permission: 'orders.view',
    kind: 'read',
    summary: '平台订单列表（各店铺；状态、时间、店铺、买家、订单号、商品、支付方式筛选）',
    request: platformOrderListRequest,
    response: consolePage(shopOrderRow).extend({
      tab_counts: z.record(z.string(), z.number().int()),
      /** The shops to filter by (id order). */
      shops: z.array(z.object({ site_id: z.number().int(), site_name: z.string() })),
    }),
  }),
  '/admin/api/orders/detail': consoleCall({
    permission: 'orders.view',
    kind: 'read',
    summary: '平台订单详情（商品、支付、地址、物流、售后、备注、操作记录）',
    request: z.object({ order_id: positiveId('订单编号') }),
    response: shopOrderDetail,
  }),
} as const;
