import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useRouteLoaderData } from 'react-router-dom';
import { pageTitle } from '@mall/i18n';
import { DefaultImagesProvider } from '@mall/ui';
import { matchEntry } from './routes/table';
import type { Shell } from './shell';

/** The shell data of the root route (site, nav, member, cart …); undefined only in error states. */
export function useShell(): Shell | undefined {
  return useRouteLoaderData('root') as Shell | undefined;
}

/** document.title = "<page title> - <site title>" on every navigation (SPEC §1). */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const siteTitle = useShell()?.site.title;
  useEffect(() => {
    document.title = pageTitle(matchEntry(pathname).entry.titleKey, siteTitle);
  }, [pathname, siteTitle]);
}

export function Root() {
  useDocumentTitle();
  const shell = useShell();
  return (
    <DefaultImagesProvider images={shell?.site.defaultImages}>
      <Outlet />
      <ScrollRestoration />
    </DefaultImagesProvider>
  );
}
