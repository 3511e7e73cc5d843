import { useEffect } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRevalidator,
} from 'react-router-dom';
import { joinTitle, pageTitle, useLanguage } from '@mall/i18n';
import { DefaultImagesProvider } from '@mall/ui';
import { matchEntry } from './routes/table';
import { VoucherReminderHost } from './VoucherReminderHost';
import { dropSession } from './shell';
import { onRefreshSession, refreshSession, useLayout, useSession } from '@mall/page-kit';

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
  const siteTitle = useLayout()?.site.title;
  const dataTitle = useDataTitle();
  // Subscribes to the 中文 / English switch: the title is rendered again in the new language.
  useLanguage();
  return dataTitle ? joinTitle(dataTitle, siteTitle) : pageTitle(matchEntry(pathname).entry.titleKey, siteTitle);
}

/**
 * The one session refresh (page-kit's refreshSession()): after a write that changes the header, the
 * Session query alone is fetched again and the page revalidated; the layout stays.
 */
function useSessionRefresh(): void {
  const revalidator = useRevalidator();
  useEffect(
    () =>
      onRefreshSession(async () => {
        dropSession();
        await revalidator.revalidate();
      }),
    [revalidator],
  );
  // A page whose HTML was rendered without the session (public pages) asks for it once hydrated.
  const session = useSession();
  const layout = useLayout();
  const missing = session === undefined && layout !== undefined;
  useEffect(() => {
    if (missing) void refreshSession();
  }, [missing]);
}

export function Root() {
  const title = useDocumentTitle();
  useSessionRefresh();
  const layout = useLayout();
  return (
    <DefaultImagesProvider images={layout?.site.defaultImages}>
      <title>{title}</title>
      <Outlet />
      <VoucherReminderHost />
      <ScrollRestoration />
    </DefaultImagesProvider>
  );
}
