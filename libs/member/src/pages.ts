import { type PageModules } from '@mall/page-kit';


/**
 * `@mall/member/pages`: the member's route modules (the auth pages, the member centre; orders
 * and after-sales are @mall/order's), each lazily
 * loaded (its own chunk). The app's route table names them as page kinds; this module itself holds
 * only the import functions, so importing it costs the app's entry chunk nothing.
 */
export const memberPages = {
  // Auth (libs/member/src/auth): login, register, find password, licence (auth layout).
  login: () => import('./auth/routes/LoginRoute'),
  register: () => import('./auth/routes/RegisterRoute'),
  registerForm: () => import('./auth/routes/RegisterFormRoute'),
  findPass: () => import('./auth/routes/FindPassRoute'),
  licence: () => import('./auth/routes/LicenceRoute'),
  // Member centre (libs/member/src/centre).
  memberIndex: () => import('./centre/routes/IndexRoute'),
  memberInfo: () => import('./centre/routes/InfoRoute'),
  memberDeliveryAddress: () => import('./centre/routes/AddressListRoute'),
  memberAddressEdit: () => import('./centre/routes/AddressEditRoute'),
  memberAccount: () => import('./centre/routes/AccountRoute'),
  memberMyPoint: () => import('./centre/routes/MyPointRoute'),
  memberAccountList: () => import('./centre/routes/AccountListRoute'),
  memberAccountEdit: () => import('./centre/routes/AccountEditRoute'),
  memberApplyWithdrawal: () => import('./centre/routes/ApplyWithdrawalRoute'),
  memberWithdrawal: () => import('./centre/routes/WithdrawalRoute'),
  memberWithdrawalDetail: () => import('./centre/routes/WithdrawalDetailRoute'),
  memberSignin: () => import('./centre/routes/SigninRoute'),
  memberMyCoupon: () => import('./centre/routes/MyCouponRoute'),
  memberLevel: () => import('./centre/routes/LevelRoute'),
  memberSecurity: () => import('./centre/routes/SecurityRoute'),
  memberCollection: () => import('./centre/routes/CollectionRoute'),
  memberFootprint: () => import('./centre/routes/FootprintRoute'),
  memberInvoice: () => import('./centre/routes/InvoiceRoute'),
  memberInvoiceInfo: () => import('./centre/routes/InvoiceInfoRoute'),
  memberMembersHelp: () => import('./centre/routes/MembersHelpRoute'),
  memberMembersHelpDetail: () => import('./centre/routes/MembersHelpDetailRoute'),
  memberRechargeList: () => import('./centre/routes/RechargeListRoute'),
  memberRechargeOrder: () => import('./centre/routes/RechargeOrderRoute'),
  memberRechargeDetail: () => import('./centre/routes/RechargeDetailRoute'),
  memberCertification: () => import('./centre/routes/CertificationRoute'),
  memberVerification: () => import('./centre/routes/VerificationRoute'),
  memberVerificationList: () => import('./centre/routes/VerificationListRoute'),
  memberVerificationDetail: () => import('./centre/routes/VerificationDetailRoute'),
} satisfies PageModules;

/** The page kinds of the member's routes. */
export type MemberPage = keyof typeof memberPages;

