// The REST calls of units, voucher orders, vouchers and voucher invoices, spread into
// `endpoints`. The member import (multipart .xlsx), export and template are outside this table:
// mall-api modules/org/excel-routes.ts (POST /fupin/api/organization/importMember_pc, exportExcl,
// and the same under /api/upload/org/* for the storefront-server proxy).
import { z } from 'zod';
import { endpoint, emptyRequest } from './endpoint';
import * as g from './org';
import { paged } from './paging';

export const orgEndpoints = {
  '/fupin/api/organization/typeList': endpoint({ request: emptyRequest, response: z.array(g.orgType), auth: 'none', summary: '单位类型' }),
  '/fupin/api/organization/orgDetail': endpoint({ request: emptyRequest, response: g.orgDetail.nullable(), auth: 'required', summary: '我的单位' }),
  '/fupin/api/organization/saveOrgInfo': endpoint({ request: g.saveOrgInfoRequest, response: g.orgDetail, auth: 'required', summary: '保存单位信息（管理员）' }),
  '/fupin/api/organization/memberList': endpoint({ request: g.memberListRequest, response: paged(g.orgMember), auth: 'required', summary: '单位成员列表（管理员）' }),
  '/fupin/api/organization/memberAdd': endpoint({ request: g.memberAddRequest, response: g.orgMember, auth: 'required', summary: '按手机号添加成员（管理员）' }),
  '/fupin/api/organization/memberKick': endpoint({ request: g.memberKickRequest, response: z.number().int(), auth: 'required', summary: '移出成员（管理员）' }),

  '/fupin/api/voucherOrder/create': endpoint({ request: g.voucherOrderCreateRequest, response: g.voucherOrder, auth: 'required', summary: '购买消费券额度（管理员）' }),
  '/fupin/api/voucherOrder/pay': endpoint({ request: g.voucherOrderPayRequest, response: g.voucherOrder, auth: 'required', summary: '支付消费券订单（pay_key 幂等）' }),
  '/fupin/api/voucherOrder/detail': endpoint({ request: g.voucherOrderIdRequest, response: g.voucherOrder, auth: 'required', summary: '消费券订单详情' }),
  '/fupin/api/voucherOrder/lists': endpoint({ request: g.voucherOrderPageRequest, response: paged(g.voucherOrder), auth: 'required', summary: '消费券订单列表' }),

  '/fupin/api/Voucher/overview': endpoint({ request: emptyRequest, response: g.voucherOverview, auth: 'required', summary: '消费券概览（管理员）' }),
  '/fupin/api/Voucher/issue': endpoint({ request: g.issueRequest, response: g.issuance, auth: 'required', summary: '发放消费券（管理员）' }),
  '/fupin/api/Voucher/issuanceList': endpoint({ request: g.voucherOrderPageRequest, response: paged(g.issuance), auth: 'required', summary: '发放记录（管理员）' }),
  '/fupin/api/Voucher/issuanceDetail': endpoint({ request: g.issuanceDetailRequest, response: g.issuanceDetail, auth: 'required', summary: '发放详情（管理员）' }),
  '/fupin/api/Voucher/myList': endpoint({ request: g.myVoucherRequest, response: paged(g.voucher), auth: 'required', summary: '我的消费券' }),
  '/fupin/api/Voucher/myCounts': endpoint({ request: emptyRequest, response: g.voucherCounts, auth: 'required', summary: '我的消费券数量（待激活数用于提醒）' }),
  '/fupin/api/Voucher/activate': endpoint({ request: g.voucherIdRequest, response: g.voucher, auth: 'required', summary: '激活消费券' }),

  '/fupin/api/VoucherInvoice/apply': endpoint({ request: g.voucherInvoiceApplyRequest, response: g.voucherInvoice, auth: 'required', summary: '申请消费券发票（管理员）' }),
  '/fupin/api/VoucherInvoice/lists': endpoint({ request: g.voucherOrderPageRequest, response: paged(g.voucherInvoice), auth: 'required', summary: '消费券发票列表（管理员）' }),
} as const;
