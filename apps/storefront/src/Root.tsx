import { useEffect, useRef } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRevalidator,
} from 'react-router-dom';
import { joinTitle, pageTitle, useLanguage } from '@mall/i18n';
import { DefaultImagesProvider, useCareMode } from '@mall/ui';
import { matchEntry } from './routes/table';
import { VoucherReminderHost } from './VoucherReminderHost';
import { dropSession, keepLayout, loadSession, revalidateSessionOnly } from './shell';
import { onRefreshSession, useLayout, useRouteFocus, useSession } from '@mall/page-kit';

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
  // A public page's HTML was rendered for nobody: once hydrated it asks for the session alone (the
  // page's own loaders keep their data). For a member the page's loaders then run again, so what is
  // theirs on the page (收藏, 关注) is theirs.
  const session = useSession();
  const layout = useLayout();
  const missing = session === undefined && layout !== undefined;
  useEffect(() => {
    if (layout) keepLayout(layout);
  }, [layout]);
  // Once per hydration (the revalidator changes identity with every navigation state).
  const asked = useRef(false);
  useEffect(() => {
    if (!missing || asked.current) return;
    asked.current = true;
    void (async () => {
      dropSession();
      await revalidateSessionOnly(() => revalidator.revalidate());
      if ((await loadSession()).member !== null) await revalidator.revalidate();
      asked.current = false;
    })();
  }, [missing, revalidator]);
}

export function Root() {
  const title = useDocumentTitle();
  useSessionRefresh();
  useRouteFocus();
  const layout = useLayout();
  // Care mode shows no pop-ups of any kind: the voucher reminder waits on the coupon pages' own notice.
  const care = useCareMode();
  return (
    <DefaultImagesProvider images={layout?.site.defaultImages}>
      <title>{title}</title>
      <Outlet />
      {!care && <VoucherReminderHost />}
      <ScrollRestoration />
    </DefaultImagesProvider>
  );
}
