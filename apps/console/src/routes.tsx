// The console's route table: the login page, then the layout (signed-in only) with every console
// lib's pages (their pages.ts), each behind the action it needs; 403 and 404 pages. The libs own the
// pages; this file owns where they hang and who may open them.
import { data, redirect, type RouteObject } from 'react-router-dom';
import { loginPath, pageFitsActor, type ConsolePage } from '@mall/console-kit';
import { consolePages, homePath } from './pages';
import { ensureActor, setActor } from './session';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { RouteError } from './errors/RouteError';
import { ForbiddenPage, NotFoundPage } from './errors/ErrorPages';

/** The layout's loader: who is signed in; nobody → the login page, then back here. */
async function sessionLoader({ request }: { request: Request }) {
  const me = await ensureActor();
  if (!me) {
    setActor(null);
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
  return me;
}

/** A page's route: its module loaded lazily, its loader run only for an actor holding the page's action. */
function pageRoute(page: ConsolePage): RouteObject {
  // Runs beside the layout's loader: it waits for the same `me` answer (nobody: the layout redirects).
  const guard = async () => {
    const actor = await ensureActor();
    if (actor && (!pageFitsActor(page, actor.shopId) || !actor.actions.includes(page.permission))) throw data(page.permission, { status: 403 });
  };
  return {
    path: page.path,
    lazy: async () => {
      const module = await page.lazy();
      const { loader, action } = module;
      return {
        Component: module.Component,
        loader: async (args: Parameters<NonNullable<typeof loader>>[0]) => {
          await guard();
          return loader ? loader(args) : null;
        },
        ...(action
          ? {
              action: async (args: Parameters<NonNullable<typeof action>>[0]) => {
                await guard();
                return action(args);
              },
            }
          : {}),
      };
    },
  };
}

export function consoleRoutes(): RouteObject[] {
  return [
    { path: '/console/login', lazy: async () => ({ Component: (await import('./login/LoginPage')).LoginPage }) },
    {
      path: '/console',
      id: 'console',
      loader: sessionLoader,
      // The actor is read once; a navigation does not ask again (sign-in and logout reload it).
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname === '/console/login' || nextUrl.pathname === '/console/login',
      Component: ConsoleLayout,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              // Nobody signed in: the layout's loader sends them to the login page.
              loader: async () => {
                const actor = await ensureActor();
                return actor ? redirect(homePath(actor.actions, actor.shopId)) : null;
              },
            },
            { path: 'forbidden', Component: ForbiddenPage },
            ...consolePages.map(pageRoute),
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}
