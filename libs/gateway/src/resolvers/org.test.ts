// Org resolvers against the fake REST: TOKEN_ERROR without a session (no REST call), variables
// checked by the REST schema before any call, snake_case → camelCase through the mapper, another
// unit's ids (NOT_FOUND from mall-api) → null, business refusals passed through.
import { ErrorCode } from '@mall/rest-contract';
import { describe, expect, it } from 'vitest';
import { fail, fakeRest, ok } from '../test/fake-rest';
import { graphqlOver } from '../test/post-graphql';

const COOKIE = `mall_token=${'d'.repeat(64)}`;


const org = {
  org_id: 1,
  org_name: '湘西州乡村振兴局机关工会',
  org_type: 1,
  org_type_name: '党政机关',
  credit_code: '11433100MB1234567X',
  contact_name: '向红梅',
  contact_mobile: '13700000101',
  address: '吉首市人民北路 88 号',
  voucher_stock: '1200.00',
  member_count: 6,
  role: 'admin' as const,
};

function setup() {
  const rest = fakeRest({
    '/fupin/api/organization/orgDetail': () => ok('/fupin/api/organization/orgDetail', org),
    '/fupin/api/organization/typeList': () => ok('/fupin/api/organization/typeList', [{ type: 1, name: '党政机关' }]),
    '/fupin/api/Voucher/issuanceDetail': () => fail(ErrorCode.NOT_FOUND, '发放记录不存在'),
    '/fupin/api/Voucher/issue': () => fail(ErrorCode.BUSINESS, '消费券额度不足：当前可发放 12.00 元，本次需要 40.00 元'),
    '/fupin/api/Voucher/myCounts': () => ok('/fupin/api/Voucher/myCounts', { pending: 2, usable: 1, used: 0, expired: 3 }),
  });
  return graphqlOver(rest);
}

describe('org resolvers', () => {
  it('need a session (but orgTypes and the reminder count do not fail without one)', async () => {
    const { rest, gql } = setup();
    for (const q of ['{ myOrg { orgId } }', '{ orgMembers { count } }', 'mutation { kickOrgMember(memberId: 1) }', 'mutation { activateVoucher(voucherId: 1) { voucherId } }']) {
      expect((await gql(q)).errors?.[0]?.extensions?.code, q).toBe('TOKEN_ERROR');
    }
    expect(rest.calls).toHaveLength(0);
    expect((await gql('{ myVoucherCounts { pending } }')).data?.myVoucherCounts).toEqual({ pending: 0 });
    expect((await gql('{ orgTypes { type name } }')).data?.orgTypes).toEqual([{ type: 1, name: '党政机关' }]);
  });

  it('maps the unit to camelCase with its role', async () => {
    const { gql } = setup();
    const body = await gql('{ myOrg { orgName orgTypeName voucherStock memberCount role } myVoucherCounts { pending expired } }', {}, COOKIE);
    expect(body.data).toEqual({ myOrg: { orgName: '湘西州乡村振兴局机关工会', orgTypeName: '党政机关', voucherStock: 120000, memberCount: 6, role: 'ADMIN' }, myVoucherCounts: { pending: 2, expired: 3 } });
  });

  it('checks variables before any REST call', async () => {
    const { rest, gql } = setup();
    for (const q of [
      'mutation { addOrgMember(mobile: "12345", realName: "张三") { memberId } }',
      'mutation { kickOrgMember(memberId: 0) }',
      'mutation { createVoucherOrder(amount: "1.234") { orderId } }',
      'mutation { issueVouchers(input: { voucherName: "年货节", faceValue: "0", countPerMember: 1, validDays: 7, toAll: true }) { issuanceId } }',
      'mutation { applyVoucherInvoice(input: { orderIds: [1], invoiceTitle: "单位", taxNumber: "x", invoiceType: 3 }) { invoiceId } }',
    ]) {
      expect((await gql(q, {}, COOKIE)).errors?.[0]?.extensions?.code, q).toBe('BAD_USER_INPUT');
    }
    expect(rest.calls).toHaveLength(0);
  });

  it('answers null for another unit’s issuance and passes business refusals through', async () => {
    const { gql } = setup();
    expect((await gql('{ voucherIssuance(issuanceId: 9) { issuance { issuanceId } } }', {}, COOKIE)).data?.voucherIssuance).toBeNull();
    const refused = await gql('mutation { issueVouchers(input: { voucherName: "年货节消费券", faceValue: "20", countPerMember: 2, validDays: 7, memberIds: [5] }) { issuanceId } }', {}, COOKIE);
    expect(refused.errors?.[0]?.message).toContain('消费券额度不足');
  });
});
