import { parseCookie } from 'cookie';
import { COOKIE_LIFETIME_DAYS } from '@mall/rest-contract/constants';
import type { BranchSite } from './routes/guards';

/**
 * Branch-site cookies (ARCHITECTURE §4): ordinary cookies, because the client redirects of
 * SPEC §4 need them and the gateway forwards them in the REST body.
 */
export const BRANCH_COOKIES = {
  websiteId: 'website_id',
  websiteType: 'website_type',
  sourceType: 'source_type',
  /** The site-type flag of SPEC §4 (1 → /citylist, 2 → /special). */
  siteTypeFlag: 'site_type_flag',
} as const;

/** The cookies of a Cookie header or document.cookie, by the one parser (`cookie`). */
export function parseCookies(cookie: string): Record<string, string | undefined> {
  return parseCookie(cookie);
}

function int(value: string | undefined): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : 0;
}

/** The stored branch site, or null when none is stored. */
export function readBranchSite(cookie: string): BranchSite | null {
  const c = parseCookies(cookie);
  const websiteId = int(c[BRANCH_COOKIES.websiteId]);
  if (!websiteId) return null;
  return {
    websiteId,
    websiteType: int(c[BRANCH_COOKIES.websiteType]),
    siteTypeFlag: int(c[BRANCH_COOKIES.siteTypeFlag]),
  };
}

/** Cookie strings that store (or, for null, expire) the branch site. */
export function branchCookieWrites(site: BranchSite | null): string[] {
  const maxAge = site ? COOKIE_LIFETIME_DAYS * 24 * 60 * 60 : 0;
  const attrs = `; path=/; max-age=${maxAge}; SameSite=Lax`;
  const values: [string, string][] = [
    [BRANCH_COOKIES.websiteId, site ? String(site.websiteId) : ''],
    [BRANCH_COOKIES.websiteType, site ? String(site.websiteType) : ''],
    [BRANCH_COOKIES.siteTypeFlag, site ? String(site.siteTypeFlag) : ''],
  ];
  const writes = values.map(([k, v]) => `${k}=${encodeURIComponent(v)}${attrs}`);
  if (!site) writes.push(`${BRANCH_COOKIES.sourceType}=${attrs}`);
  return writes;
}

/** SPEC §4 header rule: a sub-site with website_type above 1 hides the category navigation. */
export function hidesCategoryNav(site: BranchSite | null): boolean {
  return !!site && site.websiteType > 1;
}
