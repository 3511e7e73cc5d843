import type { IncomingHttpHeaders } from 'node:http';
import { resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { createGateway, GATEWAY_SECRET_HEADER, GRAPHQL_PATH, PublicCache, type GatewayOptions } from '@mall/gateway';
import { ASSET_BASE_PATH, BUILD_VERSION, isUploadImageType, REQUEST_ID_HEADER, requestIdFrom } from '@mall/rest-contract';
import { instrumentServer, type ServerMetrics } from './metrics';
import { registerServerRendering, type RenderOptions } from './render';
import { OUTAGE_RETRY_AFTER_SECONDS, outagePage } from './render/outage';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { registerSeo } from './seo';
import { registerConsole } from './console';

export interface ServerOptions {
  /** mall-api's REST base URL (REST_BASE_URL). */
  restBaseUrl: string;
  /** The built SPA (STATIC_DIR), e.g. dist/apps/storefront: index.html plus the files served under /web/. */
  staticDir: string;
  /** The built console app (default: `<staticDir>/../console`). */
  consoleDir?: string;
  /** Fastify logger option; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  /**
   * IPs/CIDRs of the load balancer in front (TRUSTED_PROXIES): only their X-Forwarded-For/-Proto are
   * believed (client IPs, Secure cookies). Default: none, the peer is the shopper.
   */
  trustedProxies?: readonly string[];
  /** Shared with mall-api (GATEWAY_SECRET): lets mall-api believe the shopper's address we forward. */
  gatewaySecret?: string;
  /** Gateway options beyond the REST base URL (fetch, timeouts, allowed origins, Secure cookies). */
  /** Server rendering of the pages (src/render/): on by default, timeout, a test's own entry. */
  render?: RenderOptions;
  /** The public origin of canonical links, sitemaps and robots.txt (PUBLIC_ORIGIN); default: the request's host. */
  publicOrigin?: string;
  gateway?: Omit<GatewayOptions, 'restBaseUrl'>;
  /** Prometheus metrics to record renders, REST calls, cache lookups and websockets in (src/metrics.ts). */
  metrics?: ServerMetrics;
}

/** Paths forwarded unchanged to mall-api (ARCHITECTURE §1): images, uploads, the chat websocket. */
export const PROXIED_PREFIXES = ['/upload', '/api/upload', '/ws'] as const;

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Answers smaller than this travel as they are: compressing them saves nothing worth the CPU. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Brotli quality for answers compressed on the fly (HTML, GraphQL): 4 is within a few percent of the
 * maximum's size at a fraction of its CPU; the built assets are precompressed at the maximum instead.
 */
const DYNAMIC_BROTLI_QUALITY = 4;

/**
 * Search engines may read the public pages; member, cart and payment pages are private to a
 * shopper and worthless in an index, and /graphql is an API.
 */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Disallow: /member/',
  'Disallow: /cart',
  'Disallow: /payment',
  'Disallow: /pay',
  'Disallow: /result',
  'Disallow: /orderPay',
  'Disallow: /graphql',
  'Allow: /',
  '',
].join('\n');

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', GATEWAY_SECRET_HEADER, REQUEST_ID_HEADER];

function withoutForwarding<T extends Record<string, unknown>>(headers: T): T {
  const copy = { ...headers };
  for (const name of FORWARDING_HEADERS) delete copy[name];
  return copy;
}

/**
 * What mall-api is told about the shopper: their address and protocol as this host (and its trusted
 * proxies) saw them, and the request's id for its log lines.
 */
export function forwardingHeaders(req: Pick<FastifyRequest, 'ip' | 'protocol'> & { id?: string }, gatewaySecret: string | undefined): Record<string, string> {
  return {
    'x-forwarded-for': req.ip,
    'x-forwarded-proto': req.protocol,
    ...(req.id ? { [REQUEST_ID_HEADER]: req.id } : {}),
    ...(gatewaySecret ? { [GATEWAY_SECRET_HEADER]: gatewaySecret } : {}),
  };
}

/**
 * Uploaded files are served as the image type mall-api stored them with, never sniffed and never
 * as a document a browser would run (a PNG-headed HTML polyglot stays an inert image). SVG is only
 * ever the seed's own pictures (uploads are re-encoded to raster); the sandbox CSP keeps its scripts
 * dead should one be opened as a document.
 */
function uploadResponseHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const type = String(headers['content-type'] ?? '');
  return {
    ...headers,
    'content-type': isUploadImageType(type) ? type : 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  };
}

/** Vite's hashed output (assets/name-HASH.ext) never changes under the same name. */
const HASHED_ASSET = /[\\/]assets[\\/].+-[\w-]{8,}\.\w+$/;

const isBackendPath = (url: string): boolean =>
  url === GRAPHQL_PATH ||
  url.startsWith(`${GRAPHQL_PATH}/`) ||
  url.startsWith(`${GRAPHQL_PATH}?`) ||
  url.startsWith('/api/') ||
  url.startsWith(ASSET_BASE_PATH) ||
  PROXIED_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

/**
 * The storefront host (ARCHITECTURE §1): the SPA, the GraphQL gateway at /graphql, and forwarding to
 * mall-api for /upload/*, /api/upload/* and the /ws chat websocket.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const trusted = options.trustedProxies ?? [];
  // While closing, Fastify's own 503 carries no Retry-After: answer it here instead (below).
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trusted.length > 0 ? [...trusted] : false,
    return503OnClosing: false,
    // One id per request on every log line, from nginx's X-Request-ID or made here; passed to mall-api.
    requestIdHeader: false,
    genReqId: (req) => requestIdFrom(req.headers[REQUEST_ID_HEADER]),
  });
  app.addHook('onRequest', async (req, reply) => void reply.header(REQUEST_ID_HEADER, req.id));
  if (options.metrics) instrumentServer(app, options.metrics);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!closing || req.url === '/healthz' || req.url === '/readyz') return;
    void reply.code(503).header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS)).header('connection', 'close');
    if (req.method === 'GET' && !req.url.startsWith(GRAPHQL_PATH)) return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(outagePage('unavailable'));
    return reply.send({ code: 503, message: '服务正在重启，请稍后重试' });
  });
  const staticDir = resolve(options.staticDir);
  const upstream = options.restBaseUrl.replace(/\/+$/, '');

  // On-the-fly compression of dynamic answers (GraphQL, index.html) by accept-encoding, with `vary`.
  // Built assets are not compressed here: the build wrote .br and .gz beside each, served below.
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });

  // Security headers (helmet, CSP nonce) and the server render of page GETs (src/render/).
  const pages = await registerServerRendering(app, {
    ...options.render,
    onPageCache: options.render?.onPageCache ?? options.metrics?.watchPageCache,
    staticDir,
    assetBase: ASSET_BASE_PATH,
    gateway: () => gateway,
  });

  // The build version (SPEC §9) for an operator: which release answers.
  app.get('/healthz', async () => ({ status: 'ok', version: BUILD_VERSION }));
  // robots.txt (with the Sitemap line), /sitemap.xml and its files (src/seo/).
  await registerSeo(app, { restBaseUrl: upstream, robots: ROBOTS_TXT, publicOrigin: options.publicOrigin });

  // GraphQL gateway.
  const cacheOption = options.gateway?.publicCache ?? true;
  const publicCache = cacheOption === true ? new PublicCache() : cacheOption;
  if (publicCache && options.metrics) options.metrics.watchPublicCache(publicCache);
  const gateway = createGateway({
    ...options.gateway,
    publicCache,
    onRestCall: options.gateway?.onRestCall ?? options.metrics?.recordRestCall,
    gatewaySecret: options.gatewaySecret,
    restBaseUrl: upstream,
  });
  const handleGraphQL = async (req: FastifyRequest, reply: FastifyReply) => {
    const response = await gateway.handleNodeRequestAndResponse(req, reply, { req, reply });
    for (const [name, value] of response.headers) {
      if (name.toLowerCase() !== 'set-cookie') void reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) void reply.header('set-cookie', cookies);
    void reply.status(response.status);
    // Buffered (answers are single JSON documents, never streamed here), so the compression plugin
    // knows the length and leaves answers under its threshold alone.
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };
  app.route({ url: GRAPHQL_PATH, method: ['GET', 'POST'], handler: handleGraphQL });
  app.route({
    url: GRAPHQL_PATH,
    method: ['PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    handler: async (_req, reply) =>
      reply
        .status(405)
        .header('allow', 'GET, POST')
        .send({ errors: [{ message: '不支持的请求方法', extensions: { code: 'METHOD_NOT_ALLOWED' } }] }),
  });

  // Forwarded to mall-api, not reimplemented.
  // The shopper's address and protocol replace whatever the browser sent (SECURITY.md).
  const forwarding = (req: Pick<FastifyRequest, 'ip' | 'protocol'>) => forwardingHeaders(req, options.gatewaySecret);
  const replyOptions = {
    rewriteRequestHeaders: (req: Pick<FastifyRequest, 'ip' | 'protocol'>, headers: IncomingHttpHeaders) => ({
      ...withoutForwarding(headers),
      ...forwarding(req),
    }),
  };
  await app.register(fastifyHttpProxy, {
    upstream,
    prefix: '/upload',
    rewritePrefix: '/upload',
    replyOptions: { ...replyOptions, rewriteHeaders: uploadResponseHeaders },
  });
  await app.register(fastifyHttpProxy, { upstream, prefix: '/api/upload', rewritePrefix: '/api/upload', replyOptions });
  await app.register(fastifyHttpProxy, {
    upstream,
    prefix: '/ws',
    rewritePrefix: '/ws',
    websocket: true,
    // The plugin calls rewriteRequestHeaders (default: cookie only) but its typings omit it.
    wsClientOptions: {
      rewriteRequestHeaders: (headers: Record<string, string>, req: Pick<FastifyRequest, 'ip' | 'protocol' | 'headers'>) => ({
        ...headers,
        ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
        ...forwarding(req),
      }),
    } as object,
  });

  // The console: /console/graphql, /console/export/*, the app under /console/ (src/console/).
  await registerConsole(app, {
    upstream,
    consoleDir: options.consoleDir ?? resolve(staticDir, '../console'),
    gateway: { allowedOrigins: options.gateway?.allowedOrigins, logging: options.gateway?.logging },
    gatewaySecret: options.gatewaySecret,
    forwarding,
    withoutForwarding,
  });

  // Built assets under /web/: hashed files cached for a year, everything else revalidated.
  // `preCompressed`: the .br / .gz file written by the build is sent when the browser accepts it.
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: ASSET_BASE_PATH,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', HASHED_ASSET.test(path) ? LONG_CACHE : NO_CACHE);
      // The same URL answers br, gzip or plain bytes: caches must key on accept-encoding.
      res.setHeader('vary', 'accept-encoding');
      // Of the documents' security headers (src/render/) only these two mean anything to a script,
      // style or font: no MIME sniffing, no embedding by another site.
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('cross-origin-resource-policy', 'same-site');
    },
  });

  // Every other GET is a page: server-rendered, or index.html when that is off or fails (src/render/).
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url;
    if ((req.method === 'GET' || req.method === 'HEAD') && !isBackendPath(path)) {
      options.metrics?.pageStarted(req);
      return pages.serve(req, reply);
    }
    return reply.status(404).send({ code: 404, message: '资源不存在' });
  });

  return app;
}
