// The console's dashboard: today and the last 30 days from aggregates (mall-api src/modules/console/dashboard.ts).
import { z } from 'zod';
import { emptyRequest } from '../endpoint';
import { consoleCall } from './call';

const figures = z.object({
  orders: z.number().int(),
  /** Paid amount in fen. */
  paid_fen: z.number().int(),
  refunds: z.number().int(),
  refund_fen: z.number().int(),
  new_members: z.number().int(),
});

const named = z.object({ name: z.string(), orders: z.number().int(), paid_fen: z.number().int() });

export const dashboardSummary = z.object({
  today: figures,
  last30: figures,
  /** Pending review queues; each links to its queue page. */
  queues: z.object({
    payments: z.number().int(),
    refunds: z.number().int(),
    complaints: z.number().int(),
    invoices: z.number().int(),
    certifications: z.number().int(),
  }),
  /** One row per China day of the last 30, oldest first. */
  sales_by_day: z.array(z.object({ day: z.string(), orders: z.number().int(), paid_fen: z.number().int() })),
  /** Assistance goods (poverty-certified, tag_level 2–4) bought, by the shop's province. */
  assistance_by_province: z.array(named),
  /** Assistance goods bought, by poverty level (tag_level: province, city, county certified). */
  assistance_by_level: z.array(named.extend({ tag_level: z.number().int() })),
  /** Units' purchases (orders of their members) and voucher spending, by unit. */
  units: z.array(z.object({ name: z.string(), orders: z.number().int(), paid_fen: z.number().int(), voucher_fen: z.number().int() })),
});
export type DashboardSummary = z.output<typeof dashboardSummary>;

export const dashboardEndpoints = {
  '/admin/api/dashboard/summary': consoleCall({
    permission: 'dashboard.read',
    kind: 'read',
    summary: '控制台首页统计：今日与近 30 天',
    request: emptyRequest,
    response: dashboardSummary,
  }),
} as const;
