import type { IssuanceRow } from './components/IssuanceTable/IssuanceTable';
import type { IssueMember } from './components/IssueForm/IssueForm';
import type { VoucherCard } from './components/VoucherCards/VoucherCards';
import type { VoucherStatsValue } from './components/VoucherStats/VoucherStats';

const now = 1_763_960_000;
const day = 86_400;

/** Realistic voucher data for stories and tests (never exported from the lib's index). */
export const statsFixture: VoucherStatsValue = { voucherStock: 1268000, purchased: 2500000, issued: 1232000, spent: 348650, issuanceCount: 3, memberCount: 6 };

export const issueMembersFixture: IssueMember[] = [
  { memberId: 102, name: '田晓雨', mobile: '13700001001' },
  { memberId: 103, name: '彭家豪', mobile: '13700001002' },
  { memberId: 104, name: '龙秀英', mobile: '13700001003' },
  { memberId: 105, name: '买买提·艾力江·阿不都热合曼', mobile: '13700001009' },
];

export const issuancesFixture: IssuanceRow[] = [
  { issuanceId: 3, voucherName: '冬季暖心消费券', faceValue: 3000, countPerMember: 1, memberCount: 5, total: 15000, validStart: now - day, validEnd: now + 30 * day, operator: '湘西州乡村振兴局机关工会', createTime: now - day, counts: { pending: 5, usable: 0, used: 0, expired: 0 } },
  { issuanceId: 2, voucherName: '年货节消费券', faceValue: 10000, countPerMember: 2, memberCount: 5, total: 100000, validStart: now - 20 * day, validEnd: now + 40 * day, operator: '湘西州乡村振兴局机关工会', createTime: now - 20 * day, counts: { pending: 0, usable: 7, used: 3, expired: 0 } },
  { issuanceId: 1, voucherName: '中秋助农消费券（湘西十八洞村猕猴桃、保靖黄金茶专场）', faceValue: 5000, countPerMember: 1, memberCount: 5, total: 25000, validStart: now - 40 * day, validEnd: now - 10 * day, operator: '湘西州乡村振兴局机关工会', createTime: now - 40 * day, counts: { pending: 0, usable: 0, used: 0, expired: 5 } },
];

export const vouchersFixture: VoucherCard[] = [
  { voucherId: 11, voucherNo: 'V2026112400000011', voucherName: '冬季暖心消费券', orgName: '湘西州乡村振兴局机关工会', faceValue: 3000, remaining: 3000, status: 'PENDING', validStart: now - day, validEnd: now + 30 * day },
  { voucherId: 12, voucherNo: 'V2026112400000012', voucherName: '年货节消费券', orgName: '湘西州乡村振兴局机关工会', faceValue: 10000, remaining: 6250, status: 'USABLE', validStart: now - 20 * day, validEnd: now + 40 * day },
  { voucherId: 13, voucherNo: 'V2026112400000013', voucherName: '中秋助农消费券（湘西十八洞村猕猴桃、保靖黄金茶专场）', orgName: '湖南省湘西土家族苗族自治州花垣县十八洞村乡村振兴农产品产销合作联合社', faceValue: 5000, remaining: 0, status: 'EXPIRED', validStart: now - 40 * day, validEnd: now - 10 * day },
];
