// Checkout, payment, orders and after-sales: one call wires the services, the uploads, the
// operator calls (with ADMIN_TOKEN) and the sweeper that closes unpaid orders into buildApp.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, orderAdminEndpoints } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { fail, ok } from '../../http/envelope';
import { parseInput } from '../../http/rest-plugin';
import { createAftersaleService } from './aftersale';
import { createPaymentService, DEFAULT_PROVIDERS, type PaymentProvider } from './payment';
import { orderRoutes } from './routes';
import { createOrderService, DEFAULT_ORDER_SETTINGS, type OrderHooks, type OrderSettings } from './service';
import { registerOrderUploads } from './upload';

export interface OrderOptions {
  settings?: Partial<OrderSettings>;
  providers?: PaymentProvider[];
  /** Runs the sweeper every this many ms (close unpaid orders, receive shipped ones); 0/absent = off. */
  sweepIntervalMs?: number;
  hooks?: OrderHooks;
}

/** ORDER_AUTO_CLOSE_MINUTES (default 30) and ORDER_SWEEP_SECONDS (default 60; 0 turns the sweeper off). */
export function orderOptionsFromEnv(env = process.env): OrderOptions {
  const minutes = Number(env.ORDER_AUTO_CLOSE_MINUTES || DEFAULT_ORDER_SETTINGS.autoCloseMinutes);
  const sweep = Number(env.ORDER_SWEEP_SECONDS ?? 60);
  return {
    settings: { autoCloseMinutes: Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_ORDER_SETTINGS.autoCloseMinutes },
    sweepIntervalMs: Number.isFinite(sweep) && sweep > 0 ? sweep * 1000 : 0,
  };
}

const sha256 = (s: string) => createHash('sha256').update(s).digest();

export async function createOrderModule(app: FastifyInstance, deps: { db: Db; uploadDir?: string; adminToken?: string }, options: OrderOptions = {}) {
  const { db } = deps;
  const settings = { ...DEFAULT_ORDER_SETTINGS, ...options.settings };
  const orders = createOrderService(db, settings, options.hooks);
  const payments = createPaymentService(db, settings, options.providers ?? DEFAULT_PROVIDERS);
  const after = createAftersaleService(db);
  await registerOrderUploads(app, { db, uploadDir: deps.uploadDir });

  if (deps.adminToken) {
    const expected = sha256(deps.adminToken);
    const run = {
      '/admin/api/order/payment/review': (input: never) => payments.review(input),
      '/admin/api/order/refund/review': (input: never) => after.review(input),
      '/admin/api/order/ship': (input: { order_id: number; express_company: string; delivery_no: string }) => orders.ship(input.order_id, input),
    } as const;
    for (const path of Object.keys(orderAdminEndpoints) as (keyof typeof orderAdminEndpoints)[]) {
      app.post(path, async (request, reply) => {
        const given = request.headers['x-admin-token'];
        if (typeof given !== 'string' || !timingSafeEqual(sha256(given), expected)) return reply.code(403).send(fail(ErrorCode.TOKEN_ERROR, '管理口令无效'));
        const parsed = parseInput(orderAdminEndpoints[path].request, request, reply);
        if (!parsed) return reply;
        return reply.send(ok(await run[path](parsed.input as never)));
      });
    }
  }

  if (options.sweepIntervalMs) {
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (running) return;
        running = true;
        orders
          .sweep()
          .then((r) => (r.closed || r.received ? app.log.info(r, 'order sweeper') : undefined))
          .catch((err: unknown) => app.log.error({ err }, 'order sweeper failed'))
          .finally(() => (running = false));
      }, options.sweepIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }

  return { handlers: orderRoutes(orders, payments, after), orders, payments, after, orderCounts: orders.counts, settings, providers: payments.providers };
}
export type OrderModule = Awaited<ReturnType<typeof createOrderModule>>;
