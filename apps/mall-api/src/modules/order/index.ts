// Checkout, payment, orders and after-sales: one call wires the services, the uploads and the jobs
// that close unpaid orders into buildApp (the console's reviews and shipping reuse the services).
// Each new order gets a delayed `order.auto-close` job at its close time (seckill orders' shorter
// time included); `order.sweep` repeats as the catch-up for jobs a restart of the in-process runner
// dropped and receives shipped orders past their take-delivery time.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createAftersaleService } from './aftersale';
import { createPaymentService, DEFAULT_PROVIDERS, type PaymentProvider } from './payment';
import { orderRoutes } from './routes';
import { createOrderService, DEFAULT_ORDER_SETTINGS, type OrderHooks, type OrderSettings } from './service';
import { registerOrderUploads } from './upload';
import { createVerifyDeskService } from './verify-desk';
import type { JobQueue } from '../../jobs';
import type { UploadStorage } from '../../storage';

export interface OrderOptions {
  settings?: Partial<OrderSettings>;
  providers?: PaymentProvider[];
  /** Repeats the catch-up sweep every this many ms (close unpaid orders, receive shipped ones); 0/absent = off. */
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

export const ORDER_AUTO_CLOSE_JOB = 'order.auto-close';
export const ORDER_SWEEP_JOB = 'order.sweep';

export async function createOrderModule(app: FastifyInstance, deps: { db: Db; storage?: UploadStorage; jobs: JobQueue }, options: OrderOptions = {}) {
  const { db } = deps;
  const settings = { ...DEFAULT_ORDER_SETTINGS, ...options.settings };
  const orders = createOrderService(db, settings, {
    ...options.hooks,
    afterCreate: async (order) => {
      await options.hooks?.afterCreate?.(order);
      // The order is committed: a queue that cannot take the job now is logged, and the sweep closes the order.
      await deps.jobs
        .send(ORDER_AUTO_CLOSE_JOB, { order_id: order.orderId }, { startAfter: order.autoCloseTime, singletonKey: String(order.orderId) })
        .catch((err: unknown) => app.log.error({ err, orderId: order.orderId }, 'auto-close job not queued'));
    },
  });
  await deps.jobs.define<{ order_id: number }>(ORDER_AUTO_CLOSE_JOB, {
    retry: { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, retryDelayMaxSeconds: 1800 },
    oneJobPerKey: true,
    describe: (data) => `自动关闭未支付订单 #${data.order_id}`,
    run: async (data) => {
      if (await orders.autoClose(data.order_id)) app.log.info({ orderId: data.order_id }, 'unpaid order closed');
    },
  });
  await deps.jobs.define(ORDER_SWEEP_JOB, {
    retry: { retryLimit: 2, retryDelaySeconds: 30, retryBackoff: true },
    describe: () => '订单补漏：关闭超时未付、自动收货',
    run: async () => {
      const r = await orders.sweep();
      if (r.closed || r.received) app.log.info(r, 'order sweep');
    },
  });
  const payments = createPaymentService(db, settings, options.providers ?? DEFAULT_PROVIDERS);
  const after = createAftersaleService(db);
  await registerOrderUploads(app, { db, storage: deps.storage });

  if (options.sweepIntervalMs) await deps.jobs.repeat(ORDER_SWEEP_JOB, options.sweepIntervalMs / 1000);

  return { handlers: orderRoutes(orders, payments, after, createVerifyDeskService(db)), orders, payments, after, orderCounts: orders.counts, settings, providers: payments.providers };
}
export type OrderModule = Awaited<ReturnType<typeof createOrderModule>>;
