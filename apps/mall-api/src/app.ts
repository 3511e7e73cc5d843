// Builds the mall-api Fastify instance; main.ts listens, tests use `inject`.
import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { endpoints, ErrorCode, REQUEST_ID_HEADER, requestIdFrom, type EndpointPath } from '@mall/rest-contract';
import type { Database } from './db/client';
import { BusinessError, fail, INTERNAL_MESSAGE, ok } from './http/envelope';
import { registerClientAddress, trustProxyFunction } from './http/client-address';
import { registerUploadStatic } from './http/image-upload';
import { localStorage, type UploadStorage } from './storage';
import { registerUploadFiles } from './storage/serve';
import { restPlugin, type RouteLimit } from './http/rest-plugin';
import type { Handlers } from './http/types';
import { createInProcessQueue, type JobQueue, type QueueLog } from './jobs';
import { openSessionCache } from './modules/member/session-cache';
import { captchaRoutes } from './modules/captcha/routes';
import { createProofOfWork, powSecret } from './modules/captcha/proof-of-work';
import { createCaptchaStore, rasterCaptchaService, type CaptchaService } from './modules/captcha/service';
import { cartRoutes } from './modules/cart/routes';
import { createCartService } from './modules/cart/service';
import { catalogueRoutes } from './modules/catalogue/routes';
import { createCatalogueService } from './modules/catalogue/service';
import { createPostgresSearch, scheduleSearchRefresh } from './modules/search';
import { collectionRoutes } from './modules/collection/routes';
import { createCollectionService } from './modules/collection/service';
import { createCmsPages } from './modules/content/pages';
import { contentRoutes } from './modules/content/routes';
import { evaluateRoutes } from './modules/evaluate/routes';
import { createEvaluateService } from './modules/evaluate/service';
import { shopRoutes } from './modules/shop/routes';
import { rankingRoutes } from './modules/ranking/routes';
import { seoRoutes } from './modules/seo/routes';
import { createSeoService } from './modules/seo/service';
import { createRankingService } from './modules/ranking/service';
import { regionRoutes } from './modules/region/routes';
import { createRegionService } from './modules/region/service';
import { supportRoutes } from './modules/support/routes';
import { createSupportService } from './modules/support/service';
import { zoneRoutes } from './modules/zone/routes';
import { promotionRoutes } from './modules/promotion/routes';
import { createPromotionService } from './modules/promotion/service';
import { createZoneService } from './modules/zone/service';
import { createShopService } from './modules/shop/service';
import { createContentService } from './modules/content/service';
import { siteRoutes } from './modules/site/routes';
import { createSiteService } from './modules/site/service';
import { createAccountModule, type AccountOptions } from './modules/account';
import { createOrderModule, type OrderOptions } from './modules/order';
import { createChatModule, type ChatOptions } from './modules/chat';
import { createOrgModule } from './modules/org';
import { createConsoleModule } from './modules/console';
import { registerReviewCalls } from './modules/admin-review';
import { registerMembersCalls } from './modules/admin-members';
import { registerSettingsCalls } from './modules/admin-settings';
import { registerJobCalls } from './modules/admin-jobs';
import { registerOrderCalls } from './modules/admin-orders';
import { registerShopGoodsCalls } from './modules/shop-goods';
import { registerShopSelfCalls } from './modules/shop-self';
import { registerShopOrderCalls } from './modules/shop-orders';
import { registerContentCalls } from './modules/admin-content';
import { registerContentUpload } from './modules/admin-content/upload';
import { registerPagesCalls } from './modules/admin-pages';
import { registerSiteCalls } from './modules/admin-site';
import { registerZoneCalls } from './modules/admin-zones';
import { registerPromotionCalls } from './modules/admin-promotion';
import { scheduleProgramme } from './modules/promotion/programme';
import { createShopApplyModule, type OwnerPasswordSender } from './modules/shop-apply';
import { registerShopAftersaleCalls } from './modules/shop-aftersale';
import { registerShopServiceCalls } from './modules/shop-service';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './ops/db-unavailable';
import { registerHealthRoutes, type ReadinessOptions } from './ops/health';
import { instrumentApp, routeLabel, type Metrics } from './ops/metrics';
import { fallbackRateLimitStore, type FallbackState } from './ops/rate-limit-store';
import { createFallbackLimitStore } from './ops/limit-store-fallback';

export interface AppOptions {
  db: Database;
  /** Serves this directory at /upload/ (the generated seed images; uploads too unless `storage` is given). */
  uploadDir?: string;
  /** Where uploads are kept (storage/): by default files under `uploadDir`; an S3 bucket with several instances. */
  storage?: UploadStorage;
  captcha?: CaptchaService;
  /** Per-IP limits on login and captcha; false turns them off. */
  rateLimit?: { login: RouteLimit; captcha: RouteLimit } | false;
  /** Shares rate-limit counters between instances. */
  redisUrl?: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Proxies directly in front of mall-api (IPs/CIDRs) whose X-Forwarded-For/-Proto are believed;
   * default none. See http/client-address.ts and SECURITY.md.
   */
  trustedProxies?: readonly string[];
  /** Shared with storefront-server: its calls carrying it may forward the shopper's address. */
  gatewaySecret?: string;
  /** Largest accepted JSON body in bytes. */
  bodyLimit?: number;
  /** Accounts and member centre: SMS sender, abuse limits and their store, withdrawal rules. */
  account?: AccountOptions;
  /** Checkout, payment and orders: auto-close minutes, payment providers, the sweeper. */
  order?: OrderOptions;
  /** Customer-service chat: the per-member send limit, servicer presence. */
  chat?: ChatOptions;
  /** 申请开店: how the approved 店主's initial password reaches the applicant (default: the log). */
  shopApply?: { sendPassword?: OwnerPasswordSender };
  /** Prometheus metrics to record requests, limit refusals and database outages in (ops/metrics.ts). */
  metrics?: Metrics;
  /** /readyz: the `select 1` timeout and whether shutdown has begun (ops/health.ts). */
  readiness?: Omit<ReadinessOptions, 'database'>;
  /**
   * The job queue (jobs/), or how to open it with the app's logger (then stopped on close; main.ts
   * opens pg-boss on PostgreSQL). Default: an in-process runner.
   */
  jobs?: JobQueue | ((log: QueueLog) => Promise<JobQueue>);
  /** With redisUrl: how long a session look-up stays cached in Redis (default 60 s; 0 = off). */
  sessionCacheSeconds?: number;
  /** Which rate-limit store is in use while Redis is configured (ops/rate-limit-store.ts). */
  rateLimitState?: FallbackState;
}

export const DEFAULT_RATE_LIMIT = {
  login: { max: 10, timeWindow: 60_000 },
  captcha: { max: 30, timeWindow: 60_000 },
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options.db;
  const clientAddressOptions = { trustedProxies: options.trustedProxies, gatewaySecret: options.gatewaySecret };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 256 * 1024,
    // The client IP (for rate limits) comes from X-Forwarded-For only when a trusted proxy or the
    // storefront-server (gateway secret) set it: registerClientAddress removes it otherwise.
    trustProxy: trustProxyFunction(clientAddressOptions),
    // The id storefront-server (or a load balancer) gave the request, on every log line of it.
    requestIdHeader: false,
    genReqId: (req) => requestIdFrom(req.headers[REQUEST_ID_HEADER]),
  });
  app.addHook('onRequest', async (request, reply) => void reply.header(REQUEST_ID_HEADER, request.id));
  registerClientAddress(app, clientAddressOptions);
  // JSON only: a text/plain body is refused with a clear message instead of parsed as a string.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError & { rateLimited?: boolean }, request, reply) => {
    if (error instanceof BusinessError) return reply.code(200).send(fail(error.code, error.message));
    if (error.rateLimited) {
      options.metrics?.rateLimitRefusals.inc({ route: routeLabel(request) });
      return reply.code(429).send(fail(ErrorCode.RATE_LIMITED, '操作过于频繁，请稍后再试'));
    }
    // The database restarting or out of reach: a retryable 503 with a clear message, not a 500.
    if (isDatabaseUnavailable(error)) {
      options.metrics?.databaseUnavailable.inc({ route: routeLabel(request) });
      request.log.warn({ err: error.message }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(fail(ErrorCode.INTERNAL, SERVICE_UNAVAILABLE_MESSAGE));
    }
    const known: Record<string, [number, string]> = {
      FST_ERR_CTP_INVALID_JSON_BODY: [400, '参数错误：请求体不是合法的 JSON'],
      FST_ERR_CTP_EMPTY_JSON_BODY: [400, '参数错误：请求体为空，请发送 JSON 对象'],
      FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, '参数错误：不支持的请求类型，请使用 application/json'],
      FST_ERR_CTP_BODY_TOO_LARGE: [413, '参数错误：请求体过大'],
      FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, '参数错误：请求长度不正确'],
    };
    const hit = known[error.code];
    if (hit) return reply.code(hit[0]).send(fail(ErrorCode.INVALID_INPUT, hit[1]));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(fail(ErrorCode.INVALID_INPUT, '参数错误：请求无效'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(fail(ErrorCode.INTERNAL, INTERNAL_MESSAGE));
  });
  if (options.metrics) instrumentApp(app, options.metrics);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(fail(ErrorCode.NOT_FOUND, `接口不存在：${request.method} ${request.url.split('?')[0]}`)),
  );

  if (options.rateLimit !== false) {
    let redis: import('ioredis').Redis | undefined;
    if (options.redisUrl) {
      const { Redis } = await import('ioredis');
      // No offline queue and a command timeout: while Redis is away a count fails at once and the
      // store falls back to memory, instead of the request waiting for a reconnect.
      redis = new Redis(options.redisUrl, { connectTimeout: 2000, commandTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
      // ioredis reconnects by itself; its 'error' events are the store's fallback log's business.
      redis.on('error', () => undefined);
      app.addHook('onClose', async () => void redis?.disconnect());
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { store: fallbackRateLimitStore(redis, 'mall-api-rl-', app.log, options.rateLimitState) } : {}),
      // Thrown by the plugin; the error handler turns it into the envelope.
      errorResponseBuilder: (_req, context) => Object.assign(new Error('rate limited'), { statusCode: context.statusCode, rateLimited: true }),
    });
  }

  if (options.uploadDir) {
    mkdirSync(options.uploadDir, { recursive: true });
    // Image types by extension, nosniff, never a page (http/image-upload.ts).
    await registerUploadStatic(app, options.uploadDir);
  }
  const storage = options.storage ?? (options.uploadDir ? localStorage(options.uploadDir) : undefined);
  if (storage) registerUploadFiles(app, storage);
  if (options.storage?.close) app.addHook('onClose', async () => void (await options.storage?.close?.()));

  const jobs = typeof options.jobs === 'function' ? await options.jobs(app.log) : (options.jobs ?? createInProcessQueue({ log: app.log }));
  if (jobs !== options.jobs) app.addHook('onClose', () => jobs.stop());
  // Session look-ups cached in Redis; revocations evict them (modules/member/session-cache.ts).
  const sessions =
    options.redisUrl && options.sessionCacheSeconds !== 0 ? await openSessionCache(options.redisUrl, { ttlSeconds: options.sessionCacheSeconds, log: app.log }) : undefined;
  if (sessions) app.addHook('onClose', () => sessions.close());
  const captchas = createCaptchaStore(db, options.captcha ?? rasterCaptchaService);
  const site = createSiteService(db);
  const order = await createOrderModule(app, { db, storage, jobs }, options.order);
  // With Redis configured, the abuse-limit counters fall back to the database while Redis is away.
  const limitStore =
    options.account?.limitStore ??
    (options.redisUrl ? await createFallbackLimitStore(db, options.redisUrl, app.log, { prefix: options.account?.limitKeyPrefix }) : undefined);
  if (limitStore && !options.account?.limitStore) app.addHook('onClose', async () => void (await limitStore.close?.()));
  const account = await createAccountModule(app, { db, captchas, storage, redisUrl: options.redisUrl, jobs, sessions }, { orderCounts: order.orderCounts, ...options.account, limitStore });
  const org = await createOrgModule(app, { db });
  const chat = await createChatModule(app, { db, storage, redisUrl: options.redisUrl, servicerConfig: () => site.config('servicer') }, options.chat);
  // Reads that may be a moment stale go to the read replica when one is configured (db/client.ts).
  const reader = options.db.reader ?? db;
  const search = createPostgresSearch(db, reader);
  scheduleSearchRefresh(app, search);
  const shopApply = createShopApplyModule(app, { db, sendPassword: options.shopApply?.sendPassword });
  const handlers: Handlers = {
    ...siteRoutes(site),
    ...contentRoutes(createContentService(reader), createCmsPages(reader)),
    ...catalogueRoutes(createCatalogueService(reader, search)),
    ...captchaRoutes(captchas, createProofOfWork(captchas, powSecret())),
    ...account.handlers,
    ...order.handlers,
    ...org.handlers,
    ...cartRoutes(createCartService(db)),
    ...collectionRoutes(createCollectionService(db)),
    ...evaluateRoutes(createEvaluateService(db)),
    ...shopRoutes(createShopService(db)),
    ...chat.handlers,
    ...rankingRoutes(createRankingService(reader)),
    ...regionRoutes(createRegionService(db)),
    ...supportRoutes(createSupportService(db)),
    ...zoneRoutes(createZoneService(db)),
    ...promotionRoutes(createPromotionService(db)),
    ...seoRoutes(createSeoService(db)),
    ...shopApply.handlers,
  };
  const limits = options.rateLimit === false ? null : (options.rateLimit ?? DEFAULT_RATE_LIMIT);
  // The console (/admin/api): sessions, roles, accounts, audit log, dashboard; areas add calls after it.
  await createConsoleModule(app, { db, captchas, signInLimit: limits?.login, jobs });
  registerReviewCalls(app, { db, settings: order.settings, providers: order.providers });
  registerMembersCalls(app, { db, sms: account.sms, sessions });
  registerSettingsCalls(app);
  registerJobCalls(app, { jobs });
  registerOrderCalls(app, { db, settings: order.settings });
  await registerShopGoodsCalls(app, { db, storage });
  await registerShopSelfCalls(app, { db, storage });
  registerShopOrderCalls(app, { db, settings: order.settings });
  registerContentCalls(app);
  await registerContentUpload(app, { db, storage });
  registerPagesCalls(app);
  registerSiteCalls(app);
  registerZoneCalls(app);
  registerPromotionCalls(app);
  await scheduleProgramme(app, db, jobs);
  shopApply.registerConsoleCalls();
  registerShopAftersaleCalls(app);
  registerShopServiceCalls(app);
  const routeLimits: Partial<Record<EndpointPath, RouteLimit>> = limits
    ? {
        '/api/login/login': limits.login,
        // The proof-of-work alternative counts like the image: the same per-address limit on each call.
        '/api/captcha/captcha': limits.captcha,
        '/api/captcha/pow': limits.captcha,
        '/api/captcha/pow_solve': limits.captcha,
      }
    : {};
  await app.register(restPlugin, { db, handlers, limits: routeLimits, sessions });

  // A route listing for people poking at the API.
  app.get('/', async () =>
    ok(Object.entries(endpoints).map(([path, e]) => ({ path, auth: e.auth, summary: e.summary }))),
  );
  app.get('/health', async () => ok({ status: 'up' }));
  registerHealthRoutes(app, { database: options.db, ...options.readiness });
  return app;
}
