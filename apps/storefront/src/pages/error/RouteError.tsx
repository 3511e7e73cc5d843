import { Suspense } from 'react';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { Spinner } from '@mall/ui';
import { useT } from '@mall/i18n';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { NotFound } from '../../components/NotFound/NotFound';
import { matchEntry } from '../../routes/table';
import { notFoundPages } from '../../routes/pages';

/** True for a failed lazy route chunk (our timeout or the browser's dynamic import failure). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /ChunkLoadError|dynamically imported module|Importing a module script/i.test(`${error.name} ${error.message}`)
  );
}

/**
 * The errorElement of every route: a 404 response shows the page's own not-found view
 * (routes/pages.ts notFoundPages) or the 404 page; a chunk that failed to load
 * asks for a reload; anything else shows the message with retry and home links.
 */
export function RouteError({ root = false }: { root?: boolean }) {
  const error = useRouteError();
  const t = useT();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    // A page may have its own "not found" view (e.g. 商品不存在或已下架); else the 404 page.
    const Own = notFoundPages[matchEntry(pathname).entry.page];
    if (Own) {
      return (
        <Suspense fallback={<Spinner />}>
          <Own />
        </Suspense>
      );
    }
    return <NotFound path={pathname} />;
  }
  const message = isChunkLoadError(error)
    ? t('error.chunkLoad')
    : error instanceof Error
      ? error.message
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : t('error.unknown');
  return (
    <ErrorState
      message={message}
      onRetry={() => window.location.reload()}
      // The root error has no layout around it; a full load starts the app afresh.
      homeLink={root ? <a href="/">{t('common.backHome')}</a> : <Link to="/">{t('common.backHome')}</Link>}
    />
  );
}
