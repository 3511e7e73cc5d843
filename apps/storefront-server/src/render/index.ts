// The server-rendering pipeline: every page GET is rendered by the storefront's server
// entry (dist/apps/storefront-ssr/entry-server.js, built from apps/storefront/src/entry-server.tsx)
// with the gateway called in process; anything that fails or takes too long falls back to the
// client-rendered index.html.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyHelmet from '@fastify/helmet';
import { parseCookie } from 'cookie';
import type { Gateway } from '@mall/gateway';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readClientAssets, type ClientAssets, type HeadTag, type PageAssets } from './assets';
import { OUTAGE_RETRY_AFTER_SECONDS, outagePage, runsNoScript, showsUpstreamTrouble, type OutageKind } from './outage';

export { parseHead, readClientAssets, type ClientAssets, type HeadTag, type PageAssets } from './assets';

/** What entry-server.tsx exports (apps/storefront); declared here so the server does not import the app. */
export interface SsrEntry {
  render(input: {
    request: Request;
    gatewayFetch: typeof fetch;
    nonce: string;
    head: HeadTag[];
    pageAssets(pageKind: string): PageAssets;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string; setCookies: string[] }
    | { kind: 'shell'; setCookies: string[] }
    | {
        kind: 'html';
        status: number;
        setCookies: string[];
        pipe(out: Writable): void;
        shellReady: Promise<void>;
        abort(reason?: unknown): void;
      }
  >;
}

export interface RenderOptions {
  /** false serves the client shell only (env STOREFRONT_SSR=off). */
  enabled?: boolean;
  /** A render whose shell is not ready within this falls back to the shell (env SSR_TIMEOUT_MS, 3000). */
  timeoutMs?: number;
  /** The server entry; by default dist/apps/storefront-ssr/entry-server.js beside the static dir. */
  loadEntry?: () => Promise<SsrEntry>;
}

export const DEFAULT_SSR_TIMEOUT_MS = 3000;
/** The language cookie of the 中文/English switch: English pages are rendered in the browser. */
export const LANG_COOKIE = 'mall_lang';

/** The options from the environment: STOREFRONT_SSR=off, SSR_TIMEOUT_MS. */
export function renderOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): RenderOptions {
  const timeout = Number(env.SSR_TIMEOUT_MS);
  return {
    enabled: env.STOREFRONT_SSR !== 'off',
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_SSR_TIMEOUT_MS,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This answer's CSP nonce: the only inline script allowed is one carrying it. */
    cspNonce: string;
  }
}

/**
 * Security headers of every answer (helmet): a CSP allowing our own scripts plus the per-request
 * nonce, nosniff, frame-ancestors 'none', a referrer policy.
 */
async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (req) => {
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

function hasEnglishCookie(cookie: string | undefined): boolean {
  return parseCookie(cookie ?? '')[LANG_COOKIE]?.toLowerCase() === 'en-us';
}

class RenderTimeout extends Error {
  constructor(ms: number) {
    super(`server render took longer than ${ms} ms`);
    this.name = 'RenderTimeout';
  }
}

/**
 * Registers the security headers and returns the page renderer that server.ts calls for page GETs.
 * `gateway` is read per request (it is created after the hooks are registered).
 */
export async function registerServerRendering(
  app: FastifyInstance,
  opts: { staticDir: string; gateway: () => Gateway; assetBase: string } & RenderOptions,
): Promise<PageRenderer> {
  await registerSecurityHeaders(app);
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

  async function render(req: FastifyRequest, reply: FastifyReply, state: RenderState): Promise<FastifyReply> {
    entry ??= loadEntry().catch((error: unknown) => {
      entry = null;
      throw error;
    });
    const ssr = await entry;
    assets ??= readClientAssets(opts.staticDir, opts.assetBase);
    const { head, pages } = assets;

    const origin = `${req.protocol}://${req.host}`;
    const cookie = req.headers.cookie ?? '';
    const abort = new AbortController();
    reply.raw.once('close', () => abort.abort());
    const headers = new Headers();
    for (const name of ['cookie', 'accept-language', 'user-agent']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    // Set-Cookie from this request's gateway calls (a token error clears the session cookie):
    // collected here, for this answer only.
    const setCookies: string[] = [];
    const gatewayFetch: typeof fetch = async (input, init) => {
      const call = new Request(input, init);
      const callHeaders = new Headers(call.headers);
      if (cookie) callHeaders.set('cookie', cookie);
      const response = await opts.gateway().fetch(
        new Request(call.url, { method: call.method, headers: callHeaders, body: await call.text(), signal: abort.signal }),
        { req, reply },
      );
      setCookies.push(...response.headers.getSetCookie());
      if (!state.upstreamTrouble && (response.status >= 500 || response.headers.get('content-type')?.includes('json'))) {
        state.upstreamTrouble = showsUpstreamTrouble(response.status, await response.clone().text());
      }
      return response;
    };

    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RenderTimeout(timeoutMs)), timeoutMs);
    });
    let result: Awaited<ReturnType<SsrEntry['render']>> | undefined;
    try {
      result = await Promise.race([
        ssr.render({
          request: new Request(new URL(req.url, origin), { method: 'GET', headers, signal: abort.signal }),
          gatewayFetch,
          nonce: req.cspNonce,
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
    // An error page because mall-api or its database failed: the outage answer, not a 500.
    if (result.kind === 'html' && result.status >= 500 && state.upstreamTrouble) {
      clearTimeout(timer);
      result.abort(new Error('upstream unavailable'));
      return sendOutage(reply, 'unavailable');
    }
    const cookies = [...setCookies, ...result.setCookies];
    if (cookies.length > 0) void reply.header('set-cookie', cookies);
    if (result.kind !== 'html') clearTimeout(timer);
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
    return reply
      .status(html.status)
      .type('text/html; charset=utf-8')
      // The header shows the shopper's own name and cart: no shared cache may keep it.
      .header('cache-control', 'private, no-cache')
      .send(body);
  }

  return {
    async serve(req, reply) {
      if (!enabled || hasEnglishCookie(req.headers.cookie)) return sendShell(reply);
      const state: RenderState = { upstreamTrouble: false };
      try {
        return await render(req, reply, state);
      } catch (error) {
        if (reply.sent) return reply;
        reply.removeHeader('set-cookie');
        const noScript = runsNoScript(req.headers['user-agent']);
        // mall-api or its database is down: nothing could render this page, in the browser either.
        if (state.upstreamTrouble) {
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
    },
  };
}
