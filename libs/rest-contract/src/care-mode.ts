import { parseCookie } from 'cookie';
import { COOKIE_LIFETIME_DAYS } from './constants';

/**
 * 关怀模式 (care mode): larger text, a high-contrast theme and a simpler home. The choice lives in an
 * ordinary cookie, like the language, because the server renders it (no flash of the normal theme),
 * so a shared page cache must keep the two variants apart: its key reads isCareMode() too.
 */
export const CARE_COOKIE = 'mall_care';
/** The one value that means "on"; anything else (or no cookie) is the normal mode. */
export const CARE_COOKIE_ON = '1';

/** Whether a Cookie header (server) or document.cookie (browser) asks for care mode. */
export function isCareMode(cookie: string | undefined | null): boolean {
  if (!cookie || !cookie.includes(CARE_COOKIE)) return false;
  return parseCookie(cookie)[CARE_COOKIE] === CARE_COOKIE_ON;
}

/** The document.cookie / Set-Cookie string that remembers the choice for COOKIE_LIFETIME_DAYS. */
export function careModeCookie(on: boolean): string {
  return `${CARE_COOKIE}=${on ? CARE_COOKIE_ON : '0'}; path=/; max-age=${COOKIE_LIFETIME_DAYS * 24 * 60 * 60}; SameSite=Lax`;
}
