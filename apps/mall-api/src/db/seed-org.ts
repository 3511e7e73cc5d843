// Seed of units and consumption vouchers: two units of different types, each with a
// company-account administrator (/registerCompany profile) and members; voucher stock bought with
// the demo provider, issued to members, some activated, some spent, one batch expired. Every stock
// or value change has its voucher_ledger row, so the seed reconciles like live data. Deterministic
// (fixed PRNG seed, dates relative to now); runs once per database (site_config key 'seed_org').
//
// Log-ins (password login): orgadmin01 / orgadmin01pass administers 湘西州乡村振兴局机关工会 (党政机关),
// orgadmin02 / orgadmin02pass administers 长沙岳麓山茶业有限公司 (民营企业); orgmember01…08 /
// orgmember<N>pass are their members (01–05 unit 1, 06–08 unit 2). orgmember01 has pending vouchers.
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { markSeeded, seedOnce } from './seed-once';
import { createRng } from './prng';
import { member } from './schema';
import { memberProfile } from './schema-account';
import { orgMember, orgUnit, voucher, voucherIssuance, voucherLedger, voucherOrder } from './schema-org';
import { hashPassword } from '../modules/member/password';

const MARKER = 'seed_org';
const DAY = 86_400_000;

interface UnitSpec {
  name: string;
  type: number;
  creditCode: string;
  contact: string;
  address: string;
  admin: { username: string; mobile: string };
  members: { username: string; mobile: string; realName: string }[];
}

export const SEED_UNITS: UnitSpec[] = [
  {
    name: '湘西州乡村振兴局机关工会',
    type: 1,
    creditCode: '11433100MB1234567X',
    contact: '向红梅',
    address: '湖南省湘西土家族苗族自治州吉首市人民北路 88 号',
    admin: { username: 'orgadmin01', mobile: '13700000101' },
    members: [
      { username: 'orgmember01', mobile: '13700001001', realName: '田晓雨' },
      { username: 'orgmember02', mobile: '13700001002', realName: '彭家豪' },
      { username: 'orgmember03', mobile: '13700001003', realName: '龙秀英' },
      { username: 'orgmember04', mobile: '13700001004', realName: '石建国' },
      { username: 'orgmember05', mobile: '13700001005', realName: '欧阳振华' },
    ],
  },
  {
    name: '长沙岳麓山茶业有限公司',
    type: 4,
    creditCode: '91430104MA4L8K2Q3N',
    contact: '李茶香',
    address: '湖南省长沙市岳麓区麓山南路 2 号',
    admin: { username: 'orgadmin02', mobile: '13700000102' },
    members: [
      { username: 'orgmember06', mobile: '13700001006', realName: '周雅琴' },
      { username: 'orgmember07', mobile: '13700001007', realName: '黄志明' },
      { username: 'orgmember08', mobile: '13700001008', realName: '刘思远' },
    ],
  },
];

export async function seedOrgData(db: Db, now = new Date()): Promise<Record<string, number>> {
  return seedOnce(db, { marker: MARKER }, async (tx) => {
    const rng = createRng(14);
    const salt = () => Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255)));
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    let no = 0;
    const nextNo = (prefix: string, d: Date) => `${prefix}${new Date(d.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14)}${String(++no).padStart(8, '0')}`;
    const counts = { org_unit: 0, org_member: 0, voucher_order: 0, voucher: 0, voucher_ledger: 0 };

    for (const [u, spec] of SEED_UNITS.entries()) {
      const [admin] = await tx
        .insert(member)
        .values({ username: spec.admin.username, mobile: spec.admin.mobile, passwordHash: await hashPassword(`${spec.admin.username}pass`, salt()), nickname: spec.name, balance: 50_000_00, createTime: at(60) })
        .returning({ id: member.memberId });
      await tx.insert(memberProfile).values({ memberId: admin.id, registerType: 'company', companyName: spec.name, creditCode: spec.creditCode, contactName: spec.contact, contactMobile: spec.admin.mobile, companyAddress: spec.address });
      const [unit] = await tx
        .insert(orgUnit)
        .values({ orgName: spec.name, orgType: spec.type, creditCode: spec.creditCode, contactName: spec.contact, contactMobile: spec.admin.mobile, address: spec.address, createTime: at(60) })
        .returning({ id: orgUnit.orgId });
      await tx.insert(orgMember).values({ orgId: unit.id, memberId: admin.id, role: 'admin', realName: spec.contact, createTime: at(60) });
      counts.org_unit++;
      counts.org_member++;
      const memberIds: number[] = [];
      for (const [i, m] of spec.members.entries()) {
        const [row] = await tx
          .insert(member)
          .values({ username: m.username, mobile: m.mobile, passwordHash: await hashPassword(`${m.username}pass`, salt()), nickname: m.realName, balance: rng.int(0, 500) * 100, createTime: at(50 - i) })
          .returning({ id: member.memberId });
        await tx.insert(orgMember).values({ orgId: unit.id, memberId: row.id, role: 'member', realName: m.realName, createTime: at(50 - i) });
        memberIds.push(row.id);
        counts.org_member++;
      }

      // Two paid purchases of stock (one old, one recent) and one unpaid.
      let stock = 0;
      for (const [amount, daysAgo, paid] of [
        [u === 0 ? 20_000_00 : 8_000_00, 40, true],
        [u === 0 ? 5_000_00 : 3_000_00, 3, true],
        [1_000_00, 1, false],
      ] as const) {
        const created = at(daysAgo);
        const [o] = await tx
          .insert(voucherOrder)
          .values({ orderNo: nextNo('VO', created), orgId: unit.id, orgType: spec.type, memberId: admin.id, amount, status: paid ? 'paid' : 'unpaid', payType: paid ? 'demo' : '', tradeNo: paid ? `DEMOSEED${no}` : '', payTime: paid ? new Date(created.getTime() + 600_000) : null, createTime: created })
          .returning({ id: voucherOrder.orderId });
        counts.voucher_order++;
        if (paid) {
          stock += amount;
          await tx.insert(voucherLedger).values({ orgId: unit.id, memberId: admin.id, kind: 'purchase', stockChange: amount, relateId: o.id, remark: '购买消费券额度', createTime: created });
          counts.voucher_ledger++;
        }
      }

      // Issuances: an expired one (old), a current one (activated, some spent) and a fresh one pending.
      const batches = [
        { name: '中秋助农消费券', face: 50_00, per: 1, start: at(40), end: at(10), kind: 'expired' as const },
        { name: '年货节消费券', face: 100_00, per: 2, start: at(20), end: new Date(now.getTime() + 40 * DAY), kind: 'usable' as const },
        { name: '冬季暖心消费券', face: 30_00, per: 1, start: at(1), end: new Date(now.getTime() + 30 * DAY), kind: 'pending' as const },
      ];
      for (const b of batches) {
        const total = b.face * b.per * memberIds.length;
        stock -= total;
        const [iss] = await tx
          .insert(voucherIssuance)
          .values({ orgId: unit.id, memberId: admin.id, voucherName: b.name, faceValue: b.face, countPerMember: b.per, memberCount: memberIds.length, total, validStart: b.start, validEnd: b.end, scope: { shop_ids: [], category_ids: [] }, remark: '', createTime: b.start })
          .returning({ id: voucherIssuance.issuanceId });
        for (const memberId of memberIds) {
          for (let k = 0; k < b.per; k++) {
            const spent = b.kind === 'usable' && k === 0 && rng.chance(0.6) ? rng.int(10, b.face / 100) * 100 : 0;
            const remaining = b.kind === 'expired' ? 0 : b.face - spent;
            const status = b.kind === 'expired' ? 'expired' : b.kind === 'pending' ? 'pending' : remaining === 0 ? 'used' : 'usable';
            const [v] = await tx
              .insert(voucher)
              .values({ voucherNo: nextNo('V', b.start), orgId: unit.id, issuanceId: iss.id, memberId, faceValue: b.face, remaining, status, activateTime: b.kind === 'pending' ? null : new Date(b.start.getTime() + 3600_000), useTime: spent ? at(2) : null, validStart: b.start, validEnd: b.end, createTime: b.start })
              .returning({ id: voucher.voucherId });
            counts.voucher++;
            const rows: (typeof voucherLedger.$inferInsert)[] = [{ orgId: unit.id, memberId, voucherId: v.id, kind: 'issue', stockChange: -b.face, valueChange: b.face, relateId: iss.id, remark: b.name, createTime: b.start }];
            if (b.kind !== 'pending') rows.push({ orgId: unit.id, memberId, voucherId: v.id, kind: 'activate', remark: '会员激活', createTime: new Date(b.start.getTime() + 3600_000) });
            if (spent) rows.push({ orgId: unit.id, memberId, voucherId: v.id, kind: 'spend', valueChange: -spent, remark: '订单抵扣', createTime: at(2) });
            if (b.kind === 'expired') rows.push({ orgId: unit.id, memberId, voucherId: v.id, kind: 'expire', valueChange: -b.face, remark: '到期失效', createTime: b.end });
            await tx.insert(voucherLedger).values(rows);
            counts.voucher_ledger += rows.length;
          }
        }
      }
      await tx.update(orgUnit).set({ voucherStock: stock }).where(eq(orgUnit.orgId, unit.id));
    }
    await markSeeded(tx, MARKER);
    return counts;
  });
}
