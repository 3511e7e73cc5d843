import { parseCookie } from 'cookie';
import { currentRequestScope } from './client';

/**
 * The shopper's Cookie header, read the same way on both sides: the request's header while the
 * server renders (its request scope), `document.cookie` in the browser. Whatever reads a cookie
 * (a loader, the header's site switch) reads it here, so a full page load sees what an in-app
 * navigation sees.
 */
export function requestCookieHeader(): string {
  const scope = currentRequestScope();
  if (scope) return scope.cookie;
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** The shopper's cookies by name (see requestCookieHeader), parsed by the `cookie` package. */
export function requestCookies(): Record<string, string | undefined> {
  const header = requestCookieHeader();
  return header ? parseCookie(header) : {};
}

/** One cookie of the shopper (see requestCookieHeader), or undefined. */
export function requestCookie(name: string): string | undefined {
  return requestCookies()[name];
}
