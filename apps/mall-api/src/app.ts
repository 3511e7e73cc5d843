// Builds the mall-api Fastify instance; main.ts listens, tests use `inject`.
import { createHash, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import rateLimit from '@fastify/rate-limit';
import { adminEndpoints, endpoints, ErrorCode, type EndpointPath } from '@mall/rest-contract';
import type { Database } from './db/client';
import { BusinessError, fail, INTERNAL_MESSAGE, ok } from './http/envelope';
import { parseInput, restPlugin, type RouteLimit } from './http/rest-plugin';
import type { Handlers } from './http/types';
import { captchaRoutes } from './modules/captcha/routes';
import { createCaptchaStore, svgCaptchaService, type CaptchaService } from './modules/captcha/service';
import { cartRoutes } from './modules/cart/routes';
import { createCartService } from './modules/cart/service';
import { catalogueRoutes } from './modules/catalogue/routes';
import { createCatalogueService } from './modules/catalogue/service';
import { collectionRoutes } from './modules/collection/routes';
import { createCollectionService } from './modules/collection/service';
import { createCmsPages } from './modules/content/pages';
import { contentRoutes } from './modules/content/routes';
import { evaluateRoutes } from './modules/evaluate/routes';
import { createEvaluateService } from './modules/evaluate/service';
import { shopRoutes } from './modules/shop/routes';
import { rankingRoutes } from './modules/ranking/routes';
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
import { memberRoutes } from './modules/member/routes';
import { createMemberService } from './modules/member/service';
import { siteRoutes } from './modules/site/routes';
import { createSiteService } from './modules/site/service';
import { createAccountModule, type AccountOptions } from './modules/account';
import { createOrderModule, type OrderOptions } from './modules/order';
import { createChatModule, type ChatOptions } from './modules/chat';
import { createOrgModule } from './modules/org';

export interface AppOptions {
  db: Database;
  /** Serves this directory at /upload/ (generated seed images, later user uploads). */
  uploadDir?: string;
  /** Enables the operator calls (header x-admin-token); they are not registered without it. */
  adminToken?: string;
  captcha?: CaptchaService;
  /** Per-IP limits on login and captcha; false turns them off. */
  rateLimit?: { login: RouteLimit; captcha: RouteLimit } | false;
  /** Shares rate-limit counters between instances. */
  redisUrl?: string;
  logger?: FastifyServerOptions['logger'];
  /** Proxy addresses whose X-Forwarded-For is believed (proxy-addr syntax); default 'loopback'. */
  trustProxy?: string | boolean;
  /** Largest accepted JSON body in bytes. */
  bodyLimit?: number;
  /** Accounts and member centre: SMS sender, abuse limits and their store, withdrawal rules. */
  account?: AccountOptions;
  /** Checkout, payment and orders: auto-close minutes, payment providers, the sweeper (issue 5). */
  order?: OrderOptions;
  /** Customer-service chat: the per-member send limit, servicer presence (issue 15). */
  chat?: ChatOptions;
}

export const DEFAULT_RATE_LIMIT = {
  login: { max: 10, timeWindow: 60_000 },
  captcha: { max: 30, timeWindow: 60_000 },
};

const sha256 = (s: string) => createHash('sha256').update(s).digest();

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options.db;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 256 * 1024,
    // The client IP (for rate limits) comes from X-Forwarded-For only when a trusted proxy set it:
    // by default the storefront-server on this host; TRUST_PROXY names a load balancer's addresses.
    trustProxy: options.trustProxy ?? 'loopback',
  });
  // JSON only: a text/plain body is refused with a clear message instead of parsed as a string.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError & { rateLimited?: boolean }, request, reply) => {
    if (error instanceof BusinessError) return reply.code(200).send(fail(error.code, error.message));
    if (error.rateLimited) return reply.code(429).send(fail(ErrorCode.RATE_LIMITED, '操作过于频繁，请稍后再试'));
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
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(fail(ErrorCode.NOT_FOUND, `接口不存在：${request.method} ${request.url.split('?')[0]}`)),
  );

  if (options.rateLimit !== false) {
    let redis: import('ioredis').Redis | undefined;
    if (options.redisUrl) {
      const { Redis } = await import('ioredis');
      redis = new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
      app.addHook('onClose', async () => void redis?.disconnect());
    }
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'mall-api-rl-',
      // Thrown by the plugin; the error handler turns it into the envelope.
      errorResponseBuilder: (_req, context) => Object.assign(new Error('rate limited'), { statusCode: context.statusCode, rateLimited: true }),
    });
  }

  if (options.uploadDir) {
    mkdirSync(options.uploadDir, { recursive: true });
    await app.register(fastifyStatic, { root: options.uploadDir, prefix: '/upload/', decorateReply: false, maxAge: '1d' });
  }

  const captchas = createCaptchaStore(db, options.captcha ?? svgCaptchaService);
  const site = createSiteService(db);
  const order = await createOrderModule(app, { db, uploadDir: options.uploadDir, adminToken: options.adminToken }, options.order);
  const account = await createAccountModule(app, { db, captchas, uploadDir: options.uploadDir, redisUrl: options.redisUrl }, { orderCounts: order.orderCounts, ...options.account });
  const org = await createOrgModule(app, { db });
  const chat = await createChatModule(app, { db, uploadDir: options.uploadDir, redisUrl: options.redisUrl, servicerConfig: () => site.config('servicer') }, options.chat);
  const handlers: Handlers = {
    ...siteRoutes(site),
    ...contentRoutes(createContentService(db), createCmsPages(db)),
    ...catalogueRoutes(createCatalogueService(db)),
    ...captchaRoutes(captchas),
    ...memberRoutes(createMemberService(db, captchas, account.loginGuard), { loginCaptcha: true }),
    ...account.handlers,
    ...order.handlers,
    ...org.handlers,
    ...cartRoutes(createCartService(db)),
    ...collectionRoutes(createCollectionService(db)),
    ...evaluateRoutes(createEvaluateService(db)),
    ...shopRoutes(createShopService(db)),
    ...chat.handlers,
    ...rankingRoutes(createRankingService(db)),
    ...regionRoutes(createRegionService(db)),
    ...supportRoutes(createSupportService(db)),
    ...zoneRoutes(createZoneService(db)),
    ...promotionRoutes(createPromotionService(db)),
  };
  const limits = options.rateLimit === false ? null : (options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const routeLimits: Partial<Record<EndpointPath, RouteLimit>> = limits
    ? { '/api/login/login': limits.login, '/api/captcha/captcha': limits.captcha }
    : {};
  await app.register(restPlugin, { db, handlers, limits: routeLimits });

  if (options.adminToken) {
    const expected = sha256(options.adminToken);
    const path = '/admin/api/website/status';
    app.post(path, async (request, reply) => {
      const given = request.headers['x-admin-token'];
      if (typeof given !== 'string' || !timingSafeEqual(sha256(given), expected)) {
        return reply.code(403).send(fail(ErrorCode.TOKEN_ERROR, '管理口令无效'));
      }
      const parsed = parseInput(adminEndpoints[path].request, request, reply);
      if (!parsed) return reply;
      return reply.send(ok(await site.setWebStatus(parsed.input.web_status)));
    });
  }

  // A route listing for people poking at the API.
  app.get('/', async () =>
    ok(Object.entries(endpoints).map(([path, e]) => ({ path, auth: e.auth, summary: e.summary }))),
  );
  app.get('/health', async () => ok({ status: 'up' }));
  return app;
}
