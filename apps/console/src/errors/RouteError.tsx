import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { AlertText } from '@mall/page-kit';
import { ForbiddenPage, NotFoundPage } from './ErrorPages';

/** A route's failure: 403 and 404 as their pages, anything else as its message (mall-api's, in Chinese). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <ForbiddenPage />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = error instanceof Error ? error.message : isRouteErrorResponse(error) ? String(error.data) : String(error);
  return <AlertText message={message} />;
}
