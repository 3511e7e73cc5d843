import { describe, expect, it } from 'vitest';
import { matchEntry, routeTable, type LayoutKind } from './table';
import { pageModules } from './pages';

// The route list of SPEC §2, written out from the SPEC text (not from the table).
const mainLayout = [
  '/', '/index', '/change_city', '/cart', '/category', '/coupon', '/sku-:id', '/list', '/brand',
  '/brandlist', '/street', '/streetlst', '/support', '/region',
  '/cms/notice', '/cms/notice-:id', '/cms/help', '/cms/help/listother-:id', '/cms/help-:id',
  '/cms/article', '/cms/article/listother-:id', '/cms/article-:id',
  ...[
    'combo-:id', 'seckill', 'seckill-:id', 'groupbuy', 'groupbuy-:id', 'topic', 'topic-:id', 'topic-goods-:id',
    'redarea', 'redarea/hunan', 'redarea/jiangxi', 'special', 'residencyhelp', 'eastwest',
    'optimalfarmers', 'localtube', 'mealplan', 'projectList', 'projectList/detail-:id',
    'newsInformation', 'newsInformation/detail-:id', 'pcdiy',
  ].map((p) => `/promotion/${p}`),
];
const loginRequiredMain = [
  '/evaluate', '/payment', '/pay', '/result', '/orderPay', '/orderPaySuccess',
  // The promotion checkouts need a member like /payment.
  ...['combo_payment', 'seckill_payment', 'groupbuy_payment', 'topic_payment'].map((p) => `/promotion/${p}`),
];
const noNav = ['/ourfresh', '/citylist', '/special'];
const memberChildren = [
  'index', 'security', 'account', 'delivery_address', 'address_edit', 'collection', 'my_coupon',
  'footprint', 'info', 'level', 'signin', 'order_list', 'my_point', 'activist', 'refund_detail',
  'refund', 'complain', 'company', 'memberManagement', 'consumptionCoupons', 'couponIssuance',
  'couponIssuanceRecord', 'couponDetail', 'myCoupon', 'shopSuccess', 'buyCouponPay', 'subSuccess',
  'invoice', 'invoice_info', 'members_help', 'members_help_detail', 'order_detail',
  'order_detail_local_delivery', 'order_detail_pickup', 'order_detail_virtual', 'paytickets',
  'logistics', 'verification', 'verification_list', 'verification_detail', 'account_list',
  'account_edit', 'apply_withdrawal', 'withdrawal', 'withdrawal_detail', 'recharge_list',
  'recharge_detail', 'recharge_order',
].map((c) => `/member/${c}`);
const shop = ['/shop-:id', '/shop_list', '/shop_street', '/shop'];
const support = ['/support-:id', '/support_list'];
const region = ['/region-:id', '/region_list'];
const auth = ['/login', '/register', '/registerPersonal', '/registerCompany', '/find_pass', '/licence'];

const expected: [string[], LayoutKind, boolean][] = [
  [mainLayout, 'main', false],
  [loginRequiredMain, 'main', true],
  [noNav, 'noNav', false],
  [['/member', ...memberChildren], 'member', true],
  [shop, 'shop', false],
  [support, 'support', false],
  [region, 'region', false],
  [auth, 'auth', false],
  [['/closed'], 'bare', false],
  // The servicer console, a route of ours (not in SPEC §2).
  [['/servicer'], 'bare', false],
  [['*'], 'main', false],
];

describe('route table vs SPEC §2', () => {
  const byPath = new Map(routeTable.map((e) => [e.path, e]));

  it('has no duplicate paths', () => {
    expect(byPath.size).toBe(routeTable.length);
  });

  for (const [paths, layout, needsAuth] of expected) {
    it(`has every ${layout} route${needsAuth ? ' (login required)' : ''}`, () => {
      for (const path of paths) {
        const entry = byPath.get(path);
        expect(entry, path).toBeDefined();
        expect(entry?.layout, path).toBe(layout);
        expect(entry?.auth, path).toBe(needsAuth);
      }
    });
  }

  it('has nothing the SPEC does not list, but the pages its calls need', () => {
    // SPEC §7's /api/member/authfupin and authCoop have no page in §2: the member applies here;
    // SPEC §1's merchants apply to open a shop at /shop/apply.
    const beyondSpec = ['/member/certification', '/shop/apply'];
    const all = new Set([...expected.flatMap(([paths]) => paths), ...beyondSpec]);
    expect(routeTable.map((e) => e.path).filter((p) => !all.has(p))).toEqual([]);
  });

  it('redirects /shop to /street and /member to /member/index', () => {
    expect(byPath.get('/shop')?.redirectTo).toBe('/street');
    expect(byPath.get('/member')?.redirectTo).toBe('/member/index');
  });

  it('gives every route a page module (no placeholder pages)', () => {
    for (const entry of routeTable) expect(pageModules[entry.page], entry.path).toBeTypeOf('function');
    expect(routeTable.map((e) => e.path)).toEqual(
      expect.arrayContaining([
        '*', '/', '/closed', '/index', '/login',
        '/category', '/list', '/sku-:id', '/brand', '/brandlist', '/street', '/streetlst',
        '/cms/notice', '/cms/notice-:id', '/cms/help', '/cms/help/listother-:id', '/cms/help-:id',
        '/cms/article', '/cms/article/listother-:id', '/cms/article-:id',
      ]),
    );
  });
});

describe('matchEntry', () => {
  it('matches ids inside a segment', () => {
    expect(matchEntry('/sku-12')).toMatchObject({ entry: { path: '/sku-:id' }, params: { id: '12' } });
    expect(matchEntry('/promotion/topic-goods-3').entry.path).toBe('/promotion/topic-goods-:id');
    expect(matchEntry('/promotion/topic-3').entry.path).toBe('/promotion/topic-:id');
    expect(matchEntry('/cms/help/listother-7').entry.path).toBe('/cms/help/listother-:id');
  });
  it('prefers static paths and tolerates a trailing slash', () => {
    expect(matchEntry('/region').entry.path).toBe('/region');
    expect(matchEntry('/region-5').entry.layout).toBe('region');
    expect(matchEntry('/member/index/').entry.path).toBe('/member/index');
  });
  it('gives the 404 entry for unknown paths and non-numeric ids', () => {
    expect(matchEntry('/nope').entry.path).toBe('*');
    expect(matchEntry('/sku-abc').entry.path).toBe('*');
  });

  it('has the money-path pages and the member centre pages', () => {
    const paths = routeTable.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/cart', '/payment', '/pay', '/result', '/orderPay', '/orderPaySuccess', '/evaluate']));
    const memberPaths = paths.filter((p) => p.startsWith('/member/'));
    expect(memberPaths.sort()).toEqual(memberCentreBuilt.map((c) => `/member/${c}`).sort());
  });
});

const memberCentreBuilt = [
  'index', 'info', 'delivery_address', 'address_edit', 'account', 'my_point', 'account_list', 'account_edit',
  'apply_withdrawal', 'withdrawal', 'withdrawal_detail', 'signin', 'my_coupon', 'level',
  'security', 'collection', 'footprint', 'invoice', 'invoice_info', 'members_help', 'members_help_detail',
  'recharge_list', 'recharge_order', 'recharge_detail', 'verification', 'verification_list', 'verification_detail',
  'certification',
  // Orders and after-sales
  'order_list', 'order_detail', 'order_detail_local_delivery', 'order_detail_pickup', 'order_detail_virtual',
  'logistics', 'paytickets', 'activist', 'refund', 'refund_detail', 'complain',
  // Units and vouchers
  'company', 'memberManagement', 'consumptionCoupons', 'couponIssuance', 'couponIssuanceRecord', 'couponDetail',
  'myCoupon', 'shopSuccess', 'buyCouponPay', 'subSuccess',
];
