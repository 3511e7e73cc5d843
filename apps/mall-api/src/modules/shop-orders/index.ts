// A shop's orders in the console: list, detail, shipping (the order service's own one-package ship,
// as the platform's /admin/api/orders/ship), the shop's notes, the verification desk, the overview, the
// figures and the .xlsx export. Every call checks that each id it receives belongs to the actor's shop.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { shopOrderExportQuery } from '@mall/rest-contract';
import { fenToYuan } from '@mall/rest-contract/money';
import type { Db, Tx } from '../../db/client';
import { goods, goodsSku, shop } from '../../db/schema';
import { orderGoods, orders } from '../../db/schema-order';
import { goodsReview, orderNote } from '../../db/schema-shop-console';
import { assertShopOwns, registerConsoleCalls, registerConsoleExport, shopIdOf, type AuditEntry } from '../console';
import { formatChinaDateTime } from '../console/exports';
import { createOrderService, type OrderSettings } from '../order/service';
import { shopFigures } from './figures';
import { listOrders, orderDetail, ordersForExport } from './read';
import { registerVerifyDeskCalls } from './verify-desk';

/** Rows of one order export at most (the list's filters narrow it). */
export const SHOP_ORDER_EXPORT_LIMIT = 5000;
const LOW_STOCK = 10;

/** Ships a paid order as one package (the order service's own transition) and audits it: both consoles' ship. */
export async function shipAudited(
  tx: Tx,
  settings: OrderSettings,
  input: { order_id: number; express_company: string; delivery_no: string },
  beforeStatus: string,
  audit: (entry: AuditEntry) => Promise<void>,
) {
  const answer = await createOrderService(tx, settings).ship(input.order_id, input);
  await audit({
    action: 'orders.ship',
    targetType: 'order',
    targetId: input.order_id,
    before: { order_status: beforeStatus },
    after: { order_status: answer.order_status, express_company: input.express_company, delivery_no: input.delivery_no },
  });
  return answer;
}

export function registerShopOrderCalls(app: FastifyInstance, deps: { db: Db; settings: OrderSettings }): void {
  registerConsoleCalls(app, {
    '/admin/api/shop/orders/list': ({ tx, actor, input }) => listOrders(tx, shopIdOf(actor, 'orders.list'), input),
    '/admin/api/shop/orders/detail': async ({ tx, actor, input }) => {
      const shopId = await assertShopOwns(tx, actor, 'orders.detail', 'order', [input.order_id]);
      return (await orderDetail(tx, shopId, input.order_id))!;
    },
    '/admin/api/shop/orders/ship': async ({ tx, actor, input, audit }) => {
      await assertShopOwns(tx, actor, 'orders.ship', 'order', [input.order_id]);
      const [before] = await tx.select({ status: orders.orderStatus }).from(orders).where(eq(orders.orderId, input.order_id));
      return shipAudited(tx, deps.settings, input, before.status, audit);
    },
    '/admin/api/shop/orders/note': async ({ tx, actor, input, audit }) => {
      const shopId = await assertShopOwns(tx, actor, 'orders.note', 'order', [input.order_id]);
      const [note] = await tx.insert(orderNote).values({ orderId: input.order_id, siteId: shopId, username: actor.username, content: input.content }).returning({ id: orderNote.noteId });
      await audit({ action: 'orders.note', targetType: 'order', targetId: input.order_id, after: { note_id: note.id, content: input.content } });
      return { note_id: note.id };
    },
  });
  registerVerifyDeskCalls(app);
  registerConsoleCalls(app, {
    '/admin/api/shop/overview': async ({ tx, actor }) => {
      const shopId = shopIdOf(actor, 'shop.overview');
      const [s] = await tx.select({ name: shop.siteName }).from(shop).where(eq(shop.siteId, shopId));
      const latest = sql`(select r.status from ${goodsReview} r where r.goods_id = ${goods.goodsId} order by r.review_id desc limit 1)`;
      const [g] = await tx
        .select({
          selling: sql<number>`(count(*) filter (where ${goods.isOnShelf}))::int`,
          pending: sql<number>`(count(*) filter (where ${latest} = 'pending'))::int`,
          refused: sql<number>`(count(*) filter (where ${latest} = 'refused'))::int`,
          low: sql<number>`(count(*) filter (where ${goods.isOnShelf} and (select coalesce(sum(k.stock), 0) from ${goodsSku} k where k.goods_id = ${goods.goodsId}) < ${LOW_STOCK}))::int`,
        })
        .from(goods)
        .where(eq(goods.siteId, shopId));
      const today = new Date(`${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)}T00:00:00+08:00`);
      const [o] = await tx
        .select({
          toShip: sql<number>`(count(*) filter (where ${orders.orderStatus} = 'paid' and ${orders.deliveryType} in ('express', 'local_delivery')))::int`,
          toPickUp: sql<number>`(count(*) filter (where ${orders.orderStatus} = 'paid' and ${orders.deliveryType} in ('pickup', 'virtual')))::int`,
          todayOrders: sql<number>`(count(*) filter (where ${orders.createTime} >= ${today}))::int`,
          todaySales: sql<number>`coalesce(sum(${orders.orderMoney}) filter (where ${orders.payTime} >= ${today}), 0)::int`,
        })
        .from(orders)
        .where(eq(orders.siteId, shopId));
      const [r] = await tx
        .select({ n: sql<number>`count(distinct ${orderGoods.orderId})::int` })
        .from(orderGoods)
        .where(and(eq(orderGoods.siteId, shopId), inArray(orderGoods.refundStatus, ['applied'])));
      return {
        site_id: shopId,
        site_name: s?.name ?? '',
        goods_selling: Number(g.selling),
        goods_pending: Number(g.pending),
        goods_refused: Number(g.refused),
        low_stock: Number(g.low),
        orders_to_ship: Number(o.toShip),
        orders_to_pick_up: Number(o.toPickUp),
        refunds_applied: Number(r.n),
        today_orders: Number(o.todayOrders),
        today_sales: fenToYuan(Number(o.todaySales)),
      };
    },

    '/admin/api/shop/figures': ({ tx, actor }) => shopFigures(tx, shopIdOf(actor, 'shop.figures')),
  });

  registerConsoleExport(app, deps.db, {
    name: 'shop-orders',
    permission: 'orders.read',
    query: shopOrderExportQuery,
    sheet: async (db, filters, actor) => orderSheet('店铺订单', await db.transaction((tx) => ordersForExport(tx, shopIdOf(actor, 'export.shop-orders'), filters, SHOP_ORDER_EXPORT_LIMIT))),
  });
}

/** The order exports' sheet (a shop's and the platform's): the platform's names each order's shop. */
export function orderSheet(title: string, rows: Awaited<ReturnType<typeof ordersForExport>>, withShop = false) {
  return {
    title,
    columns: [
      { header: '订单号', width: 26 },
      { header: '下单时间', width: 20 },
      ...(withShop ? [{ header: '店铺', width: 20 }] : []),
      { header: '状态' },
      { header: '配送方式' },
      { header: '买家', width: 20 },
      { header: '收货人' },
      { header: '商品', width: 48 },
      { header: '件数' },
      { header: '实付（元）' },
    ],
    rows: rows.map((o) => [
      o.order_no,
      formatChinaDateTime(o.create_time),
      ...(withShop ? [o.site_name] : []),
      o.order_status_name,
      o.delivery_type_name,
      o.buyer,
      o.name,
      o.goods_list.map((g) => `${g.sku_name} ×${g.num}`).join('；'),
      o.goods_num,
      Number(o.order_money),
    ]),
  };
}
