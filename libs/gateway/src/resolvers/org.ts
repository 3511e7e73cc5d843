// Resolvers of schema/org.graphql: units, members, voucher orders, issuance, the member's
// vouchers and voucher invoices. Variables are checked by the REST request schema before any call
// (BAD_USER_INPUT); every field but orgTypes needs a session. Reads that find nothing answer null.
import type { RequestOf } from '@mall/rest-contract';
import type { OrderPayType, Resolvers, VoucherStatus } from '../generated/resolvers-types';
import { toIssuance, toOrg, toOrgMember, toVoucher, toVoucherCounts, toVoucherInvoice, toVoucherOrder, toVoucherOverview } from '../mappers/org';
import { toPage } from '../mappers/page';
import { optionalIntInRange } from '../validation';
import { asLoggedIn, checked, memberOr, orNull, positiveId } from './support';

const PAY: Record<OrderPayType, 'balance' | 'demo'> = { BALANCE: 'balance', DEMO: 'demo' };
const STATUS: Record<VoucherStatus, 'pending' | 'usable' | 'used' | 'expired'> = { PENDING: 'pending', USABLE: 'usable', USED: 'used', EXPIRED: 'expired' };

/** page / page_size of a list call, only when given. */
function paging(args: { page?: number | null; pageSize?: number | null }) {
  const body: { page?: number; page_size?: number } = {};
  const p = optionalIntInRange('page', args.page, 1, 100_000);
  const s = optionalIntInRange('pageSize', args.pageSize, 1, 100);
  if (p !== undefined) body.page = p;
  if (s !== undefined) body.page_size = s;
  return body;
}

export const orgResolvers: Resolvers = {
  Query: {
    orgTypes: async (_p, _a, ctx) => ctx.rest.call('/fupin/api/organization/typeList', {}),
    myOrg: (_p, _a, ctx) =>
      asLoggedIn(ctx, async () => {
        const o = await ctx.rest.call('/fupin/api/organization/orgDetail', {}, { cache: false });
        return o ? toOrg(o) : null;
      }),
    orgMembers: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        const body = checked('/fupin/api/organization/memberList', { ...paging(args), keyword: args.keyword ?? '' } as RequestOf<'/fupin/api/organization/memberList'>);
        return toPage(await ctx.rest.call('/fupin/api/organization/memberList', body, { cache: false }), toOrgMember);
      }),
    voucherOverview: (_p, _a, ctx) => asLoggedIn(ctx, async () => toVoucherOverview(await ctx.rest.call('/fupin/api/Voucher/overview', {}, { cache: false }))),
    voucherOrders: (_p, args, ctx) => asLoggedIn(ctx, async () => toPage(await ctx.rest.call('/fupin/api/voucherOrder/lists', paging(args) as RequestOf<'/fupin/api/voucherOrder/lists'>, { cache: false }), toVoucherOrder)),
    voucherOrder: (_p, args, ctx) =>
      asLoggedIn(ctx, () => orNull(async () => toVoucherOrder(await ctx.rest.call('/fupin/api/voucherOrder/detail', { order_id: positiveId('orderId', '订单编号', args.orderId) }, { cache: false })))),
    voucherIssuances: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => toPage(await ctx.rest.call('/fupin/api/Voucher/issuanceList', paging(args) as RequestOf<'/fupin/api/Voucher/issuanceList'>, { cache: false }), toIssuance)),
    voucherIssuance: (_p, args, ctx) =>
      asLoggedIn(ctx, () =>
        orNull(async () => {
          const body = { ...paging(args), issuance_id: positiveId('issuanceId', '发放记录编号', args.issuanceId) } as RequestOf<'/fupin/api/Voucher/issuanceDetail'>;
          const d = await ctx.rest.call('/fupin/api/Voucher/issuanceDetail', body, { cache: false });
          return { issuance: toIssuance(d.issuance), vouchers: toPage(d.vouchers, toVoucher) };
        }),
      ),
    myVouchers: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        const body = { ...paging(args), status: STATUS[args.status] } as RequestOf<'/fupin/api/Voucher/myList'>;
        return toPage(await ctx.rest.call('/fupin/api/Voucher/myList', body, { cache: false }), toVoucher);
      }),
    myVoucherCounts: (_p, _a, ctx) =>
      memberOr(ctx, { pending: 0, usable: 0, used: 0, expired: 0 }, async () => toVoucherCounts(await ctx.rest.call('/fupin/api/Voucher/myCounts', {}, { cache: false }))),
    voucherInvoices: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => toPage(await ctx.rest.call('/fupin/api/VoucherInvoice/lists', paging(args) as RequestOf<'/fupin/api/VoucherInvoice/lists'>, { cache: false }), toVoucherInvoice)),
  },

  Mutation: {
    saveOrg: (_p, { input }, ctx) =>
      asLoggedIn(ctx, async () => {
        const body = checked('/fupin/api/organization/saveOrgInfo', {
          org_name: input.orgName,
          org_type: input.orgType,
          credit_code: input.creditCode,
          contact_name: input.contactName,
          contact_mobile: input.contactMobile,
          address: input.address,
        });
        return toOrg(await ctx.rest.call('/fupin/api/organization/saveOrgInfo', body, { cache: false }));
      }),
    addOrgMember: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        const body = checked('/fupin/api/organization/memberAdd', { mobile: args.mobile, real_name: args.realName });
        return toOrgMember(await ctx.rest.call('/fupin/api/organization/memberAdd', body, { cache: false }));
      }),
    kickOrgMember: (_p, args, ctx) =>
      asLoggedIn(ctx, () => ctx.rest.call('/fupin/api/organization/memberKick', { member_id: positiveId('memberId', '会员编号', args.memberId) }, { cache: false })),
    createVoucherOrder: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        const body = checked('/fupin/api/voucherOrder/create', { amount: args.amount } as unknown as RequestOf<'/fupin/api/voucherOrder/create'>);
        return toVoucherOrder(await ctx.rest.call('/fupin/api/voucherOrder/create', body, { cache: false }));
      }),
    payVoucherOrder: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => {
        const body = checked('/fupin/api/voucherOrder/pay', { order_id: positiveId('orderId', '订单编号', args.orderId), pay_type: PAY[args.payType], pay_key: args.payKey });
        return toVoucherOrder(await ctx.rest.call('/fupin/api/voucherOrder/pay', body, { cache: false }));
      }),
    issueVouchers: (_p, { input }, ctx) =>
      asLoggedIn(ctx, async () => {
        const body = checked('/fupin/api/Voucher/issue', {
          voucher_name: input.voucherName,
          face_value: input.faceValue,
          count_per_member: input.countPerMember,
          valid_days: input.validDays,
          member_ids: [...(input.memberIds ?? [])],
          to_all: input.toAll ?? false,
          shop_ids: [...(input.shopIds ?? [])],
          category_ids: [...(input.categoryIds ?? [])],
          remark: input.remark ?? '',
        } as unknown as RequestOf<'/fupin/api/Voucher/issue'>);
        return toIssuance(await ctx.rest.call('/fupin/api/Voucher/issue', body, { cache: false }));
      }),
    activateVoucher: (_p, args, ctx) =>
      asLoggedIn(ctx, async () => toVoucher(await ctx.rest.call('/fupin/api/Voucher/activate', { voucher_id: positiveId('voucherId', '消费券编号', args.voucherId) }, { cache: false }))),
    applyVoucherInvoice: (_p, { input }, ctx) =>
      asLoggedIn(ctx, async () => {
        const body = checked('/fupin/api/VoucherInvoice/apply', {
          order_ids: [...input.orderIds],
          invoice_title: input.invoiceTitle,
          tax_number: input.taxNumber,
          invoice_type: input.invoiceType,
          email: input.email ?? '',
        } as unknown as RequestOf<'/fupin/api/VoucherInvoice/apply'>);
        return toVoucherInvoice(await ctx.rest.call('/fupin/api/VoucherInvoice/apply', body, { cache: false }));
      }),
  },
};
