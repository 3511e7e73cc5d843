// The contract between the console app's route table and each console lib's pages.ts (ARCHITECTURE
// §2): a lib lists its pages with the action each needs and its side-menu entry; the app builds the
// routes, the menu (filtered by the actor's actions) and the guards. mall-api checks the same actions
// on every call; hiding a page is only a courtesy.
import type { ComponentType } from 'react';
import { data, redirect, type ActionFunction, type LoaderFunction } from 'react-router-dom';
import type { ConsoleAction } from '@mall/rest-contract/console-permissions';
import { ConsoleRequestError } from './client';

export interface ConsoleRouteModule {
  loader?: LoaderFunction;
  action?: ActionFunction;
  Component: ComponentType;
}

export type MenuGroup = 'dashboard' | 'review' | 'content' | 'members' | 'settings' | 'system';

export interface ConsolePage {
  /** Path under /console/, without a leading slash: 'review/payments'. */
  path: string;
  /** The action the actor's role must hold to open the page (and the calls it makes). */
  permission: ConsoleAction;
  /** The side menu's entry; a page without one is reached by links only (a detail page). */
  menu?: { group: MenuGroup; /** An i18n key, e.g. 'console.menu.accounts'. */ label: string; order?: number };
  lazy: () => Promise<ConsoleRouteModule>;
}

/** The login page's path with the place to come back to. */
export const loginPath = (back?: string) => `/console/login${back ? `?redirect=${encodeURIComponent(back)}` : ''}`;

/**
 * Wraps a console loader or action: an ended session goes to the login page (then back here), a
 * refused permission answers 403 (the route's error element shows the 403 page), any other refusal
 * is thrown on with mall-api's message.
 */
export function consoleRoute<A extends { request: Request }, R>(run: (args: A) => Promise<R>): (args: A) => Promise<R> {
  return async (args) => {
    try {
      return await run(args);
    } catch (error) {
      if (error instanceof ConsoleRequestError) {
        const url = new URL(args.request.url);
        if (error.code === 'TOKEN_ERROR') throw redirect(loginPath(url.pathname + url.search));
        if (error.code === 'FORBIDDEN') throw data(error.message, { status: 403 });
      }
      throw error;
    }
  };
}
