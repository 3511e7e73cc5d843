// The review queues' resolvers against a fake mall-api: GraphQL variables become the contract's
// snake_case body, answers are camelCased (a list row's detail fields empty), mall-api's refusals
// pass through with their code and message, wrong variables never reach mall-api, and an answer that
// breaks the contract is an upstream error rather than half a page.
import { ConsoleErrorCode, ErrorCode, type PaymentReviewDetail } from '@mall/rest-contract';
import { describe, expect, it } from 'vitest';
import { consoleGraphqlOver, consoleOk, fail } from '../../test/console-graphql';

const payment: PaymentReviewDetail = {
  id: 7,
  pay_no: 'T20261127100500000457',
  member_id: 42,
  member_name: '湘西茶农小王（demo）',
  amount_fen: 20_300,
  state: 'reviewing',
  state_name: '待审核',
  order_nos: ['P20261127100100000123'],
  image_count: 1,
  create_time: 1_795_700_000,
  review_time: 0,
  images: ['/upload/certificate/7.png'],
  remark: '已通过网银转账',
  review_remark: '',
  orders: [{ order_id: 5201, order_no: 'P20261127100100000123', order_fen: 20_300, order_status: 'reviewing', order_status_name: '待审核', site_name: '湘西保靖黄金茶' }],
};
const { images: _images, remark: _remark, review_remark: _rr, orders: _orders, ...paymentRow } = payment;

describe('review queue resolvers', () => {
  it('send the list variables as the contract body and map rows with empty detail fields', async () => {
    const { gql, callsTo } = consoleGraphqlOver({ '/admin/api/review/payments/list': consoleOk('/admin/api/review/payments/list', { list: [paymentRow], count: 41, page: 3, page_size: 20 }) });
    const body = await gql('query($f: ReviewFilter) { paymentReviews(page: 3, pageSize: 20, sort: "time", filter: $f) { count page pageSize list { id payNo memberName amountFen orderNos images remark orders { orderNo } } } }', {
      f: { state: 'reviewing', keyword: '小王', from: 1_795_000_000, to: null },
    });
    expect(body.errors).toBeUndefined();
    expect(callsTo('/admin/api/review/payments/list')[0].body).toEqual({ page: 3, page_size: 20, sort: 'time', state: 'reviewing', keyword: '小王', from: 1_795_000_000 });
    expect(body.data?.paymentReviews).toEqual({
      count: 41,
      page: 3,
      pageSize: 20,
      list: [{ id: 7, payNo: 'T20261127100500000457', memberName: '湘西茶农小王（demo）', amountFen: 20_300, orderNos: ['P20261127100100000123'], images: [], remark: '', orders: [] }],
    });
  });

  it('map a detail deeply (its orders camelCased)', async () => {
    const { gql } = consoleGraphqlOver({ '/admin/api/review/payments/detail': consoleOk('/admin/api/review/payments/detail', payment) });
    const body = await gql('{ paymentReview(id: 7) { reviewRemark images orders { orderId orderFen orderStatusName siteName } } }');
    expect(body.data?.paymentReview).toEqual({ reviewRemark: '', images: ['/upload/certificate/7.png'], orders: [{ orderId: 5201, orderFen: 20_300, orderStatusName: '待审核', siteName: '湘西保靖黄金茶' }] });
  });

  it('send a decision with its reason (empty when not given) and an invoice number', async () => {
    const { gql, callsTo } = consoleGraphqlOver({
      '/admin/api/review/payments/decide': consoleOk('/admin/api/review/payments/decide', { ...payment, state: 'paid', state_name: '已支付' }),
      '/admin/api/review/invoices/decide': fail(ErrorCode.BUSINESS, '该发票申请已处理（已开具），不能再次处理'),
    });
    const paid = await gql('mutation { decidePayment(input: { id: 7, agree: true }) { state stateName } }');
    expect(paid.data?.decidePayment).toEqual({ state: 'paid', stateName: '已支付' });
    expect(callsTo('/admin/api/review/payments/decide')[0].body).toEqual({ id: 7, agree: true, reason: '' });
    const again = await gql('mutation { decideInvoice(input: { id: 3, agree: true, reason: "已开", invoiceNo: "24432000000012345678" }) { state } }');
    expect(callsTo('/admin/api/review/invoices/decide')[0].body).toEqual({ id: 3, agree: true, reason: '已开', invoice_no: '24432000000012345678' });
    expect(again.errors?.[0]).toMatchObject({ message: '该发票申请已处理（已开具），不能再次处理', extensions: { code: 'BUSINESS_ERROR', restCode: ErrorCode.BUSINESS } });
  });

  it('pass a refused permission and an ended session through', async () => {
    const { gql } = consoleGraphqlOver({
      '/admin/api/review/refunds/list': fail(ConsoleErrorCode.FORBIDDEN, '当前账号的角色没有此项权限（review.refund），请联系超级管理员'),
      '/admin/api/review/complaints/list': fail(ErrorCode.TOKEN_ERROR, '登录已过期，请重新登录'),
    });
    const refused = await gql('{ refundReviews { count } }');
    expect(refused.errors?.[0]).toMatchObject({ message: '当前账号的角色没有此项权限（review.refund），请联系超级管理员', extensions: { code: 'FORBIDDEN' } });
    const ended = await gql('{ complaintReviews { count } }');
    expect(ended.errors?.[0]?.extensions?.code).toBe('TOKEN_ERROR');
  });

  it('refuse wrong variables before any call to mall-api', async () => {
    const { gql, calls } = consoleGraphqlOver({});
    for (const query of ['{ paymentReview(id: "7") { id } }', '{ invoiceReview { id } }', 'mutation { decideRefund(input: { id: 1 }) { id } }', 'mutation { decideComplaint(input: { id: 1, agree: "yes" }) { id } }']) {
      const body = await gql(query);
      expect(body.errors?.length, query).toBeGreaterThan(0);
      expect(body.data ?? null, query).toBeNull();
    }
    expect(calls).toEqual([]);
  });

  it('answer an upstream error for an answer that breaks the contract', async () => {
    const { gql } = consoleGraphqlOver({ '/admin/api/review/certifications/detail': { code: 0, message: '', data: { id: 'one' } } });
    const body = await gql('{ certificationReview(id: 1) { id } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  });
});
