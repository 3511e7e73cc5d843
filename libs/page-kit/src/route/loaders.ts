// What the page libs' loaders share (ARCHITECTURE §2): a member page's load is force-login (a token
// error goes to /login?redirect=…) and silent (the page shows its own error state, no toast), a
// missing entity is a 404 for the route's error element, and query parameters are read strictly.
// Through the package entry (not ./client), so a test that mocks @mall/gateway-client's gql mocks
// these loads too.
import { gql, isGatewayError, type TypedDocumentString } from '@mall/gateway-client';

/** A member page's load: force-login, silent, aborted with the navigation. */
export function load<R, V>(document: TypedDocumentString<R, V>, variables: V, request: Request): Promise<R> {
  return gql(document, variables, { forceLogin: true, silent: true, signal: request.signal });
}

/** A 404 for a missing (or another member's) entity; the route's error element renders it. */
export function notFound(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

/** A positive integer query parameter (at most 9 digits), or null. */
export function intParam(source: Request | URL, name: string): number | null {
  const url = source instanceof URL ? source : new URL(source.url);
  const raw = url.searchParams.get(name);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** The page number of `?page=`, default 1. */
export function pageParam(request: Request): number {
  return intParam(request, 'page') ?? 1;
}

/** The message to show for a failed call: the gateway's own, or `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return isGatewayError(error) ? error.message : fallback;
}
