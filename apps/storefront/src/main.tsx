import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider as JotaiProvider } from 'jotai';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { LanguageProvider, languageReady } from '@mall/i18n';
import { isCareMode } from '@mall/rest-contract/care-mode';
import { CareModeProvider, themeClassFor, ToastProvider } from '@mall/ui';
import { buildRoutes, createAppRouter, loadPage } from './router';
import { matchEntry } from './routes/table';
import { setupGateway } from './gateway';
import { appStore } from './state';
import { setupHomeBlocks } from './homeBlocks';

setupHomeBlocks();
// The server rendered the body in the remembered mode already; a client-rendered page gets it here,
// before its first render.
const careMode = isCareMode(document.cookie);
document.body.classList.add(themeClassFor(careMode));

/** Set by the server render (entry-server.tsx): what its loaders returned for this URL. */
const serverRendered = '__staticRouterHydrationData' in window;

/**
 * The chunk of the page the server rendered: the last module it preloads (the page's chunk comes
 * after the chunks it imports, ssr-assets-plugin.ts), so hydration does not wait for the map of
 * every page's chunk (router.tsx, importPage).
 */
function renderedPageChunk(): string | undefined {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]');
  const last = links[links.length - 1]?.href;
  // A page's chunk is a `c-<hash>` file (vite.config.ts); else (no page preloaded) the map is asked.
  return last && /\/c-[^/]+\.js$/.test(last) ? last : undefined;
}

/**
 * Before hydrating, the code of the routes the server rendered must be here: a lazy route (or the
 * dispatched page of /sku-{id}) still loading would render nothing and mismatch the server's HTML.
 */
async function loadMatchedRoutes(routes: ReturnType<typeof buildRoutes>): Promise<void> {
  // First, so that the matched lazy route below takes the same module.
  const page = loadPage(matchEntry(window.location.pathname).entry, renderedPageChunk());
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
  await Promise.all([
    ...lazy.map(async (m) => {
      const loaded = await (m.route.lazy as () => Promise<Record<string, unknown>>)();
      Object.assign(m.route, { ...loaded, lazy: undefined });
    }),
    page,
  ]);
}

/**
 * Deferred loader values the server could not settle (see entry-server.tsx) are rejected promises
 * again, so their <Await> shows its error state as it would have without server rendering.
 */
function restoreDeferredErrors(): void {
  const data = (window as { __staticRouterHydrationData?: { loaderData?: Record<string, unknown> } })
    .__staticRouterHydrationData;
  for (const routeData of Object.values(data?.loaderData ?? {})) {
    if (!routeData || typeof routeData !== 'object') continue;
    const record = routeData as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (value && typeof value === 'object' && '__deferredError' in value) {
        const rejected = Promise.reject(new Error(String((value as { __deferredError: unknown }).__deferredError)));
        rejected.catch(() => undefined);
        record[key] = rejected;
      }
    }
  }
}

async function start(): Promise<void> {
  const routes = buildRoutes();
  // The page speaks the request's language from the start (@mall/i18n reads the address and the
  // cookie as the server did), so hydration renders the server's text; English is fetched first.
  const language = languageReady();
  if (serverRendered) {
    restoreDeferredErrors();
    await loadMatchedRoutes(routes);
  }
  await language;
  // createBrowserRouter reads window.__staticRouterHydrationData itself: no loader runs again.
  const router = createAppRouter({ routes });
  setupGateway(router);
  const app = (
    <StrictMode>
      <LanguageProvider>
        <JotaiProvider store={appStore}>
          <CareModeProvider initial={careMode}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </CareModeProvider>
        </JotaiProvider>
      </LanguageProvider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (serverRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
