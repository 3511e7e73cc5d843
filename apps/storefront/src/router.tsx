import { createBrowserRouter, redirect, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { CHUNK_LOAD_TIMEOUT_MS } from '@mall/rest-contract/constants';
import { loadLayout as loadLayoutQuery, loadRoot, loadSession, pageShouldRevalidate } from './shell';
import { appStore, branchSiteAtom } from './state';
import { hasInlineParam, matchEntry, notFoundEntry, routeTable, type RouteEntry } from './routes/table';
import { composePage } from './routes/composed';
import { currentRequestScope } from '@mall/gateway-client';
import { readBranchSite } from './cookies';
import { Root } from './Root';
import { LayoutSwitch, loadLayout } from './layouts/LayoutSwitch';
import { RootFallback, RouteError } from '@mall/content/status';
import { type RouteModule, notFound, ROOT_ROUTE_ID } from '@mall/page-kit';

/** Rejects a chunk import that hangs longer than CHUNK_LOAD_TIMEOUT_MS (SPEC §8). */
export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(Object.assign(new Error('ChunkLoadError'), { name: 'ChunkLoadError' })), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const loadedModules = new Map<RouteEntry['page'], RouteModule>();
const loadingModules = new Map<RouteEntry['page'], Promise<RouteModule>>();

/**
 * Every page's import function, a chunk of its own: with every page's file and stylesheet names it
 * is ≈5 KB gzip, which a server-rendered page does not need before the shopper's first navigation
 * (its own module comes from the address the server preloaded, see main.tsx).
 */
let pageModules: Promise<typeof import('./routes/pages').pageModules> | undefined;
function importPage(page: RouteEntry['page']): Promise<RouteModule> {
  pageModules ??= import('./routes/pages').then(
    (m) => m.pageModules,
    (error: unknown) => {
      pageModules = undefined;
      throw error;
    },
  );
  return pageModules.then((modules) => modules[page]());
}

/**
 * The page's module (with its layout's code), loaded once and composed (composed.tsx); `from` is the
 * module's address when the page knows it already (the chunk a server-rendered page preloads).
 */
export function loadPage(entry: RouteEntry, from?: string): Promise<RouteModule> {
  let loading = loadingModules.get(entry.page);
  if (!loading) {
    const page = from
      ? (import(/* @vite-ignore */ from) as Promise<Partial<RouteModule>>).then((mod) =>
          mod.Component ? (mod as RouteModule) : importPage(entry.page),
        )
      : importPage(entry.page);
    loading = withTimeout(Promise.all([page, loadLayout(entry.layout)])).then(([mod]) => {
      const composed = composePage(entry.page, mod);
      loadedModules.set(entry.page, composed);
      return composed;
    });
    // A failed load is tried again at the next navigation.
    loading.catch(() => loadingModules.delete(entry.page));
    loadingModules.set(entry.page, loading);
  }
  return loading;
}

/** A page's own "not found" view (its module's `NotFound`, e.g. 商品不存在或已下架) for RouteError. */
function notFoundFor(pathname: string) {
  return loadedModules.get(matchEntry(pathname).entry.page)?.NotFound;
}

/**
 * Guards (SPEC §4) then the page's own loader. Used by every route. The guards' code is a chunk of its
 * own: a server-rendered page runs no loader in the browser before the shopper's first navigation.
 */
async function guardedLoad(args: LoaderFunctionArgs, entry: RouteEntry, mod: RouteModule): Promise<unknown> {
  const [layout, session, { guardRoute }] = await Promise.all([
    loadLayoutQuery(),
    loadSession(),
    import('./routes/guards'),
  ]);
  const scope = currentRequestScope();
  const url = new URL(args.request.url);
  const result = guardRoute({
    entry,
    url,
    webStatus: layout.site.webStatus,
    loggedIn: session.member !== null,
    branch: scope ? readBranchSite(scope.cookie) : appStore.get(branchSiteAtom),
  });
  if (result.kind === 'redirect') {
    // On the server the render answers Set-Cookie headers that expire them (entry-server.tsx).
    if (result.clearBranch) {
      if (scope) scope.memo.set('clearBranch', true);
      else appStore.set(branchSiteAtom, null);
    }
    throw redirect(result.to);
  }
  return mod.loader ? mod.loader({ ...args, layout, session, entry }) : null;
}

/** A route whose entries carry the id inside a segment: one per parent path (see table.ts). */
function dispatcherRoute(parent: string, entries: RouteEntry[]): RouteObject {
  const allowed = new Set(entries);
  function Dispatched() {
    const { entry } = matchEntry(useLocation().pathname);
    const Page = loadedModules.get(entry.page)?.Component;
    return Page ? <Page /> : null;
  }
  return {
    path: `${parent}:slug`,
    errorElement: <RouteError notFoundFor={notFoundFor} />,
    shouldRevalidate: pageShouldRevalidate,
    async loader(args) {
      const url = new URL(args.request.url);
      const { entry, params } = matchEntry(url.pathname);
      if (!allowed.has(entry)) {
        // Still guard (closed site) before answering 404.
        await guardedLoad(args, notFoundEntry, await loadPage(notFoundEntry));
        notFound();
      }
      const mod = await loadPage(entry);
      return guardedLoad({ ...args, params: { ...args.params, ...params } }, entry, mod);
    },
    Component: Dispatched,
  };
}

function staticRoute(entry: RouteEntry): RouteObject {
  return {
    path: entry.path,
    errorElement: <RouteError notFoundFor={notFoundFor} />,
    shouldRevalidate: pageShouldRevalidate,
    async lazy() {
      const mod = await loadPage(entry);
      return {
        loader: (args: LoaderFunctionArgs) => guardedLoad(args, entry, mod),
        Component: mod.Component,
      };
    },
  };
}

/** React Router objects built from the route table. */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = [];
  const groups = new Map<string, RouteEntry[]>();
  for (const entry of routeTable) {
    if (hasInlineParam(entry.path)) {
      const parent = entry.path.slice(0, entry.path.lastIndexOf('/') + 1);
      groups.set(parent, [...(groups.get(parent) ?? []), entry]);
    } else {
      children.push(staticRoute(entry));
    }
  }
  for (const [parent, entries] of groups) children.push(dispatcherRoute(parent, entries));
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      // Both parts cached: a navigation or a revalidation costs no request; refreshSession() (login,
      // logout, profile, cart, a token error) drops the session alone.
      loader: () => loadRoot(),
      element: <Root />,
      hydrateFallbackElement: <RootFallback />,
      errorElement: <RouteError root notFoundFor={notFoundFor} />,
      children: [{ element: <LayoutSwitch />, errorElement: <RouteError notFoundFor={notFoundFor} />, children }],
    },
  ];
}

/**
 * The browser's router. After a server render it starts from what the server's loaders returned
 * (window.__staticRouterHydrationData, read by React Router): no refetch. See main.tsx.
 */
export function createAppRouter(opts: { routes?: RouteObject[] } = {}) {
  return createBrowserRouter(opts.routes ?? buildRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
