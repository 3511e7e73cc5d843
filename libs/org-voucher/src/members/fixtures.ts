import type { ImportReportView } from './components/MemberImport/MemberImport';
import type { OrgMemberRow } from './components/OrgMemberTable/OrgMemberTable';

const t0 = 1_763_900_000;
/** Realistic unit members for stories and tests (never exported from the lib's index). */
export const membersFixture: OrgMemberRow[] = [
  { memberId: 101, realName: '向红梅', nickname: '湘西州乡村振兴局机关工会', mobile: '13700000101', role: 'ADMIN', createTime: t0 },
  { memberId: 102, realName: '田晓雨', nickname: '田晓雨', mobile: '13700001001', role: 'MEMBER', createTime: t0 + 3600 },
  { memberId: 103, realName: '彭家豪', nickname: '彭家豪', mobile: '13700001002', role: 'MEMBER', createTime: t0 + 7200 },
  { memberId: 104, realName: '欧阳振华', nickname: '欧阳振华', mobile: '13700001005', role: 'MEMBER', createTime: t0 + 9000 },
  { memberId: 105, realName: '买买提·艾力江·阿不都热合曼', nickname: '买买提', mobile: '13700001009', role: 'MEMBER', createTime: t0 + 9600 },
];

export const reportFixture: ImportReportView = {
  total: 6,
  imported: 3,
  created: 2,
  rolledBack: false,
  refused: [
    { row: 4, mobile: '1234567', realName: '张三', reason: '手机号格式不正确（11 位，以 1 开头，第二位 3–9）' },
    { row: 6, mobile: '13700001001', realName: '田晓雨', reason: '已是本单位成员' },
    { row: 7, mobile: '13700001006', realName: '周雅琴', reason: '该手机号已加入其他单位' },
  ],
};
