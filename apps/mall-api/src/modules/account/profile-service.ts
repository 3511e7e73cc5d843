// Member centre: detail, nickname and avatar, certifications, counts, levels, balance and point
// records, daily sign-in, coupons.
import { and, count, desc, eq, gte, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CERT_STATUS,
  COUPON_STATES,
  ErrorCode,
  type accountPageRequest,
  type AccountRecord,
  type CertStatus,
  type MemberCoupon,
  type MemberDetail,
  type OrderNum,
  type Paged,
} from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { tableRowsPage } from '../../db/paging';
import { member, memberLevel } from '../../db/schema';
import { memberAccount, memberCert, memberCoupon, memberProfile, memberSignin, memberWithdraw } from '../../db/schema-account';
import { BusinessError, TOKEN_ERROR_MESSAGE, unixSeconds } from '../../http/envelope';
import { fenToYuan } from '@mall/rest-contract/money';
import { memberIdentityColumns } from '../member/queries';
import { uploadedBy } from './upload';

type CertKind = 'fupin' | 'coop';

const secs = (d: Date | null | undefined) => (d ? unixSeconds(d) : 0);
export const pageOf = <T>(list: T[], total: number, pageSize: number): Paged<T> => ({ list, count: total, page_count: Math.ceil(total / pageSize) });

/**
 * Order counts by status, given by the orders module (AccountModuleOptions.orderCounts); without it
 * (the account module on its own, in its tests) every count is zero.
 */
export type OrderCounts = (memberId: number) => Promise<OrderNum>;
export const noOrders: OrderCounts = async () => ({ waitpay: 0, waitsend: 0, waitconfirm: 0, waitrate: 0, refunding: 0 });

const CERT_NAMES: Record<number, string> = { [CERT_STATUS.none]: '未认证', [CERT_STATUS.pending]: '审核中', [CERT_STATUS.passed]: '已认证', [CERT_STATUS.refused]: '未通过' };

/** Sign-in rewards: day n of a streak gives SIGNIN_RULES[n-1]; beyond the cycle, the last. */
export const SIGNIN_RULES = [5, 5, 10, 10, 15, 15, 30];
const signinPoint = (days: number) => SIGNIN_RULES[Math.min(days, SIGNIN_RULES.length) - 1];
/** The date in China (UTC+8), yyyy-mm-dd. */
const chinaDay = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const ACCOUNT_TYPE_NAMES: Record<string, string> = {
  recharge: '充值',
  withdraw: '提现',
  withdraw_refund: '提现退回',
  order: '订单消费',
  refund: '订单退款',
  signin: '签到奖励',
  adjust: '系统调整',
};

/** Adds a balance or point movement (same transaction as the change it records). */
export async function recordAccount(
  tx: Tx | Db,
  row: { memberId: number; accountType: 'balance' | 'point'; accountData: number; fromType: keyof typeof ACCOUNT_TYPE_NAMES; remark?: string; relateId?: number },
) {
  await tx.insert(memberAccount).values({ ...row, typeName: ACCOUNT_TYPE_NAMES[row.fromType] ?? row.fromType, remark: row.remark ?? '' });
}

export async function frozenBalance(db: Db | Tx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(memberWithdraw.applyMoney) })
    .from(memberWithdraw)
    .where(and(eq(memberWithdraw.memberId, memberId), eq(memberWithdraw.status, 0)));
  return Number(row?.total ?? 0);
}

export function createProfileService(db: Db, options: { orderCounts?: OrderCounts; now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const orderCounts = options.orderCounts ?? noOrders;

  async function memberRow(memberId: number) {
    const [row] = await db
      .select({
        ...memberIdentityColumns,
        level_id: member.levelId,
        member_level_name: memberLevel.levelName,
        balance: member.balance,
        point: member.point,
        createTime: member.createTime,
        lastLoginTime: member.lastLoginTime,
        register_type: memberProfile.registerType,
        company_name: memberProfile.companyName,
      })
      .from(member)
      .leftJoin(memberLevel, eq(memberLevel.levelId, member.levelId))
      .leftJoin(memberProfile, eq(memberProfile.memberId, member.memberId))
      .where(eq(member.memberId, memberId));
    if (!row) throw new BusinessError(TOKEN_ERROR_MESSAGE, ErrorCode.TOKEN_ERROR);
    return row;
  }

  async function cert(memberId: number, kind: CertKind, on: Db | Tx = db): Promise<CertStatus> {
    const [row] = await on.select().from(memberCert).where(and(eq(memberCert.memberId, memberId), eq(memberCert.kind, kind)));
    if (!row) return { status: CERT_STATUS.none, status_name: CERT_NAMES[CERT_STATUS.none], name: '', remark: '', images: [], update_time: 0 };
    return { status: row.status, status_name: CERT_NAMES[row.status] ?? '', name: row.name, remark: row.remark, images: row.images, update_time: unixSeconds(row.updateTime) };
  }

  /**
   * An application (again after a refusal): refused while one is under review or passed. The
   * pictures must be the applicant's own /api/upload/certificate uploads.
   */
  async function applyCert(memberId: number, kind: CertKind, name: string, images: string[]): Promise<CertStatus> {
    if (images.some((path) => !uploadedBy(path, 'certificate', memberId))) throw new BusinessError('证明材料必须是您本人上传的图片');
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select({ status: memberCert.status })
        .from(memberCert)
        .where(and(eq(memberCert.memberId, memberId), eq(memberCert.kind, kind)))
        .for('update');
      if (current?.status === CERT_STATUS.pending || current?.status === CERT_STATUS.passed) {
        throw new BusinessError(current.status === CERT_STATUS.passed ? '已通过认证，无需重复申请' : '认证审核中，请耐心等待');
      }
      const fields = { status: CERT_STATUS.pending, name, remark: '', images, updateTime: new Date() };
      await tx
        .insert(memberCert)
        .values({ memberId, kind, ...fields })
        .onConflictDoUpdate({ target: [memberCert.memberId, memberCert.kind], set: fields });
      return cert(memberId, kind, tx);
    });
  }

  return {
    async detail(memberId: number): Promise<MemberDetail> {
      const row = await memberRow(memberId);
      return {
        member_id: row.member_id,
        username: row.username,
        nickname: row.nickname,
        headimg: row.headimg,
        mobile: row.mobile,
        register_type: row.register_type === 'company' ? 'company' : 'personal',
        company_name: row.company_name ?? '',
        level_id: row.level_id ?? 0,
        member_level_name: row.member_level_name ?? '',
        balance: fenToYuan(row.balance),
        balance_frozen: fenToYuan(await frozenBalance(db, memberId)),
        point: row.point,
        reg_time: secs(row.createTime),
        last_login_time: secs(row.lastLoginTime),
      };
    },

    async modifyNickname(memberId: number, nickname: string) {
      await db.update(member).set({ nickname }).where(eq(member.memberId, memberId));
      return true;
    },

    async setHeadimg(memberId: number, headimg: string) {
      await db.update(member).set({ headimg }).where(eq(member.memberId, memberId));
    },

    cert,

    /** Reads the poverty-alleviation certification; with a name and pictures, applies. */
    async authFupin(memberId: number, input: { name?: string; images?: string[] }): Promise<CertStatus> {
      if (input.name === undefined || input.images === undefined) return cert(memberId, 'fupin');
      return applyCert(memberId, 'fupin', input.name, input.images);
    },

    applyCoop: (memberId: number, input: { name: string; images: string[] }) => applyCert(memberId, 'coop', input.name, input.images),

    orderNum: (memberId: number) => orderCounts(memberId),

    async couponNum(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(memberCoupon)
        .where(and(eq(memberCoupon.memberId, memberId), eq(memberCoupon.state, COUPON_STATES.unused), gte(memberCoupon.endTime, now())));
      return Number(row?.n ?? 0);
    },

    async levels(memberId: number | null) {
      const current = memberId ? (await memberRow(memberId)).level_id : null;
      const rows = await db.select().from(memberLevel).orderBy(memberLevel.growth, memberLevel.levelId);
      return rows.map((l) => ({ level_id: l.levelId, level_name: l.levelName, growth: l.growth, is_current: l.levelId === current }));
    },

    async accountInfo(memberId: number) {
      const row = await memberRow(memberId);
      return { balance: fenToYuan(row.balance), balance_frozen: fenToYuan(await frozenBalance(db, memberId)), point: row.point };
    },

    async accountPage(memberId: number, input: z.output<typeof accountPageRequest>): Promise<Paged<AccountRecord>> {
      const where = and(
        eq(memberAccount.memberId, memberId),
        eq(memberAccount.accountType, input.account_type),
        input.from_type ? eq(memberAccount.fromType, input.from_type) : undefined,
      );
      const { rows, total } = await tableRowsPage(db, memberAccount, where, [desc(memberAccount.createTime), desc(memberAccount.id)], input.page, input.page_size);
      return pageOf(
        rows.map((r) => ({
          id: r.id,
          account_type: r.accountType === 'point' ? 'point' : 'balance',
          account_data: r.accountType === 'point' ? String(r.accountData) : fenToYuan(r.accountData),
          from_type: r.fromType,
          type_name: r.typeName,
          remark: r.remark,
          create_time: unixSeconds(r.createTime),
        })),
        total,
        input.page_size,
      );
    },

    signinConfig() {
      return { is_open: true, rules: SIGNIN_RULES.map((point, i) => ({ day: i + 1, point })), cycle: SIGNIN_RULES.length };
    },

    async isSign(memberId: number) {
      const today = chinaDay(now());
      const [last] = await db.select().from(memberSignin).where(eq(memberSignin.memberId, memberId)).orderBy(desc(memberSignin.signDate)).limit(1);
      const signed = last?.signDate === today;
      const streak = last && (signed || last.signDate === previousDay(today)) ? last.days : 0;
      return { signed, days: streak, next_point: signinPoint(signed ? streak + 1 : streak + 1) };
    },

    /** Signs in for today (China date): points for the streak day, in one transaction. */
    async signin(memberId: number) {
      const today = chinaDay(now());
      return db.transaction(async (tx) => {
        const [last] = await tx.select().from(memberSignin).where(eq(memberSignin.memberId, memberId)).orderBy(desc(memberSignin.signDate)).limit(1);
        if (last?.signDate === today) throw new BusinessError('今天已经签到过了');
        const days = last?.signDate === previousDay(today) ? last.days + 1 : 1;
        const point = signinPoint(days);
        const inserted = await tx
          .insert(memberSignin)
          .values({ memberId, signDate: today, days, point })
          .onConflictDoNothing()
          .returning({ id: memberSignin.id });
        if (inserted.length === 0) throw new BusinessError('今天已经签到过了');
        const [m] = await tx
          .update(member)
          .set({ point: sql`${member.point} + ${point}` })
          .where(eq(member.memberId, memberId))
          .returning({ point: member.point });
        await recordAccount(tx, { memberId, accountType: 'point', accountData: point, fromType: 'signin', remark: `连续签到第 ${days} 天`, relateId: inserted[0].id });
        return { point, days, total_point: m.point };
      });
    },

    async couponPage(memberId: number, input: { state: number; page: number; page_size: number }): Promise<Paged<MemberCoupon>> {
      const t = now();
      const byState: Record<number, SQL | undefined> = {
        [COUPON_STATES.unused]: and(eq(memberCoupon.state, COUPON_STATES.unused), gte(memberCoupon.endTime, t)),
        [COUPON_STATES.used]: eq(memberCoupon.state, COUPON_STATES.used),
        [COUPON_STATES.expired]: and(eq(memberCoupon.state, COUPON_STATES.unused), lt(memberCoupon.endTime, t)),
      };
      const where = and(eq(memberCoupon.memberId, memberId), byState[input.state]);
      const { rows, total } = await tableRowsPage(db, memberCoupon, where, [desc(memberCoupon.endTime), desc(memberCoupon.couponId)], input.page, input.page_size);
      return pageOf(
        rows.map((c) => ({
          coupon_id: c.couponId,
          coupon_name: c.couponName,
          type: c.type === 'discount' ? 'discount' : 'reward',
          money: fenToYuan(c.money),
          discount: c.type === 'discount' ? (c.discount / 10).toFixed(1) : '',
          at_least: fenToYuan(c.atLeast),
          site_id: c.siteId,
          site_name: c.siteName,
          state: input.state,
          start_time: unixSeconds(c.startTime),
          end_time: unixSeconds(c.endTime),
          use_time: secs(c.useTime),
        })),
        total,
        input.page_size,
      );
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
