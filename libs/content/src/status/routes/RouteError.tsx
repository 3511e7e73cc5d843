import { Suspense, type ComponentType } from 'react';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { Spinner } from '@mall/ui';
import { m } from '@mall/i18n';
import { ErrorState } from '../components/ErrorState/ErrorState';
import { NotFound } from '../components/NotFound/NotFound';

/** True for a failed lazy route chunk (our timeout or the browser's dynamic import failure). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /ChunkLoadError|dynamically imported module|Importing a module script/i.test(`${error.name} ${error.message}`)
  );
}

/** A refused loader said in words (never the raw "503 Service Unavailable"). */
function statusMessage(status: number): string {
  if (status === 401 || status === 403) return m['error.forbidden']();
  if (status === 429) return m['error.tooMany']();
  if (status >= 400 && status < 500) return m['error.badRequest']();
  return m['error.server']();
}

export interface RouteErrorProps {
  /** The error element of the root route (no layout around it: links load the app afresh). */
  root?: boolean;
  /**
   * The page's own "not found" view for a path (its route module's `NotFound`, e.g.
   * 商品不存在或已下架), which the app's router knows; undefined shows the 404 page.
   */
  notFoundFor?: (pathname: string) => ComponentType | undefined;
}

/**
 * The errorElement of every route: a 404 response shows the page's own not-found view
 * (its RouteModule's `NotFound`) or the 404 page; a chunk that failed to load
 * asks for a reload; anything else shows the message with retry and home links.
 */
export function RouteError({ root = false, notFoundFor }: RouteErrorProps) {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    // A page may have its own "not found" view (e.g. 商品不存在或已下架); else the 404 page.
    const Own = notFoundFor?.(pathname);
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
    ? m['error.chunkLoad']()
    : error instanceof Error
      ? error.message
      : isRouteErrorResponse(error)
        ? statusMessage(error.status)
        : m['error.unknown']();
  return (
    <ErrorState
      message={message}
      onRetry={() => window.location.reload()}
      // The root error has no layout around it; a full load starts the app afresh.
      homeLink={root ? <a href="/">{m['common.backHome']()}</a> : <Link to="/">{m['common.backHome']()}</Link>}
    />
  );
}
