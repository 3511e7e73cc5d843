import type { RouteEntry } from './table';

/**
 * The route guards of SPEC §4 as pure functions, so they are tested without a router.
 * The route loaders (router.tsx) call `guardRoute` before loading any page data.
 */

export interface BranchSite {
  websiteId: number;
  websiteType: number;
  /** The site-type flag: 1 → city list, 2 → special page; anything else means no branch mode. */
  siteTypeFlag: number;
}

export interface GuardInput {
  entry: RouteEntry;
  /** The full requested URL (path + query) as a URL object. */
  url: URL;
  webStatus: boolean;
  loggedIn: boolean;
  branch: BranchSite | null;
}

export type GuardResult =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; clearBranch?: boolean };

const ALLOW: GuardResult = { kind: 'allow' };

/** Paths a stored branch site sends elsewhere (SPEC §4 branch-site mode). */
export const BRANCH_REDIRECT_PATHS: readonly string[] = [
  '/',
  '/index',
  '/promotion/special',
  '/promotion/optimalfarmers',
];

/** `/login?redirect=<full path incl. query>` */
export function loginPath(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

/** The redirect target after login (same-site relative paths only): shared with the auth pages. */
export { safeRedirect } from '@mall/page-kit';

/** Where a stored branch site sends `pathname`, or null (SPEC §4). */
export function branchRedirect(pathname: string, branch: BranchSite | null): string | null {
  if (!branch || !branch.websiteId) return null;
  if (branch.siteTypeFlag !== 1 && branch.siteTypeFlag !== 2) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!BRANCH_REDIRECT_PATHS.includes(path)) return null;
  if (branch.siteTypeFlag === 1) {
    const q = new URLSearchParams({
      website_id: String(branch.websiteId),
      website_type: String(branch.websiteType),
    });
    return `/citylist?${q.toString()}`;
  }
  return '/special';
}

/** Runs every guard in order: closed site, back_index, branch-site mode, login. */
export function guardRoute({ entry, url, webStatus, loggedIn, branch }: GuardInput): GuardResult {
  const fullPath = `${url.pathname}${url.search}`;
  // 1. Closed site: every route goes to /closed; an open site has nothing to show there.
  if (!webStatus) return entry.path === '/closed' ? ALLOW : { kind: 'redirect', to: '/closed' };
  if (entry.path === '/closed') return { kind: 'redirect', to: '/' };
  // 2. back_index=1 clears the stored branch site and goes to the national site.
  if (url.searchParams.get('back_index') === '1') {
    return { kind: 'redirect', to: '/', clearBranch: true };
  }
  // 3. Branch-site mode.
  const branchTo = branchRedirect(url.pathname, branch);
  if (branchTo) return { kind: 'redirect', to: branchTo };
  // 4. Login.
  if (entry.auth && !loggedIn) return { kind: 'redirect', to: loginPath(fullPath) };
  // 5. Redirect-only routes (/shop → /street, /member → /member/index).
  if (entry.redirectTo) return { kind: 'redirect', to: entry.redirectTo };
  return ALLOW;
}
