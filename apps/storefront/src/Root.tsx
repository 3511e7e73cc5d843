import { useEffect } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRevalidator,
} from 'react-router-dom';
import { cartEvents } from '@mall/cart/pages';
import { joinTitle, pageTitle, useLanguage } from '@mall/i18n';
import { DefaultImagesProvider } from '@mall/ui';
import { matchEntry } from './routes/table';
import { VoucherReminderHost } from './VoucherReminderHost';
import { invalidateShell } from './shell';
import { useShell } from '@mall/page-kit';

/** The shell data of the root route (site, nav, member, cart …); undefined only in error states. */
export { useShell };

/** A page title that is data (a goods name): the `documentTitle` a page's loader may return. */
function useDataTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].loaderData as { documentTitle?: unknown } | null | undefined;
    if (data && typeof data === 'object' && typeof data.documentTitle === 'string') return data.documentTitle;
  }
  return undefined;
}

/**
 * "<page title> - <site title>" (SPEC §1). The page title is the route table's, or a loader's
 * `documentTitle` (e.g. the goods name of /sku-{id}). Rendered as React 19's hoisted `<title>`, so the
 * server's first HTML has it in <head> and the browser keeps it current on every navigation.
 */
export function useDocumentTitle(): string {
  const { pathname } = useLocation();
  const siteTitle = useShell()?.site.title;
  const dataTitle = useDataTitle();
  // Subscribes to the 中文 / English switch: the title is rendered again in the new language.
  useLanguage();
  return dataTitle ? joinTitle(dataTitle, siteTitle) : pageTitle(matchEntry(pathname).entry.titleKey, siteTitle);
}

/** A cart or checkout page changed the cart: refetch the shell so the header count follows. */
function useCartEventsRefreshShell(): void {
  const revalidator = useRevalidator();
  useEffect(
    () =>
      cartEvents.subscribe(() => {
        invalidateShell();
        void revalidator.revalidate();
      }),
    [revalidator],
  );
}

export function Root() {
  const title = useDocumentTitle();
  useCartEventsRefreshShell();
  const shell = useShell();
  return (
    <DefaultImagesProvider images={shell?.site.defaultImages}>
      <title>{title}</title>
      <Outlet />
      <VoucherReminderHost />
      <ScrollRestoration />
    </DefaultImagesProvider>
  );
}
