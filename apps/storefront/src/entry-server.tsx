// The storefront's server entry (built by `vite build --ssr`, loaded by storefront-server's render
// pipeline): the same route table, loaders and components the browser uses, rendered to a stream.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Transform, type Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStore, Provider as JotaiProvider } from 'jotai';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { createGatewayClient, setRequestScopeResolver, type InProcessExecute, type RequestScope } from '@mall/gateway-client';
import { htmlLang, LanguageProvider, requestLanguage, setLanguageResolver, type Language } from '@mall/i18n';
import { isCareMode } from '@mall/rest-contract/care-mode';
import { CareModeProvider, themeClassFor, ToastProvider } from '@mall/ui';
import { buildRoutes, loadPage } from './router';
import { matchEntry, routeTable, type RouteEntry } from './routes/table';
import { pageCaching, type PageCaching } from './routes/caching';
import { guardRoute } from './routes/guards';
import { loadLayout, loadSession } from './shell';
import { setupHomeBlocks } from './homeBlocks';
import { branchCookieWrites, readBranchSite } from './cookies';

/** A tag of the built index.html's <head> (charset, viewport, the entry script, CSS links …). */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
}

export interface RenderInput {
  /** The shopper's request (absolute URL, method, headers, abort signal). */
  request: Request;
  /** Calls the gateway (in process on storefront-server) with the shopper's cookies. */
  gatewayFetch: typeof fetch;
  /**
   * Calls the gateway with only the cookies that may change a public page (language, branch site,
   * care mode): never the shopper's token. The layout and every call of a public page go this way.
   */
  anonymousFetch: typeof fetch;
  /**
   * The same two callers answering objects (the gateway run in process, no JSON text between it and
   * the loaders); when given, the loaders use these instead of the fetches.
   */
  gatewayExecute?: InProcessExecute;
  anonymousExecute?: InProcessExecute;
  /**
   * CSP nonce of the inline scripts (the router's hydration data, React's); empty for a public page,
   * whose scripts the server allows by their hashes (a cached page cannot carry a per-request nonce).
   */
  nonce: string;
  /** Head tags of the client build's index.html (without its <title>). */
  head: HeadTag[];
  /** The page's lazy chunk: its CSS (linked, so nothing flashes unstyled) and JS (preloaded). */
  pageAssets(pageKind: string): { css: string[]; js: string[] };
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string; setCookies: string[] }
  /** A page rendered in the browser (forms, member pages): the guards passed, send the client shell. */
  | { kind: 'shell'; setCookies: string[] }
  | {
      kind: 'html';
      status: number;
      setCookies: string[];
      /** The page's language, BCP 47 (`zh-CN`, `en-US`): its Content-Language. */
      language: string;
      /** Starts streaming into `out` once the shell is ready; rejects if the shell fails. */
      pipe(out: Writable): void;
      /** Resolves when the shell (everything outside Suspense boundaries) has rendered. */
      shellReady: Promise<void>;
      /** Resolves when everything has rendered (piped then, the HTML has no streaming scripts). */
      allReady: Promise<void>;
      /** False when a part failed or was cut short and is left to the browser: not worth caching. */
      complete(): boolean;
      abort(reason?: unknown): void;
    };

const scopes = new AsyncLocalStorage<RequestScope>();
setRequestScopeResolver(() => scopes.getStore());
// Each request's language (its address, else its cookie): every message read while handling it, in a
// loader or a component, asks this (Paraglide's getLocale), so concurrent requests never share one.
const languages = new AsyncLocalStorage<Language>();
setLanguageResolver(() => languages.getStore());
setupHomeBlocks();

const routes = buildRoutes();
const handler = createStaticHandler(routes);

/** React's attribute names for the HTML ones found in index.html. */
const REACT_ATTR: Record<string, string> = {
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  'http-equiv': 'httpEquiv',
  class: 'className',
};

function headTag({ tag, attrs }: HeadTag, key: string, nonce: string): ReactNode {
  const props: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) props[REACT_ATTR[name] ?? name] = value;
  if (tag === 'script') return <script key={key} {...props} nonce={nonce || undefined} />;
  if (tag === 'link') return <link key={key} {...props} />;
  return <meta key={key} {...props} />;
}

/** A deferred loader value (a promise streamed in with <Await>) that failed: rejected again in the browser. */
export const DEFERRED_ERROR = '__deferredError';

/**
 * A route's loader data with its deferred values (promises, streamed in with <Await>) settled:
 * the browser gets the values the server rendered, so it hydrates them without loading them again.
 */
async function settleDeferred(data: unknown): Promise<unknown> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const entries = await Promise.all(
    Object.entries(data as Record<string, unknown>).map(async ([key, value]) => {
      if (!(value instanceof Promise)) return [key, value] as const;
      // Settled by now unless the render was cut short; then the browser shows the error state.
      const pending = new Promise((resolve) => setTimeout(resolve, 0, { [DEFERRED_ERROR]: 'timeout' }));
      const settled = await Promise.race([
        value.then(
          (v: unknown) => v ?? null,
          (e: unknown) => ({ [DEFERRED_ERROR]: e instanceof Error ? e.message : 'error' }),
        ),
        pending,
      ]);
      return [key, settled] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** React Router's hydration data, as its StaticRouterProvider writes it (errors made serializable). */
async function hydrationScript(context: StaticHandlerContext): Promise<string> {
  let errors: Record<string, unknown> | null = null;
  if (context.errors) {
    errors = {};
    for (const [id, error] of Object.entries(context.errors)) {
      if (isRouteErrorResponse(error)) errors[id] = { ...error, __type: 'RouteErrorResponse' };
      else if (error instanceof Error)
        errors[id] = { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) };
      else errors[id] = error;
    }
  }
  const loaderData: Record<string, unknown> = {};
  for (const [id, data] of Object.entries(context.loaderData)) loaderData[id] = await settleDeferred(data);
  const json = JSON.stringify(JSON.stringify({ loaderData, actionData: context.actionData, errors }));
  // Escaped so that no string in the data can close the script element.
  const safe = json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `window.__staticRouterHydrationData = JSON.parse(${safe});`;
}

const DOCUMENT_END = Buffer.from('</body></html>');

/**
 * Passes React's stream through, and writes the router's hydration data just before </body> once
 * everything (deferred data included) has streamed: the browser's code runs after that. Bytes pass
 * as they are (only the document's last bytes are held back): decoding every chunk to a string and
 * encoding it again was a measurable share of a render's CPU.
 */
function withHydrationData(context: StaticHandlerContext, nonce: string): Transform {
  let held: Buffer = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Uint8Array | string, _encoding, done) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      if (bytes.length >= DOCUMENT_END.length) {
        // The held tail goes on as it is, and this chunk's own tail is held instead (no copying).
        if (held.length) this.push(held);
        if (bytes.length > DOCUMENT_END.length) this.push(bytes.subarray(0, bytes.length - DOCUMENT_END.length));
        held = bytes.subarray(bytes.length - DOCUMENT_END.length);
      } else {
        held = Buffer.concat([held, bytes]);
        if (held.length > DOCUMENT_END.length) {
          this.push(held.subarray(0, held.length - DOCUMENT_END.length));
          held = held.subarray(held.length - DOCUMENT_END.length);
        }
      }
      done();
    },
    flush(done) {
      hydrationScript(context).then(
        (script) => {
          const tag = nonce ? `<script nonce="${nonce}">${script}</script>` : `<script>${script}</script>`;
          const atEnd = held.equals(DOCUMENT_END);
          this.push(atEnd ? `${tag}${DOCUMENT_END.toString()}` : Buffer.concat([held, Buffer.from(tag)]));
          done();
        },
        (error: unknown) => done(error as Error),
      );
    },
  });
}

/**
 * Pages rendered on the server: what a shopper or a search engine reads (catalogue, CMS, shops,
 * zones, promotions). Forms and member pages (login, register, cart, checkout, member centre) are
 * rendered by the browser: typing into a form before the browser's code has taken it over would be
 * lost, and no search engine reads them. Their guards still answer on the server (302, 503).
 */
export function isServerRendered(entry: RouteEntry): boolean {
  if (entry.auth || entry.layout === 'auth' || entry.layout === 'member') return false;
  return !CLIENT_ONLY_PAGES.has(entry.page);
}

const CLIENT_ONLY_PAGES = new Set<string>(['cart', 'servicerConsole', 'coupon']);

/**
 * A public page's cache times (routes/caching.ts), or null for a page that is the shopper's own.
 * storefront-server renders a public page for nobody in particular (anonymousFetch, no nonce) and
 * lets shared caches keep it; the session arrives after hydration (Root.tsx).
 */
export function publicCaching(pathname: string): PageCaching | null {
  const { entry } = matchEntry(pathname);
  return pageCaching(entry, isServerRendered(entry));
}

/** A browser-rendered page: only the guards run here (closed site, branch site, login). */
async function guardOnly(url: URL, entry: RouteEntry, scope: RequestScope): Promise<RenderResult> {
  const [layout, session] = await Promise.all([loadLayout(), loadSession()]);
  const result = guardRoute({
    entry,
    url,
    webStatus: layout.site.webStatus,
    loggedIn: session.member !== null,
    branch: readBranchSite(scope.cookie),
  });
  const setCookies = result.kind === 'redirect' && result.clearBranch ? branchCookieWrites(null) : [];
  if (result.kind === 'redirect') return { kind: 'redirect', status: 302, location: result.to, setCookies };
  return { kind: 'shell', setCookies };
}

/** Runs the loaders (guards first) for the request, then renders the document as a stream. */
export async function render(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.request.url);
  const publicPage = publicCaching(url.pathname) !== null;
  const client = (fetch: typeof globalThis.fetch, execute: InProcessExecute | undefined) =>
    createGatewayClient({
      endpoint: new URL('/graphql', url).href,
      fetch,
      execute,
      // Nothing of the browser's: no toasts, no navigation; a guard's redirect is an HTTP 302.
      onTokenError: () => undefined,
      navigate: () => undefined,
      showToast: () => undefined,
      currentPath: () => `${url.pathname}${url.search}`,
    });
  const anonymousClient = client(input.anonymousFetch, input.anonymousExecute);
  const scope: RequestScope = {
    cookie: input.request.headers.get('cookie') ?? '',
    memo: new Map(),
    client: publicPage ? anonymousClient : client(input.gatewayFetch, input.gatewayExecute),
    anonymousClient,
    publicPage,
  };
  const language = requestLanguage(url, scope.cookie);
  return languages.run(language, () => scopes.run(scope, async (): Promise<RenderResult> => {
    const matched = matchEntry(url.pathname).entry;
    if (!isServerRendered(matched)) return guardOnly(url, matched, scope);
    const context = await handler.query(input.request);
    // back_index=1 cleared the stored branch site (SPEC §4): expire its cookies in the answer.
    const setCookies = scope.memo.get('clearBranch') ? branchCookieWrites(null) : [];
    if (context instanceof Response) {
      return {
        kind: 'redirect',
        status: context.status,
        location: context.headers.get('location') ?? '/',
        setCookies,
      };
    }
    // The page module of this URL is loaded by its loader; its CSS goes in <head>.
    const { entry } = matchEntry(url.pathname);
    // Real statuses for the guards' pages (SPEC §4): an unknown path, the closed site.
    let status = context.statusCode;
    if (status === 200 && entry.page === 'notFound') status = 404;
    if (status === 200 && entry.page === 'closed') status = 503;
    if (routeTable.includes(entry)) await loadPage(entry);
    const page = input.pageAssets(entry.page);
    const router = createStaticRouter(handler.dataRoutes, context);
    const store = createStore();
    // 关怀模式 is rendered here, so its page never flashes in the normal theme (a shared cache keys on the cookie).
    const care = isCareMode(scope.cookie);

    let shellResolve!: () => void;
    let shellReject!: (error: unknown) => void;
    const shellReady = new Promise<void>((resolve, reject) => {
      shellResolve = resolve;
      shellReject = reject;
    });
    shellReady.catch(() => undefined);
    let allResolve!: () => void;
    const allReady = new Promise<void>((resolve) => (allResolve = resolve));
    let complete = true;
    const nonce = input.nonce || undefined;

    const stream = renderToPipeableStream(
      <html lang={htmlLang(language)}>
        <head>
          {input.head.map((tag, i) => headTag(tag, `h${i}`, input.nonce))}
          {page.css.map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
          {page.js.map((href) => (
            <link key={href} rel="modulepreload" crossOrigin="" href={href} />
          ))}
        </head>
        <body className={themeClassFor(care)}>
          <div id="root">
            <StrictMode>
              <LanguageProvider language={language}>
                <JotaiProvider store={store}>
                  <CareModeProvider initial={care}>
                    <ToastProvider>
                      <StaticRouterProvider router={router} context={context} hydrate={false} />
                    </ToastProvider>
                  </CareModeProvider>
                </JotaiProvider>
              </LanguageProvider>
            </StrictMode>
          </div>
        </body>
      </html>,
      {
        nonce,
        // Every boundary that has rendered is sent inline, none held back as a fallback plus a
        // script that swaps it in (React does so above 12.8 KB): the layout's boundaries around the
        // page and the footer exist for the browser's hydration, not for streaming.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady: () => shellResolve(),
        onShellError: (error) => shellReject(error),
        onAllReady: () => allResolve(),
        onError: (error) => {
          // Errors inside Suspense boundaries: the browser renders those parts instead.
          complete = false;
          console.error('[ssr]', url.pathname, error);
        },
      },
    );
    return {
      kind: 'html',
      status,
      setCookies,
      language: htmlLang(language),
      shellReady,
      allReady,
      complete: () => complete,
      pipe: (out: Writable) => {
        stream.pipe(withHydrationData(context, input.nonce)).pipe(out);
      },
      abort: (reason?: unknown) => stream.abort(reason),
    };
  }));
}
