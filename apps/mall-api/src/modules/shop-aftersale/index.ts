// A shop's after-sales in its console (/admin/api/shop/...): the refund requests of its own orders, decided by
// the same review the platform's refund queue runs (agree: money back through the order's payment
// parts, vouchers first; refuse: the reason the buyer reads, who may then ask the platform to
// arbitrate), and the complaints about the shop with the platform's decision. Every id is checked
// against the actor's shop (console/shop-scope.ts): another shop's refund answers "不存在".
import type { FastifyInstance } from 'fastify';
import { assertShopOwns, registerConsoleCalls, shopIdOf } from '../console';
import { listShopComplaints } from '../admin-review/complaints';
import { decideRefund, listRefunds, refundDetail } from '../admin-review/refunds';

export function registerShopAftersaleCalls(app: FastifyInstance): void {
  registerConsoleCalls(app, {
    '/admin/api/shop/refunds/list': ({ tx, actor, input }) => listRefunds(tx, input, { siteId: shopIdOf(actor, 'aftersale.refund.list') }),
    '/admin/api/shop/refunds/detail': async ({ tx, actor, input }) => {
      await assertShopOwns(tx, actor, 'aftersale.refund.detail', 'refund', [input.id]);
      return refundDetail(tx, input.id);
    },
    '/admin/api/shop/refunds/decide': async ({ tx, actor, input, audit }) => {
      await assertShopOwns(tx, actor, input.agree ? 'aftersale.refund.agree' : 'aftersale.refund.refuse', 'refund', [input.id]);
      return decideRefund(tx, input, audit, 'shop');
    },
    '/admin/api/shop/complaints/list': ({ tx, actor, input }) => listShopComplaints(tx, input, shopIdOf(actor, 'aftersale.complaint.list')),
  });
}
