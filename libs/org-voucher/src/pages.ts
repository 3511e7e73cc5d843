import { type PageModules } from '@mall/page-kit';

/**
 * `@mall/org-voucher/pages`: the unit and voucher route modules, each lazily loaded (its own chunk).
 * The app's route table names them as page kinds.
 */
export const orgVoucherPages = {
  orgCompany: () => import('./unit/routes/CompanyRoute'),
  orgMemberManagement: () => import('./members/routes/MemberManagementRoute'),
  orgConsumptionCoupons: () => import('./vouchers/routes/ConsumptionCouponsRoute'),
  orgBuyCouponPay: () => import('./vouchers/routes/BuyCouponPayRoute'),
  orgShopSuccess: () => import('./vouchers/routes/ShopSuccessRoute'),
  orgCouponIssuance: () => import('./vouchers/routes/CouponIssuanceRoute'),
  orgCouponIssuanceRecord: () => import('./vouchers/routes/CouponIssuanceRecordRoute'),
  orgCouponDetail: () => import('./vouchers/routes/CouponDetailRoute'),
  orgMyCoupon: () => import('./vouchers/routes/MyCouponRoute'),
} satisfies PageModules;

export type OrgVoucherPage = keyof typeof orgVoucherPages;
