// The server-rendering pipeline: every page GET is rendered by the storefront's server
// entry (dist/apps/storefront-ssr/entry-server.js, built from apps/storefront/src/entry-server.tsx)
// with the gateway called in process; anything that fails or takes too long falls back to the
// client-rendered index.html.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyHelmet from '@fastify/helmet';
import type { Gateway } from '@mall/gateway';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readClientAssets, type ClientAssets, type HeadTag, type PageAssets } from './assets';
import { cspWithHashes } from './csp';
import { OUTAGE_RETRY_AFTER_SECONDS, outagePage, runsNoScript, showsUpstreamTrouble, type OutageKind } from './outage';
import { encodedPage, PageCache, packPage, pageCacheKey, publicCacheControl, publicCookieHeader, type CachedPage } from './page-cache';

export { cspWithHashes } from './csp';
export { parseHead, readClientAssets, type ClientAssets, type HeadTag, type PageAssets } from './assets';
export { LANG_COOKIE, PageCache, pageCacheKey, pageVaryCookies, publicCookieHeader } from './page-cache';

/** A public page's cache times, as entry-server's publicCaching() answers them. */
export interface PageCaching {
  kind: string;
  sMaxAge: number;
  staleWhileRevalidate: number;
}

type RenderHtml = {
  kind: 'html';
  status: number;
  setCookies: string[];
  /** The page's language, BCP 47 (older entries lack it). */
  language?: string;
  pipe(out: Writable): void;
  shellReady: Promise<void>;
  /** Everything rendered (older entries lack it: the shell is waited for instead). */
  allReady?: Promise<void>;
  complete?(): boolean;
  abort(reason?: unknown): void;
};

/** An operation run in process for the render's loaders (gateway-client's InProcessExecute). */
type InProcessExecuteForClient = (
  query: string,
  variables: Record<string, unknown> | undefined,
) => Promise<{ data?: unknown; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }>;

/** What entry-server.tsx exports (apps/storefront); declared here so the server does not import the app. */
export interface SsrEntry {
  render(input: {
    request: Request;
    gatewayFetch: typeof fetch;
    /** The gateway with only the cookies of pageVaryCookies() (no token). */
    anonymousFetch: typeof fetch;
    /** The same two callers answering objects (the gateway run in process, no JSON text in between). */
    gatewayExecute?: InProcessExecuteForClient;
    anonymousExecute?: InProcessExecuteForClient;
    nonce: string;
    head: HeadTag[];
    pageAssets(pageKind: string): PageAssets;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string; setCookies: string[] }
    | { kind: 'shell'; setCookies: string[] }
    | RenderHtml
  >;
  /** A public page's cache times (rendered for nobody, kept by shared caches), or null. */
  publicCaching?(pathname: string): PageCaching | null;
}

export interface RenderOptions {
  /** false serves the client shell only (env STOREFRONT_SSR=off). */
  enabled?: boolean;
  /** A render whose shell is not ready within this falls back to the shell (env SSR_TIMEOUT_MS, 3000). */
  timeoutMs?: number;
  /** The server entry; by default dist/apps/storefront-ssr/entry-server.js beside the static dir. */
  loadEntry?: () => Promise<SsrEntry>;
  /** The public pages' in-process cache (page-cache.ts); false renders every request (env PAGE_CACHE=off). */
  pageCache?: boolean;
  /** Told about the page cache once it is made (the server's metrics read its counts). */
  onPageCache?: (stats: PageCache<unknown>['stats']) => void;
}

export const DEFAULT_SSR_TIMEOUT_MS = 3000;

/** The options from the environment: STOREFRONT_SSR=off, SSR_TIMEOUT_MS. */
export function renderOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): RenderOptions {
  const timeout = Number(env.SSR_TIMEOUT_MS);
  return {
    enabled: env.STOREFRONT_SSR !== 'off',
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_SSR_TIMEOUT_MS,
    pageCache: env.PAGE_CACHE !== 'off',
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This answer's CSP nonce: the only inline script allowed is one carrying it. */
    cspNonce: string;
  }
}

/**
 * Security headers of every answer but the built assets (helmet): a CSP allowing our own scripts
 * plus the per-request nonce, nosniff, frame-ancestors 'none', a referrer policy. The files under
 * `assetBase` (scripts, styles, fonts: never a document) get only what matters to them (server.ts),
 * not ~1 KB of document headers on each of them.
 */
async function registerSecurityHeaders(app: FastifyInstance, assetBase: string): Promise<void> {
  app.decorateRequest('cspNonce', '');
  const isAsset = (url: string) => url.startsWith(assetBase);
  // Before helmet's own onRoute hook: the asset routes (registered later) opt out of helmet.
  app.addHook('onRoute', (route) => {
    if (isAsset(route.url ?? route.path ?? '')) (route as { helmet?: false }).helmet = false;
  });
  app.addHook('onRequest', async (req) => {
    if (isAsset(req.url)) return;
    req.cspNonce = randomBytes(16).toString('base64');
    // helmet's directive functions see Node's request: hand it the nonce too.
    (req.raw as unknown as { cspNonce: string }).cspNonce = req.cspNonce;
  });
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        scriptSrc: ["'self'", (req) => `'nonce-${(req as unknown as { cspNonce?: string }).cspNonce ?? ''}'`],
        // Goods and shop images may live on another host (image CDN of the seller's data).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // The captcha's proof of work (altcha) computes in Web Workers made from blob: URLs.
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        // Payment forms post to the payment provider's page.
        formAction: null,
        // Plain-http installs (and the e2e site) must not have their own requests moved to https.
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Goods images are same-origin; a cross-origin embedder (a CMS preview) may still show them.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

export interface PageRenderer {
  /** Answers a page GET: server-rendered HTML, a guard's redirect, or the client shell. */
  serve(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

class RenderTimeout extends Error {
  constructor(ms: number) {
    super(`server render took longer than ${ms} ms`);
    this.name = 'RenderTimeout';
  }
}

/** br, gzip or nothing, by the request's accept-encoding. */
function chosenEncoding(req: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = req.headers['accept-encoding'];
  if (!accepted) return undefined;
  const chosen = negotiate(accepted, ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** Brotli quality for a page streamed to one shopper: within a few percent of the maximum's size at a fraction of its CPU. */
const STREAM_BROTLI_QUALITY = 4;

/** What a public page's shared render answers when it is not a page worth keeping. */
type UncachedAnswer =
  | { kind: 'redirect'; status: number; location: string; setCookies: string[] }
  | { kind: 'shell' }
  | { kind: 'outage' }
  | { kind: 'page'; page: CachedPage }
  | { kind: 'failed'; error: unknown; upstreamTrouble: boolean };

/** Collects a stream's bytes. */
function collect(): { sink: Writable; done: Promise<Buffer> } {
  const chunks: Buffer[] = [];
  let finish!: (b: Buffer) => void;
  let fail!: (e: unknown) => void;
  const done = new Promise<Buffer>((res, rej) => {
    finish = res;
    fail = rej;
  });
  const sink = new Writable({
    write(chunk: Buffer | string, _enc, next) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      next();
    },
    final(next) {
      finish(Buffer.concat(chunks));
      next();
    },
  });
  sink.once('error', fail);
  return { sink, done };
}

/**
 * Registers the security headers and returns the page renderer that server.ts calls for page GETs.
 * `gateway` is read per request (it is created after the hooks are registered).
 */
export async function registerServerRendering(
  app: FastifyInstance,
  opts: { staticDir: string; gateway: () => Gateway; assetBase: string } & RenderOptions,
): Promise<PageRenderer> {
  await registerSecurityHeaders(app, opts.assetBase);
  const enabled = opts.enabled ?? true;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_SSR_TIMEOUT_MS;
  const entryFile = resolve(opts.staticDir, '../storefront-ssr/entry-server.js');
  const loadEntry =
    opts.loadEntry ??
    (async () => {
      if (!existsSync(entryFile)) throw new Error(`${entryFile} is missing: build @mall/storefront`);
      return (await import(pathToFileURL(entryFile).href)) as SsrEntry;
    });
  let entry: Promise<SsrEntry> | null = null;
  let assets: ClientAssets | null = null;
  const cache = opts.pageCache === false ? null : new PageCache<UncachedAnswer>();
  if (cache) opts.onPageCache?.(cache.stats);

  const ssrEntry = (): Promise<SsrEntry> =>
    (entry ??= loadEntry().catch((error: unknown) => {
      entry = null;
      throw error;
    }));

  const sendShell = (reply: FastifyReply, status = 200) => {
    if (!existsSync(resolve(opts.staticDir, 'index.html'))) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('商城页面尚未构建（缺少 index.html），请先构建 storefront。');
    }
    void reply.header('cache-control', 'no-cache');
    if (status === 503) void reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
    return reply.status(status).sendFile('index.html', opts.staticDir, { cacheControl: false });
  };

  const sendOutage = (reply: FastifyReply, kind: OutageKind) => {
    reply.removeHeader('set-cookie');
    return reply
      .status(503)
      .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(outagePage(kind));
  };

  /** What this render's gateway calls showed: mall-api or its database unreachable or failing. */
  interface RenderState {
    upstreamTrouble: boolean;
  }

  /** The gateway in process, with `cookie` as the Cookie header; Set-Cookie answers are collected in `setCookies`. */
  function gatewayCaller(req: FastifyRequest, cookie: string, abort: AbortController, state: RenderState, setCookies: string[]): typeof fetch {
    return async (input, init) => {
      const call = new Request(input, init);
      const callHeaders = new Headers(call.headers);
      if (cookie) callHeaders.set('cookie', cookie);
      else callHeaders.delete('cookie');
      const response = await opts.gateway().fetch(
        new Request(call.url, { method: call.method, headers: callHeaders, body: await call.text(), signal: abort.signal }),
        { req },
      );
      setCookies.push(...response.headers.getSetCookie());
      if (!state.upstreamTrouble && (response.status >= 500 || response.headers.get('content-type')?.includes('json'))) {
        state.upstreamTrouble = showsUpstreamTrouble(response.status, await response.clone().text());
      }
      return response;
    };
  }

  /**
   * The gateway in process as objects, with `cookie` as the Cookie header: what gatewayCaller does
   * without the Request, the JSON text and its parse on both sides. Set-Cookie answers are collected
   * in `setCookies`; an UPSTREAM_ERROR or mall-api's INTERNAL code marks the render's upstream trouble.
   */
  function gatewayExecutor(req: FastifyRequest, cookie: string, state: RenderState, setCookies: string[]): InProcessExecuteForClient {
    return async (query, variables) => {
      const result = await opts.gateway().executeInProcess({ query, variables, cookie, serverContext: { req } });
      setCookies.push(...result.setCookies);
      if (!state.upstreamTrouble && result.errors?.some((e) => e.extensions.code === 'UPSTREAM_ERROR' || e.extensions.restCode === -500)) {
        state.upstreamTrouble = true;
      }
      return result;
    };
  }

  /** Starts a render of `req.url` (for nobody in particular when `forNobody`), its shell within the timeout. */
  async function startRender(req: FastifyRequest, state: RenderState, forNobody: boolean) {
    const ssr = await ssrEntry();
    assets ??= readClientAssets(opts.staticDir, opts.assetBase);
    const { head, pages } = assets;
    const origin = `${req.protocol}://${req.host}`;
    const publicCookie = publicCookieHeader(req.headers.cookie);
    const cookie = forNobody ? publicCookie : (req.headers.cookie ?? '');
    const abort = new AbortController();
    const headers = new Headers();
    if (cookie) headers.set('cookie', cookie);
    // A page rendered for nobody depends on its URL and its public cookies only (its cache key).
    if (!forNobody) {
      for (const name of ['accept-language', 'user-agent']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
    }
    // Set-Cookie from this request's gateway calls (a token error clears the session cookie):
    // collected here, for this answer only.
    const setCookies: string[] = [];
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RenderTimeout(timeoutMs)), timeoutMs);
    });
    timeout.catch(() => undefined);
    let result: Awaited<ReturnType<SsrEntry['render']>> | undefined;
    try {
      result = await Promise.race([
        ssr.render({
          request: new Request(new URL(req.url, origin), { method: 'GET', headers, signal: abort.signal }),
          gatewayFetch: gatewayCaller(req, cookie, abort, state, setCookies),
          anonymousFetch: gatewayCaller(req, publicCookie, abort, state, setCookies),
          gatewayExecute: gatewayExecutor(req, cookie, state, setCookies),
          anonymousExecute: gatewayExecutor(req, publicCookie, state, setCookies),
          nonce: forNobody ? '' : req.cspNonce,
          head,
          pageAssets: (kind) => pages[kind] ?? { css: [], js: [] },
        }),
        timeout,
      ]);
      if (result.kind === 'html') await Promise.race([result.shellReady, timeout]);
    } catch (error) {
      clearTimeout(timer);
      if (result?.kind === 'html') result.abort(error);
      abort.abort();
      throw error;
    }
    if (result.kind !== 'html') clearTimeout(timer);
    return { result, setCookies, timer, timeout, abort };
  }

  /** A page for one shopper (not public): streamed, compressed by accept-encoding, never kept. */
  async function render(req: FastifyRequest, reply: FastifyReply, state: RenderState): Promise<FastifyReply> {
    const { result, setCookies, timer, timeout, abort } = await startRender(req, state, false);
    reply.raw.once('close', () => abort.abort());
    // An error page because mall-api or its database failed: the outage answer, not a 500.
    if (result.kind === 'html' && result.status >= 500 && state.upstreamTrouble) {
      clearTimeout(timer);
      result.abort(new Error('upstream unavailable'));
      return sendOutage(reply, 'unavailable');
    }
    const cookies = [...setCookies, ...result.setCookies];
    if (cookies.length > 0) void reply.header('set-cookie', cookies);
    if (result.kind === 'shell') return sendShell(reply);
    if (result.kind === 'redirect') {
      return reply.status(result.status).header('location', result.location).header('cache-control', 'no-store').send();
    }
    // The rest (Suspense boundaries) streams; whatever is not done in time the browser renders.
    const body = new PassThrough();
    const html = result;
    body.once('close', () => clearTimeout(timer));
    timeout.catch(() => html.abort(new RenderTimeout(timeoutMs)));
    html.pipe(body);
    const encoding = chosenEncoding(req);
    void reply
      .status(html.status)
      .type('text/html; charset=utf-8')
      // The header shows the shopper's own name and cart: no shared cache may keep it.
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding');
    if (html.language) void reply.header('content-language', html.language);
    if (!encoding) return reply.send(body);
    const zip =
      encoding === 'br'
        ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: STREAM_BROTLI_QUALITY } })
        : createGzip();
    return reply.header('content-encoding', encoding).send(body.pipe(zip));
  }

  /**
   * A public page rendered for nobody in particular, whole (no streaming scripts), then packed for
   * every shopper asking for the same key; an answer not worth keeping is shared by the waiters all
   * the same and rendered again next time.
   */
  async function renderPublic(req: FastifyRequest, caching: PageCaching, cspTemplate: string): Promise<CachedPage | { uncached: UncachedAnswer }> {
    const state: RenderState = { upstreamTrouble: false };
    try {
      const { result, setCookies, timer, timeout } = await startRender(req, state, true);
      if (result.kind === 'shell') return { uncached: { kind: 'shell' } };
      if (result.kind === 'redirect') {
        return { uncached: { kind: 'redirect', status: result.status, location: result.location, setCookies: [...setCookies, ...result.setCookies] } };
      }
      if (result.status >= 500 && state.upstreamTrouble) {
        clearTimeout(timer);
        result.abort(new Error('upstream unavailable'));
        return { uncached: { kind: 'outage' } };
      }
      // Piped once everything has rendered, the HTML carries no streaming scripts; past the timeout
      // the rest is left to the browser (and the page is not kept).
      let cutShort = false;
      await Promise.race([result.allReady ?? result.shellReady, timeout]).catch(() => {
        cutShort = true;
        result.abort(new RenderTimeout(timeoutMs));
      });
      const { sink, done } = collect();
      result.pipe(sink);
      const html = await done.finally(() => clearTimeout(timer));
      const csp = cspWithHashes(cspTemplate, html);
      const page = packPage(html, { status: result.status, csp, language: result.language, sMaxAge: caching.sMaxAge, staleWhileRevalidate: caching.staleWhileRevalidate, at: Date.now() });
      const keep = !cutShort && (result.complete?.() ?? true) && setCookies.length === 0 && result.setCookies.length === 0 && (result.status === 200 || result.status === 404);
      return keep ? page : { uncached: { kind: 'page', page } };
    } catch (error) {
      return { uncached: { kind: 'failed', error, upstreamTrouble: state.upstreamTrouble } };
    }
  }

  async function sendPublicPage(req: FastifyRequest, reply: FastifyReply, page: CachedPage, keep: boolean): Promise<FastifyReply> {
    reply.removeHeader('set-cookie');
    void reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', keep ? publicCacheControl(page) : 'no-store')
      // The HTML differs by encoding and by the cookies of pageVaryCookies() only (README, "Caching").
      .header('vary', 'accept-encoding, cookie')
      .header('content-security-policy', page.csp)
      .header('etag', page.etag);
    if (page.language) void reply.header('content-language', page.language);
    if (keep && page.status === 200 && req.headers['if-none-match'] === page.etag) return reply.status(304).send();
    const encoding = chosenEncoding(req);
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(await encodedPage(page, encoding));
  }

  /** A public page: from the cache, or rendered once for everyone asking for it meanwhile. */
  async function servePublic(req: FastifyRequest, reply: FastifyReply, caching: PageCaching): Promise<FastifyReply> {
    // The CSP helmet made for this request: every request's is the same but for its nonce.
    const render = () => renderPublic(req, caching, String(reply.getHeader('content-security-policy') ?? ''));
    const answer = cache ? await cache.get(pageCacheKey(`${req.protocol}://${req.host}${req.url}`, req.headers.cookie), render) : await render();
    if (!('uncached' in answer)) return sendPublicPage(req, reply, answer, true);
    const uncached = answer.uncached;
    switch (uncached.kind) {
      case 'page':
        return sendPublicPage(req, reply, uncached.page, false);
      case 'shell':
        return sendShell(reply);
      case 'outage':
        return sendOutage(reply, 'unavailable');
      case 'redirect':
        if (uncached.setCookies.length > 0) void reply.header('set-cookie', uncached.setCookies);
        return reply.status(uncached.status).header('location', uncached.location).header('cache-control', 'no-store').send();
      case 'failed':
        return failed(req, reply, uncached.error, uncached.upstreamTrouble);
    }
  }

  function failed(req: FastifyRequest, reply: FastifyReply, error: unknown, upstreamTrouble: boolean): FastifyReply {
    if (reply.sent) return reply;
    reply.removeHeader('set-cookie');
    const noScript = runsNoScript(req.headers['user-agent']);
    // mall-api or its database is down: nothing could render this page, in the browser either.
    if (upstreamTrouble) {
      req.log.warn({ err: error, url: req.url }, 'server render failed: mall-api unavailable; answering 503');
      return sendOutage(reply, 'unavailable');
    }
    // Too slow (overload) or a render bug: a browser gets the shell and renders the page itself,
    // but not as a 200 when the render only ran out of time (that page might have been a 404);
    // a client that runs no script gets the outage page.
    const timedOut = error instanceof RenderTimeout;
    req.log.error({ err: error, url: req.url }, timedOut ? 'server render timed out' : 'server render failed');
    if (noScript) return sendOutage(reply, timedOut ? 'busy' : 'unavailable');
    return sendShell(reply, timedOut ? 503 : 200);
  }

  return {
    async serve(req, reply) {
      if (!enabled) return sendShell(reply);
      const state: RenderState = { upstreamTrouble: false };
      try {
        const caching = (await ssrEntry()).publicCaching?.(new URL(req.url, 'http://page').pathname) ?? null;
        if (caching) return await servePublic(req, reply, caching);
        return await render(req, reply, state);
      } catch (error) {
        return failed(req, reply, error, state.upstreamTrouble);
      }
    },
  };
}
