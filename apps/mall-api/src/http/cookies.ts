// Reading the Cookie header: one parser (the `cookie` package) for every mall-api entry. A malformed
// pair or an undecodable `%` is skipped or kept as written, never thrown.
import { parseCookie } from 'cookie';

/** The member's session cookie (storefront-server sets it HttpOnly; ARCHITECTURE §4). */
export const SESSION_COOKIE = 'mall_token';

/** The named cookie's value from a Cookie header; undefined when missing or empty. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parseCookie(header)[name] || undefined;
}

/** The mall_token cookie's value from a Cookie header. */
export const tokenFromCookie = (header: string | undefined) => cookieValue(header, SESSION_COOKIE);
