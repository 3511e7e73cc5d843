// Handlers of the unit and voucher endpoints (libs/rest-contract/src/org-endpoints.ts).
import type { PartialHandlers, SessionMember } from '../../http/types';
import type { OrgService } from './service';
import type { VoucherService } from './voucher-service';

// `required` endpoints always get a member (the REST plugin answers TOKEN_ERROR otherwise).
const id = (member: SessionMember | null) => member!.memberId;

export const orgRoutes = (org: OrgService, vouchers: VoucherService) =>
  ({
    '/fupin/api/organization/typeList': () => org.typeList(),
    '/fupin/api/organization/orgDetail': ({ member }) => org.orgDetail(id(member)),
    '/fupin/api/organization/saveOrgInfo': ({ member, input }) => org.saveOrgInfo(id(member), input),
    '/fupin/api/organization/memberList': ({ member, input }) => org.memberList(id(member), input),
    '/fupin/api/organization/memberAdd': ({ member, input }) => org.memberAdd(id(member), input),
    '/fupin/api/organization/memberKick': ({ member, input }) => org.memberKick(id(member), input.member_id),

    '/fupin/api/voucherOrder/create': ({ member, input }) => vouchers.createOrder(id(member), input.amount),
    '/fupin/api/voucherOrder/pay': ({ member, input }) => vouchers.payOrder(id(member), input),
    '/fupin/api/voucherOrder/detail': ({ member, input }) => vouchers.orderDetail(id(member), input.order_id),
    '/fupin/api/voucherOrder/lists': ({ member, input }) => vouchers.orderList(id(member), input.page, input.page_size),

    '/fupin/api/Voucher/overview': ({ member }) => vouchers.overview(id(member)),
    '/fupin/api/Voucher/issue': ({ member, input }) => vouchers.issue(id(member), input),
    '/fupin/api/Voucher/issuanceList': ({ member, input }) => vouchers.issuanceList(id(member), input.page, input.page_size),
    '/fupin/api/Voucher/issuanceDetail': ({ member, input }) => vouchers.issuanceDetail(id(member), input),
    '/fupin/api/Voucher/myList': ({ member, input }) => vouchers.myList(id(member), input),
    '/fupin/api/Voucher/myCounts': ({ member }) => vouchers.myCounts(id(member)),
    '/fupin/api/Voucher/activate': ({ member, input }) => vouchers.activate(id(member), input.voucher_id),

    '/fupin/api/VoucherInvoice/apply': ({ member, input }) => vouchers.invoiceApply(id(member), input),
    '/fupin/api/VoucherInvoice/lists': ({ member, input }) => vouchers.invoiceList(id(member), input.page, input.page_size),
  }) satisfies PartialHandlers;
