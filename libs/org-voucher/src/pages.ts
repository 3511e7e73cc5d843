import type { PageModules } from '@mall/gateway-client';

/**
 * `@mall/org-voucher/pages`: the unit and voucher route modules, each lazily loaded (its own chunk).
 * The app's route table names them as page kinds.
 */
export const orgVoucherPages = {
  orgCompany: () => import('./unit/routes/CompanyRoute'),
  orgMemberManagement: () => import('./members/routes/MemberManagementRoute'),
} satisfies PageModules;

export type OrgVoucherPage = keyof typeof orgVoucherPages;
