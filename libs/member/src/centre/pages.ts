import type { PageModules } from '@mall/gateway-client';

export { profileEvents } from './lib/events';

/**
 * `@mall/member/pages`: the member centre's route modules, each lazily loaded (its own chunk). The
 * app's route table names them as page kinds; this module itself holds only the import functions,
 * so importing it costs the app's entry chunk nothing.
 */
export const memberCentrePages = {
  memberIndex: () => import('./routes/IndexRoute'),
  memberInfo: () => import('./routes/InfoRoute'),
  memberDeliveryAddress: () => import('./routes/AddressListRoute'),
  memberAddressEdit: () => import('./routes/AddressEditRoute'),
  memberAccount: () => import('./routes/AccountRoute'),
  memberMyPoint: () => import('./routes/MyPointRoute'),
  memberAccountList: () => import('./routes/AccountListRoute'),
  memberAccountEdit: () => import('./routes/AccountEditRoute'),
  memberApplyWithdrawal: () => import('./routes/ApplyWithdrawalRoute'),
  memberWithdrawal: () => import('./routes/WithdrawalRoute'),
  memberWithdrawalDetail: () => import('./routes/WithdrawalDetailRoute'),
  memberSignin: () => import('./routes/SigninRoute'),
  memberMyCoupon: () => import('./routes/MyCouponRoute'),
  memberLevel: () => import('./routes/LevelRoute'),
  memberSecurity: () => import('./routes/SecurityRoute'),
  memberCollection: () => import('./routes/CollectionRoute'),
  memberFootprint: () => import('./routes/FootprintRoute'),
  memberInvoice: () => import('./routes/InvoiceRoute'),
  memberInvoiceInfo: () => import('./routes/InvoiceInfoRoute'),
  memberMembersHelp: () => import('./routes/MembersHelpRoute'),
  memberMembersHelpDetail: () => import('./routes/MembersHelpDetailRoute'),
  memberRechargeList: () => import('./routes/RechargeListRoute'),
  memberRechargeOrder: () => import('./routes/RechargeOrderRoute'),
  memberRechargeDetail: () => import('./routes/RechargeDetailRoute'),
  memberVerification: () => import('./routes/VerificationRoute'),
  memberVerificationList: () => import('./routes/VerificationListRoute'),
  memberVerificationDetail: () => import('./routes/VerificationDetailRoute'),
  // Orders (libs/member/src/orders): one detail module renders the four order_detail variants.
  memberOrderList: () => import('../orders/routes/OrderListRoute'),
  memberOrderDetail: () => import('../orders/routes/OrderDetailRoute'),
  memberOrderDetailLocalDelivery: () => import('../orders/routes/OrderDetailRoute'),
  memberOrderDetailPickup: () => import('../orders/routes/OrderDetailRoute'),
  memberOrderDetailVirtual: () => import('../orders/routes/OrderDetailRoute'),
  memberLogistics: () => import('../orders/routes/LogisticsRoute'),
  // After-sales (libs/member/src/aftersale); /evaluate is a main-layout route.
  memberEvaluate: () => import('../aftersale/routes/EvaluateRoute'),
  memberActivist: () => import('../aftersale/routes/ActivistRoute'),
  memberRefund: () => import('../aftersale/routes/RefundRoute'),
  memberRefundDetail: () => import('../aftersale/routes/RefundDetailRoute'),
  memberComplain: () => import('../aftersale/routes/ComplainRoute'),
} satisfies PageModules;

/** The page kinds of the built member-centre routes. */
export type MemberCentrePage = keyof typeof memberCentrePages;

