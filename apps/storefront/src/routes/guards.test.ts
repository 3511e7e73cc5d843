import { describe, expect, it } from 'vitest';
import { branchRedirect, guardRoute, loginPath, safeRedirect, type GuardInput } from './guards';
import { matchEntry } from './table';

function input(href: string, over: Partial<GuardInput> = {}): GuardInput {
  const url = new URL(href, 'http://localhost');
  return {
    entry: matchEntry(url.pathname).entry,
    url,
    webStatus: true,
    loggedIn: false,
    branch: null,
    ...over,
  };
}

describe('closed site', () => {
  it('sends every route to /closed', () => {
    for (const href of ['/', '/list?keyword=茶', '/member/index', '/login', '/nope']) {
      expect(guardRoute(input(href, { webStatus: false }))).toEqual({ kind: 'redirect', to: '/closed' });
    }
  });
  it('shows /closed while closed and leaves it when open', () => {
    expect(guardRoute(input('/closed', { webStatus: false }))).toEqual({ kind: 'allow' });
    expect(guardRoute(input('/closed'))).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('auth guard', () => {
  it('sends a visitor to /login with the full path incl. query', () => {
    const r = guardRoute(input('/member/order_detail?order_id=5&x=1'));
    expect(r).toEqual({ kind: 'redirect', to: loginPath('/member/order_detail?order_id=5&x=1') });
    expect(r.kind === 'redirect' && r.to).toBe(
      '/login?redirect=%2Fmember%2Forder_detail%3Forder_id%3D5%26x%3D1',
    );
    for (const p of ['/evaluate', '/payment', '/pay', '/result', '/orderPay', '/orderPaySuccess']) {
      expect(guardRoute(input(p)).kind, p).toBe('redirect');
    }
  });
  it('lets members in and never guards public pages', () => {
    expect(guardRoute(input('/member/index', { loggedIn: true }))).toEqual({ kind: 'allow' });
    expect(guardRoute(input('/list?keyword=茶'))).toEqual({ kind: 'allow' });
  });
  it('follows redirect-only routes', () => {
    expect(guardRoute(input('/shop'))).toEqual({ kind: 'redirect', to: '/street' });
    expect(guardRoute(input('/member', { loggedIn: true }))).toEqual({ kind: 'redirect', to: '/member/index' });
  });
});

describe('safeRedirect', () => {
  it('keeps same-site relative paths', () => {
    expect(safeRedirect('/member/index?a=1#b')).toBe('/member/index?a=1#b');
    expect(safeRedirect('/list?keyword=%E8%8C%B6')).toBe('/list?keyword=%E8%8C%B6');
  });
  it('rejects absolute, protocol-relative and odd URLs', () => {
    for (const bad of ['//evil.com', '//evil.com/x', 'https://evil.com', 'http:/evil', '/\\evil.com',
      'javascript:alert(1)', 'member', '/\t/evil.com', '', null, undefined]) {
      expect(safeRedirect(bad), String(bad)).toBe('/');
    }
  });
});

describe('branch-site mode', () => {
  const city = { websiteId: 8, websiteType: 2, siteTypeFlag: 1 };
  it('sends /, /index, /promotion/special, /promotion/optimalfarmers to /citylist for flag 1', () => {
    for (const p of ['/', '/index', '/promotion/special', '/promotion/optimalfarmers']) {
      expect(branchRedirect(p, city)).toBe('/citylist?website_id=8&website_type=2');
    }
  });
  it('sends them to /special for flag 2', () => {
    expect(branchRedirect('/', { ...city, siteTypeFlag: 2 })).toBe('/special');
  });
  it('does nothing without a stored site, another flag, or on other paths', () => {
    expect(branchRedirect('/', null)).toBeNull();
    expect(branchRedirect('/', { ...city, siteTypeFlag: 0 })).toBeNull();
    expect(branchRedirect('/list', city)).toBeNull();
  });
  it('back_index=1 clears the branch and goes to the national home', () => {
    expect(guardRoute(input('/citylist?back_index=1', { branch: city }))).toEqual({
      kind: 'redirect',
      to: '/',
      clearBranch: true,
    });
    expect(guardRoute(input('/', { branch: city }))).toEqual({
      kind: 'redirect',
      to: '/citylist?website_id=8&website_type=2',
    });
  });
});
