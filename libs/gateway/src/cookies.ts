import { parseCookie } from 'cookie';
import { COOKIE_LIFETIME_DAYS } from '@mall/rest-contract';

/** The HttpOnly session cookie holding mall-api's token (ARCHITECTURE §4). Browser code never reads it. */
export const TOKEN_COOKIE = 'mall_token';
/** Ordinary cookies with the branch-site choice, forwarded in the REST body (ARCHITECTURE §4). */
export const SITE_COOKIES = ['website_id', 'website_type', 'source_type'] as const;

const DAY_SECONDS = 86_400;

/**
 * Parses a Cookie request header with the `cookie` package (the one parser of every server entry): a
 * malformed pair is skipped, a value that is not valid percent-encoding is kept as written.
 */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const [name, value] of Object.entries(parseCookie(header))) if (value !== undefined) cookies.set(name, value);
  return cookies;
}

export interface TokenCookieOptions {
  /** Add `Secure` (the site is served over https). */
  secure: boolean;
}

/**
 * Set-Cookie for a fresh token. Lifetime: the auto-login days, at most COOKIE_LIFETIME_DAYS (§9);
 * 0 (or less) makes a session cookie that ends with the browser.
 */
export function tokenCookie(token: string, autoLoginDays: number, options: TokenCookieOptions): string {
  const days = Math.min(Math.max(Math.trunc(autoLoginDays) || 0, 0), COOKIE_LIFETIME_DAYS);
  const parts = [`${TOKEN_COOKIE}=${encodeURIComponent(token)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (days > 0) parts.push(`Max-Age=${days * DAY_SECONDS}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Set-Cookie that removes the token cookie. */
export function clearTokenCookie(options: TokenCookieOptions): string {
  const parts = [
    `${TOKEN_COOKIE}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
