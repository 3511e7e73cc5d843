// Every console lib's pages (their pages.ts), composed here once for the route table, the menu and
// the landing page. A new console lib adds its `consolePages` to the list.
import { consolePages as accessPages } from '@mall/console-access/pages';
import { consolePages as contentPages } from '@mall/console-content/pages';
import { consolePages as membersPages } from '@mall/console-members/pages';
import { consolePages as reviewPages } from '@mall/console-review/pages';
import { consolePages as settingsPages } from '@mall/console-settings/pages';
import type { ConsolePage } from '@mall/console-kit';

export const consolePages: readonly ConsolePage[] = [...accessPages, ...reviewPages, ...contentPages, ...membersPages, ...settingsPages];

/** The first page the actor may open (the landing page after sign-in). */
export function homePath(actions: readonly string[]): string {
  const page = consolePages.find((p) => p.menu && actions.includes(p.permission));
  return page ? `/console/${page.path}` : '/console/forbidden';
}
