import type { PageTitleKey } from '@mall/i18n';
import type { CartPage } from '@mall/cart/pages';
import type { ChatPage } from '@mall/chat/pages';
import type { RegionPage } from '@mall/region/pages';
import type { ShopPage } from '@mall/shop/pages';
import type { OrgVoucherPage } from '@mall/org-voucher/pages';
import type { MemberPage } from '@mall/member/pages';
import type { OrderPage } from '@mall/order/pages';
import type { CataloguePage } from '@mall/catalogue/pages';
import type { ContentPage } from '@mall/content/pages';
import type { PromotionsPage } from '@mall/promotions/pages';

/**
 * THE route table of SPEC §2: every route of the storefront, with its layout, page title key,
 * login requirement and page. The router (router.tsx), the guards (guards.ts) and the
 * document title all read this one list.
 *
 * Paths use `:id` for a numeric id; it may be part of a segment (`/sku-:id`), which React Router
 * cannot express, so the router groups such entries under one dispatching route per parent path
 * (see router.tsx) and `matchEntry` below resolves them.
 */
export type LayoutKind = 'main' | 'noNav' | 'member' | 'shop' | 'support' | 'region' | 'auth' | 'bare';

/** Which page module renders the route. */
export type PageKind =
  | MemberPage
  | OrderPage
  | CartPage
  | ChatPage
  | RegionPage
  | ShopPage
  | OrgVoucherPage
  | PromotionsPage
  | CataloguePage
  | ContentPage;

export interface RouteEntry {
  path: string;
  layout: LayoutKind;
  titleKey: PageTitleKey;
  /** Needs a logged-in member (SPEC §4 auth guard). */
  auth: boolean;
  /** The page module; for a redirect-only route, the page of its target. */
  page: PageKind;
  /** A redirect-only route: navigating here goes to `redirectTo`. */
  redirectTo?: string;
}

type Opts = Pick<RouteEntry, 'page'> & Partial<Pick<RouteEntry, 'auth' | 'redirectTo'>>;

function r(path: string, layout: LayoutKind, titleKey: PageTitleKey, opts: Opts): RouteEntry {
  return {
    path,
    layout,
    titleKey,
    auth: opts.auth ?? false,
    page: opts.page,
    ...(opts.redirectTo ? { redirectTo: opts.redirectTo } : {}),
  };
}

const main = (path: string, titleKey: PageTitleKey, opts: Opts) => r(path, 'main', titleKey, opts);
const member = (child: string, titleKey: PageTitleKey, page: MemberPage | OrderPage | CartPage) =>
  r(`/member/${child}`, 'member', titleKey, { auth: true, page });

export const routeTable: readonly RouteEntry[] = [
  // ── Main layout: shop and catalogue
  main('/', 'home', { page: 'home' }),
  main('/index', 'home', { page: 'home' }),
  main('/change_city', 'changeCity', { page: 'changeCity' }),
  main('/cart', 'cart', { page: 'cart' }),
  main('/category', 'category', { page: 'category' }),
  main('/coupon', 'coupon', { page: 'coupon' }),
  main('/sku-:id', 'goodsDetail', { page: 'goodsDetail' }),
  main('/list', 'list', { page: 'goodsList' }),
  main('/brand', 'brand', { page: 'brand' }),
  main('/brandlist', 'brandList', { page: 'brand' }),
  main('/street', 'street', { page: 'street' }),
  main('/streetlst', 'streetList', { page: 'street' }),
  main('/support', 'support', { page: 'supportList' }),
  main('/region', 'region', { page: 'regionHalls' }),
  // ── Main layout: content
  main('/cms/notice', 'notice', { page: 'noticeList' }),
  main('/cms/notice-:id', 'noticeDetail', { page: 'noticeDetail' }),
  main('/cms/help', 'help', { page: 'help' }),
  main('/cms/help/listother-:id', 'helpList', { page: 'helpList' }),
  main('/cms/help-:id', 'helpDetail', { page: 'help' }),
  main('/cms/article', 'article', { page: 'articleList' }),
  main('/cms/article/listother-:id', 'articleList', { page: 'articleList' }),
  main('/cms/article-:id', 'articleDetail', { page: 'articleDetail' }),
  // ── Main layout: promotions (the *_payment pages are checkouts: login required like /payment)
  main('/promotion/combo-:id', 'combo', { page: 'combo' }),
  main('/promotion/combo_payment', 'comboPayment', { auth: true, page: 'comboPayment' }),
  main('/promotion/seckill', 'seckill', { page: 'seckill' }),
  main('/promotion/seckill-:id', 'seckillDetail', { page: 'seckillDetail' }),
  main('/promotion/seckill_payment', 'seckillPayment', { auth: true, page: 'seckillPayment' }),
  main('/promotion/groupbuy', 'groupbuy', { page: 'groupbuy' }),
  main('/promotion/groupbuy-:id', 'groupbuyDetail', { page: 'groupbuyDetail' }),
  main('/promotion/groupbuy_payment', 'groupbuyPayment', { auth: true, page: 'groupbuyPayment' }),
  main('/promotion/topic', 'topic', { page: 'topic' }),
  main('/promotion/topic-:id', 'topicDetail', { page: 'topicDetail' }),
  main('/promotion/topic-goods-:id', 'topicGoods', { page: 'topicGoods' }),
  main('/promotion/topic_payment', 'topicPayment', { auth: true, page: 'topicPayment' }),
  main('/promotion/redarea', 'redarea', { page: 'zone' }),
  main('/promotion/redarea/hunan', 'redareaHunan', { page: 'zone' }),
  main('/promotion/redarea/jiangxi', 'redareaJiangxi', { page: 'zone' }),
  main('/promotion/special', 'special', { page: 'zone' }),
  main('/promotion/residencyhelp', 'residencyhelp', { page: 'zone' }),
  main('/promotion/eastwest', 'eastwest', { page: 'zone' }),
  main('/promotion/optimalfarmers', 'optimalfarmers', { page: 'zone' }),
  main('/promotion/localtube', 'localtube', { page: 'zone' }),
  main('/promotion/mealplan', 'mealplan', { page: 'zoneMealPlan' }),
  main('/promotion/projectList', 'projectList', { page: 'zoneProjectList' }),
  main('/promotion/projectList/detail-:id', 'projectDetail', { page: 'zoneProjectDetail' }),
  main('/promotion/newsInformation', 'newsInformation', { page: 'zoneNewsList' }),
  main('/promotion/newsInformation/detail-:id', 'newsDetail', { page: 'zoneNewsDetail' }),
  main('/promotion/pcdiy', 'pcdiy', { page: 'zoneDiy' }),
  // ── Other login-required pages (main layout)
  main('/evaluate', 'evaluate', { auth: true, page: 'memberEvaluate' }),
  main('/payment', 'payment', { auth: true, page: 'payment' }),
  main('/pay', 'pay', { auth: true, page: 'pay' }),
  main('/result', 'result', { auth: true, page: 'payResult' }),
  main('/orderPay', 'orderPay', { auth: true, page: 'orderPay' }),
  main('/orderPaySuccess', 'orderPaySuccess', { auth: true, page: 'orderPaySuccess' }),
  // ── No-navigation layout
  r('/ourfresh', 'noNav', 'ourfresh', { page: 'zoneFresh' }),
  r('/citylist', 'noNav', 'citylist', { page: 'branchHome' }),
  r('/special', 'noNav', 'special', { page: 'branchHome' }),
  // ── Member layout: every child needs login
  r('/member', 'member', 'memberIndex', { auth: true, page: 'memberIndex', redirectTo: '/member/index' }),
  member('index', 'memberIndex', 'memberIndex'),
  member('security', 'security', 'memberSecurity'),
  member('account', 'account', 'memberAccount'),
  member('delivery_address', 'deliveryAddress', 'memberDeliveryAddress'),
  member('address_edit', 'addressEdit', 'memberAddressEdit'),
  member('collection', 'collection', 'memberCollection'),
  member('my_coupon', 'myCoupon', 'memberMyCoupon'),
  member('footprint', 'footprint', 'memberFootprint'),
  member('info', 'info', 'memberInfo'),
  member('level', 'level', 'memberLevel'),
  member('signin', 'signin', 'memberSignin'),
  member('order_list', 'orderList', 'memberOrderList'),
  member('my_point', 'myPoint', 'memberMyPoint'),
  member('activist', 'activist', 'memberActivist'),
  member('refund_detail', 'refundDetail', 'memberRefundDetail'),
  member('refund', 'refund', 'memberRefund'),
  member('complain', 'complain', 'memberComplain'),
  r('/member/company', 'member', 'company', { auth: true, page: 'orgCompany' }),
  r('/member/memberManagement', 'member', 'memberManagement', { auth: true, page: 'orgMemberManagement' }),
  r('/member/consumptionCoupons', 'member', 'consumptionCoupons', { auth: true, page: 'orgConsumptionCoupons' }),
  r('/member/couponIssuance', 'member', 'couponIssuance', { auth: true, page: 'orgCouponIssuance' }),
  r('/member/couponIssuanceRecord', 'member', 'couponIssuanceRecord', { auth: true, page: 'orgCouponIssuanceRecord' }),
  r('/member/couponDetail', 'member', 'couponDetail', { auth: true, page: 'orgCouponDetail' }),
  r('/member/myCoupon', 'member', 'myConsumptionCoupon', { auth: true, page: 'orgMyCoupon' }),
  r('/member/shopSuccess', 'member', 'shopSuccess', { auth: true, page: 'orgShopSuccess' }),
  r('/member/buyCouponPay', 'member', 'buyCouponPay', { auth: true, page: 'orgBuyCouponPay' }),
  r('/member/subSuccess', 'member', 'subSuccess', { auth: true, page: 'orgShopSuccess' }),
  member('invoice', 'invoice', 'memberInvoice'),
  member('invoice_info', 'invoiceInfo', 'memberInvoiceInfo'),
  member('members_help', 'membersHelp', 'memberMembersHelp'),
  member('members_help_detail', 'membersHelpDetail', 'memberMembersHelpDetail'),
  member('order_detail', 'orderDetail', 'memberOrderDetail'),
  member('order_detail_local_delivery', 'orderDetailLocalDelivery', 'memberOrderDetailLocalDelivery'),
  member('order_detail_pickup', 'orderDetailPickup', 'memberOrderDetailPickup'),
  member('order_detail_virtual', 'orderDetailVirtual', 'memberOrderDetailVirtual'),
  member('paytickets', 'paytickets', 'memberPaytickets'),
  member('logistics', 'logistics', 'memberLogistics'),
  member('certification', 'certification', 'memberCertification'),
  member('verification', 'verification', 'memberVerification'),
  member('verification_list', 'verificationList', 'memberVerificationList'),
  member('verification_detail', 'verificationDetail', 'memberVerificationDetail'),
  member('account_list', 'accountList', 'memberAccountList'),
  member('account_edit', 'accountEdit', 'memberAccountEdit'),
  member('apply_withdrawal', 'applyWithdrawal', 'memberApplyWithdrawal'),
  member('withdrawal', 'withdrawal', 'memberWithdrawal'),
  member('withdrawal_detail', 'withdrawalDetail', 'memberWithdrawalDetail'),
  member('recharge_list', 'rechargeList', 'memberRechargeList'),
  member('recharge_detail', 'rechargeDetail', 'memberRechargeDetail'),
  member('recharge_order', 'rechargeOrder', 'memberRechargeOrder'),
  // ── Shop layout
  r('/shop', 'shop', 'street', { page: 'street', redirectTo: '/street' }),
  r('/shop-:id', 'shop', 'shop', { page: 'shopHome' }),
  r('/shop_list', 'shop', 'shopList', { page: 'shopList' }),
  r('/shop_street', 'shop', 'shopStreet', { page: 'shopList' }),
  r('/shop/apply', 'main', 'shopApply', { auth: true, page: 'shopApply' }),
  // ── Support layout
  r('/support-:id', 'support', 'supportDetail', { page: 'supportDetail' }),
  r('/support_list', 'support', 'supportList', { page: 'supportList' }),
  // ── Region layout (children of /region)
  r('/region-:id', 'region', 'regionHome', { page: 'regionHall' }),
  r('/region_list', 'region', 'regionList', { page: 'regionHall' }),
  // ── Auth layout
  r('/login', 'auth', 'login', { page: 'login' }),
  r('/register', 'auth', 'register', { page: 'register' }),
  r('/registerPersonal', 'auth', 'registerPersonal', { page: 'registerForm' }),
  r('/registerCompany', 'auth', 'registerCompany', { page: 'registerForm' }),
  r('/find_pass', 'auth', 'findPass', { page: 'findPass' }),
  r('/licence', 'auth', 'licence', { page: 'licence' }),
  // ── Other
  r('/closed', 'bare', 'closed', { page: 'closed' }),
  r('/servicer', 'bare', 'servicer', { page: 'servicerConsole' }),
  r('*', 'main', 'notFound', { page: 'notFound' }),
];

/** The catch-all entry (404). */
export const notFoundEntry: RouteEntry = routeTable.find((e) => e.path === '*')!;

/** True when a segment carries an id inside it (`sku-:id`), which React Router cannot match. */
export function hasInlineParam(path: string): boolean {
  return /[^/]:id/.test(path);
}

interface Compiled {
  entry: RouteEntry;
  re: RegExp;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const compiled: Compiled[] = routeTable
  .filter((e) => e.path !== '*')
  // Static paths win over parametrised ones, as in React Router's ranking.
  .sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))
  .map((entry) => ({
    entry,
    re: new RegExp(`^${entry.path.split(':id').map(escapeRe).join('(\\d+)')}/?$`),
  }));

export interface EntryMatch {
  entry: RouteEntry;
  params: { id?: string };
}

/** Resolves a pathname to its route entry; unknown paths give the catch-all 404 entry. */
export function matchEntry(pathname: string): EntryMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const { entry, re } of compiled) {
    const m = re.exec(path || '/');
    if (m) return { entry, params: m[1] !== undefined ? { id: m[1] } : {} };
  }
  return { entry: notFoundEntry, params: {} };
}
