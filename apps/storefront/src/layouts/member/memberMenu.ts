import { m, type Message } from '@mall/i18n';

/** The member centre's side menu, grouped like JD's: 交易管理 / 账户管理 / 资产中心 / 服务中心. */
export interface MemberMenuGroup {
  title: Message;
  paths: readonly string[];
}

export const memberMenu: readonly MemberMenuGroup[] = [
  {
    title: m['member.groups.trade'],
    paths: ['/member/order_list', '/member/activist', '/member/collection', '/member/footprint', '/member/complain'],
  },
  {
    title: m['member.groups.account'],
    paths: [
      '/member/info',
      '/member/security',
      '/member/delivery_address',
      '/member/level',
      '/member/certification',
      '/member/invoice',
      '/member/account_list',
      '/member/company',
      '/member/memberManagement',
    ],
  },
  {
    title: m['member.groups.assets'],
    paths: [
      '/member/account',
      '/member/my_point',
      '/member/my_coupon',
      '/member/signin',
      '/member/recharge_list',
      '/member/withdrawal',
      '/member/consumptionCoupons',
      '/member/myCoupon',
    ],
  },
  {
    title: m['member.groups.service'],
    paths: ['/member/verification', '/member/verification_list', '/member/members_help'],
  },
];

/** Pages reached from a menu entry: the entry stays highlighted on them. */
const parents: Record<string, string> = {
  '/member/address_edit': '/member/delivery_address',
  '/member/account_edit': '/member/account_list',
  '/member/apply_withdrawal': '/member/withdrawal',
  '/member/withdrawal_detail': '/member/withdrawal',
  '/member/recharge_order': '/member/recharge_list',
  '/member/recharge_detail': '/member/recharge_list',
  '/member/invoice_info': '/member/invoice',
  '/member/members_help_detail': '/member/members_help',
  '/member/verification_detail': '/member/verification_list',
  '/member/order_detail': '/member/order_list',
  '/member/order_detail_local_delivery': '/member/order_list',
  '/member/order_detail_pickup': '/member/order_list',
  '/member/order_detail_virtual': '/member/order_list',
  '/member/logistics': '/member/order_list',
  '/member/paytickets': '/member/order_list',
  '/member/refund': '/member/activist',
  '/member/refund_detail': '/member/activist',
  '/member/couponIssuance': '/member/consumptionCoupons',
  '/member/couponIssuanceRecord': '/member/consumptionCoupons',
  '/member/couponDetail': '/member/consumptionCoupons',
};

/** The menu entry to highlight for a pathname. */
export function activeMenuPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return parents[path] ?? path;
}
