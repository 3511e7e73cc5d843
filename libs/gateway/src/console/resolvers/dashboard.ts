// The dashboard's aggregates.
import type { Resolvers } from '../generated/resolvers-types';

const figures = (f: { orders: number; paid_fen: number; refunds: number; refund_fen: number; new_members: number }) => ({
  orders: f.orders,
  paidFen: f.paid_fen,
  refunds: f.refunds,
  refundFen: f.refund_fen,
  newMembers: f.new_members,
});

export const resolvers: Resolvers = {
  Query: {
    dashboard: async (_p, _a, ctx) => {
      const d = await ctx.console.call('/admin/api/dashboard/summary', {});
      return {
        today: figures(d.today),
        last30: figures(d.last30),
        queues: d.queues,
        salesByDay: d.sales_by_day.map((r) => ({ day: r.day, orders: r.orders, paidFen: r.paid_fen })),
        assistanceByProvince: d.assistance_by_province.map((r) => ({ name: r.name, orders: r.orders, paidFen: r.paid_fen })),
        assistanceByLevel: d.assistance_by_level.map((r) => ({ name: r.name, orders: r.orders, paidFen: r.paid_fen })),
        units: d.units.map((u) => ({ name: u.name, orders: u.orders, paidFen: u.paid_fen, voucherFen: u.voucher_fen })),
      };
    },
  },
};
