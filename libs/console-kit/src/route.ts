// The contract between the console app's route table and each console lib's pages.ts (ARCHITECTURE
// §2): a lib lists its pages with the action each needs and its side-menu entry; the app builds the
// routes, the menu (filtered by the actor's actions) and the guards. mall-api checks the same actions
// on every call; hiding a page is only a courtesy.
import type { ComponentType } from 'react';
import { data, redirect, type ActionFunction, type LoaderFunction } from 'react-router-dom';
import type { ConsoleAction } from '@mall/rest-contract/console-permissions';
import type { Message } from '@mall/i18n';
import { ConsoleRequestError } from './client';

export interface ConsoleRouteModule {
  loader?: LoaderFunction;
  action?: ActionFunction;
  Component: ComponentType;
}

/** The platform's side-menu groups, in menu order. */
export const PLATFORM_MENU_GROUPS = ['dashboard', 'review', 'orders', 'content', 'campaigns', 'members', 'settings', 'system'] as const;
/** A shop account's side-menu groups (店铺概况 / 客服 / 商品 / 订单 / 核销 / 售后 / 店铺 / 数据), in menu order. */
export const SHOP_MENU_GROUPS = ['shopHome', 'shopService', 'shopGoods', 'shopOrders', 'shopVerify', 'shopAfterSale', 'shopManage', 'shopStats'] as const;
export type MenuGroup = (typeof PLATFORM_MENU_GROUPS)[number] | (typeof SHOP_MENU_GROUPS)[number];

/** Who a page is for: the platform's accounts (the default) or a shop's staff (its own shop only). */
export type PageScope = 'platform' | 'shop';

export interface ConsolePage {
  /** Path under /console/, without a leading slash: 'review/payments'. */
  path: string;
  /** The action the actor's role must hold to open the page (and the calls it makes). */
  permission: ConsoleAction;
  /** 'shop': listed and opened for shop accounts only; otherwise for platform accounts only. */
  scope?: PageScope;
  /** The side menu's entry; a page without one is reached by links only (a detail page). */
  menu?: { group: MenuGroup; /** The entry's text, a message kept as data: `m['console.menu.accounts']` (not called). */ label: Message; order?: number };
  /**
   * The landing page after sign-in of an actor with these actions, before the first menu page (the
   * 客服工作台 for a 客服, who keeps no goods). Asked only of pages the actor may open.
   */
  homeFor?: (actions: readonly string[]) => boolean;
  lazy: () => Promise<ConsoleRouteModule>;
}

/** Whether an actor (its shop id: null for platform accounts) may see and open the page at all. */
export const pageFitsActor = (page: Pick<ConsolePage, 'scope'>, shopId: number | null | undefined): boolean =>
  (page.scope ?? 'platform') === (shopId == null ? 'platform' : 'shop');

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
