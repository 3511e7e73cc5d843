// Org domain: mall-api's snake_case unit, member, voucher order, issuance, voucher and
// invoice shapes → the camelCase types of schema/org.graphql. Resolvers call these.
import type { EndpointPath, ResponseOf } from '@mall/rest-contract';
import type { OrgRole, VoucherStatus } from '../generated/resolvers-types';
import { exactYuanToFen } from '@mall/rest-contract/money';

type Rest<P extends EndpointPath> = ResponseOf<P>;
const upper = <T extends string>(s: string) => s.toUpperCase() as T;

export const toOrg = (o: NonNullable<Rest<'/fupin/api/organization/orgDetail'>>) => ({
  orgId: o.org_id,
  orgName: o.org_name,
  orgType: o.org_type,
  orgTypeName: o.org_type_name,
  creditCode: o.credit_code,
  contactName: o.contact_name,
  contactMobile: o.contact_mobile,
  address: o.address,
  voucherStock: exactYuanToFen(o.voucher_stock),
  memberCount: o.member_count,
  role: upper<OrgRole>(o.role),
});

export const toOrgMember = (m: Rest<'/fupin/api/organization/memberAdd'>) => ({
  memberId: m.member_id,
  username: m.username,
  nickname: m.nickname,
  realName: m.real_name,
  mobile: m.mobile,
  role: upper<OrgRole>(m.role),
  createTime: m.create_time,
});

export const toVoucherOrder = (o: Rest<'/fupin/api/voucherOrder/detail'>) => ({
  orderId: o.order_id,
  orderNo: o.order_no,
  amount: exactYuanToFen(o.amount),
  status: o.status,
  statusName: o.status_name,
  payType: o.pay_type,
  payTime: o.pay_time,
  invoiceStatus: o.invoice_status,
  createTime: o.create_time,
});

export const toVoucherOverview = (o: Rest<'/fupin/api/Voucher/overview'>) => ({
  voucherStock: exactYuanToFen(o.voucher_stock),
  purchased: exactYuanToFen(o.purchased),
  issued: exactYuanToFen(o.issued),
  spent: exactYuanToFen(o.spent),
  issuanceCount: o.issuance_count,
  memberCount: o.member_count,
});

export const toVoucherCounts = (c: Rest<'/fupin/api/Voucher/myCounts'>) => ({ pending: c.pending, usable: c.usable, used: c.used, expired: c.expired });

export const toIssuance = (i: Rest<'/fupin/api/Voucher/issue'>) => ({
  issuanceId: i.issuance_id,
  voucherName: i.voucher_name,
  faceValue: exactYuanToFen(i.face_value),
  countPerMember: i.count_per_member,
  memberCount: i.member_count,
  total: exactYuanToFen(i.total),
  validStart: i.valid_start,
  validEnd: i.valid_end,
  shopIds: i.shop_ids,
  categoryIds: i.category_ids,
  remark: i.remark,
  operator: i.operator,
  createTime: i.create_time,
  counts: toVoucherCounts(i.counts),
});

export const toVoucher = (v: Rest<'/fupin/api/Voucher/activate'>) => ({
  voucherId: v.voucher_id,
  voucherNo: v.voucher_no,
  voucherName: v.voucher_name,
  orgName: v.org_name,
  faceValue: exactYuanToFen(v.face_value),
  remaining: exactYuanToFen(v.remaining),
  status: upper<VoucherStatus>(v.status),
  statusName: v.status_name,
  validStart: v.valid_start,
  validEnd: v.valid_end,
  activateTime: v.activate_time,
  useTime: v.use_time,
  memberName: v.member_name,
  mobile: v.mobile,
});

export const toVoucherInvoice = (i: Rest<'/fupin/api/VoucherInvoice/apply'>) => ({
  invoiceId: i.invoice_id,
  orderIds: i.order_ids,
  amount: exactYuanToFen(i.amount),
  invoiceTitle: i.invoice_title,
  taxNumber: i.tax_number,
  invoiceType: i.invoice_type,
  email: i.email,
  status: i.status,
  statusName: i.status_name,
  createTime: i.create_time,
  invoiceNo: i.invoice_no,
  reviewRemark: i.review_remark,
});
