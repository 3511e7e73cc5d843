// What every console resolver gets: the console REST client and the session cookies to set or clear.
// Only the console's cookies are read here; the shopper's `mall_token` is never forwarded.
import { CONSOLE_CSRF_COOKIE, CONSOLE_CSRF_HEADER, CONSOLE_SESSION_COOKIE } from '@mall/rest-contract';
import { parseCookieHeader } from '../cookies';
import { createConsoleClient, type ConsoleClient, type ConsoleClientOptions } from './client';

export interface ConsoleContext {
  console: ConsoleClient;
  /** Stores a fresh session (sign-in): the HttpOnly token cookie and the readable CSRF cookie. */
  startSession(token: string, csrfToken: string): void;
  /** Clears both cookies (logout, an ended session). */
  endSession(): void;
  readonly setCookies: readonly string[];
}

/** `Path=/console; SameSite=Strict`, HttpOnly for the token; session cookies (the server ends them after 12 h). */
export function consoleCookie(name: string, value: string, options: { httpOnly: boolean; secure: boolean; clear?: boolean }): string {
  const parts = [`${name}=${options.clear ? '' : encodeURIComponent(value)}`, 'Path=/console', 'SameSite=Strict'];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.clear) parts.push('Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function createConsoleContext(request: Request, options: Omit<ConsoleClientOptions, 'token' | 'csrf' | 'onTokenError'> & { secureCookies?: boolean }): ConsoleContext {
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  const secure = options.secureCookies ?? new URL(request.url).protocol === 'https:';
  let token = cookies.get(CONSOLE_SESSION_COOKIE) || null;
  let csrf = request.headers.get(CONSOLE_CSRF_HEADER);
  const setCookies: string[] = [];
  let cleared = false;
  const endSession = () => {
    if (cleared || (token === null && !cookies.has(CONSOLE_SESSION_COOKIE))) return;
    cleared = true;
    token = null;
    setCookies.push(consoleCookie(CONSOLE_SESSION_COOKIE, '', { httpOnly: true, secure, clear: true }), consoleCookie(CONSOLE_CSRF_COOKIE, '', { httpOnly: false, secure, clear: true }));
  };
  return {
    console: createConsoleClient({ ...options, token: () => token, csrf: () => csrf, onTokenError: endSession }),
    startSession(next, nextCsrf) {
      token = next;
      csrf = nextCsrf;
      cleared = false;
      setCookies.push(consoleCookie(CONSOLE_SESSION_COOKIE, next, { httpOnly: true, secure }), consoleCookie(CONSOLE_CSRF_COOKIE, nextCsrf, { httpOnly: false, secure }));
    },
    endSession,
    setCookies,
  };
}
