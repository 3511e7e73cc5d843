// Every console lib's pages (their pages.ts), composed here once for the route table, the menu and
// the landing page. A new console lib adds its `consolePages` to the list.
import { consolePages as accessPages } from '@mall/console-access/pages';
import { consolePages as campaignsPages } from '@mall/console-campaigns/pages';
import { consolePages as contentPages } from '@mall/console-content/pages';
import { consolePages as microPages } from '@mall/console-pages/pages';
import { consolePages as sitesPages } from '@mall/console-sites/pages';
import { consolePages as membersPages } from '@mall/console-members/pages';
import { consolePages as reviewPages } from '@mall/console-review/pages';
import { consolePages as settingsPages } from '@mall/console-settings/pages';
import { consolePages as shopOrdersPages } from '@mall/console-shop-orders/pages';
import { consolePages as shopGoodsPages } from '@mall/console-shop-goods/pages';
import { consolePages as shopServicePages } from '@mall/console-shop-service/pages';
import { pageFitsActor, type ConsolePage } from '@mall/console-kit';

// The shop libs first: a shop account's first page is its 店铺概况 (shop pages of the review and
// campaigns libs, such as 售后 and 活动报名, come after it); platform accounts never see shop pages.
export const consolePages: readonly ConsolePage[] = [...shopOrdersPages, ...shopGoodsPages, ...shopServicePages, ...accessPages, ...reviewPages, ...contentPages, ...microPages, ...sitesPages, ...campaignsPages, ...membersPages, ...settingsPages];

/**
 * The landing page after sign-in: a page the actor may open that names itself their home (homeFor),
 * else the first menu page they may open; a shop account's are its shop's.
 */
export function homePath(actions: readonly string[], shopId: number | null = null): string {
  const opens = (p: ConsolePage) => pageFitsActor(p, shopId) && actions.includes(p.permission);
  const page = consolePages.find((p) => p.homeFor?.(actions) && opens(p)) ?? consolePages.find((p) => p.menu && opens(p));
  return page ? `/console/${page.path}` : '/console/forbidden';
}
