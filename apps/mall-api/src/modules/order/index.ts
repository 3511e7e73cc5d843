// Checkout, payment, orders and after-sales: one call wires the services, the uploads and the
// sweeper that closes unpaid orders into buildApp (the console's reviews and shipping reuse the services).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
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

export async function createOrderModule(app: FastifyInstance, deps: { db: Db; uploadDir?: string }, options: OrderOptions = {}) {
  const { db } = deps;
  const settings = { ...DEFAULT_ORDER_SETTINGS, ...options.settings };
  const orders = createOrderService(db, settings, options.hooks);
  const payments = createPaymentService(db, settings, options.providers ?? DEFAULT_PROVIDERS);
  const after = createAftersaleService(db);
  await registerOrderUploads(app, { db, uploadDir: deps.uploadDir });

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
