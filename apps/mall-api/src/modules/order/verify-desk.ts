// The member's verification desk (/member/verification): a member the 店主 bound as the shop's
// verifier (shop_verifier) looks a code of that shop up, sees its order and redeems it once. Every
// redeem attempt is a verify_record row — a refused one too, written after its own transaction rolled
// back — which /member/verification_list and _detail read. Codes of shops the member does not verify
// for read as unknown.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { ErrorCode, type VerifyRecord, type VerifyTarget } from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { member, shop } from '../../db/schema';
import { shopVerifier, verifyRecord } from '../../db/schema-verify';
import { BusinessError } from '../../http/envelope';
import { pageOf } from '../account/profile-service';
import { CODE_NOT_FOUND, describeCode, findCode, redeemCode, type FoundCode } from '../shop-orders/verify';
import { secs } from './helpers';

export const NOT_A_VERIFIER = '您还不是店铺核销员，请联系店主在商家后台绑定您的手机号';
export const RECORD_NOT_FOUND = '核销记录不存在';

const TYPE_NAMES: Record<string, string> = { pickup: '门店自提', virtualgoods: '虚拟商品' };

const toRecord = (r: typeof verifyRecord.$inferSelect & { siteName: string | null }): VerifyRecord => ({
  id: r.id,
  code: r.code,
  verify_type: r.verifyType === 'pickup' || r.verifyType === 'virtualgoods' ? r.verifyType : '',
  verify_type_name: TYPE_NAMES[r.verifyType] ?? '',
  order_no: r.orderNo,
  site_name: r.siteName ?? '',
  items: r.items,
  outcome: r.outcome === 'ok' ? 'ok' : 'refused',
  reason: r.reason,
  verifier_name: r.verifierName,
  create_time: secs(r.createTime),
});

export function createVerifyDeskService(db: Db) {
  async function shopsOf(dbx: Db | Tx, memberId: number) {
    return dbx
      .select({ site_id: shop.siteId, site_name: shop.siteName })
      .from(shopVerifier)
      .innerJoin(shop, eq(shop.siteId, shopVerifier.siteId))
      .where(eq(shopVerifier.memberId, memberId))
      .orderBy(asc(shop.siteId));
  }
  async function verifierShopIds(dbx: Db | Tx, memberId: number): Promise<number[]> {
    const shops = await shopsOf(dbx, memberId);
    if (shops.length === 0) throw new BusinessError(NOT_A_VERIFIER);
    return shops.map((s) => s.site_id);
  }
  async function found(tx: Tx, memberId: number, code: string, lock: boolean): Promise<FoundCode> {
    const hit = await findCode(tx, await verifierShopIds(tx, memberId), code, lock);
    if (!hit) throw new BusinessError(CODE_NOT_FOUND, ErrorCode.NOT_FOUND);
    return hit;
  }
  async function verifierName(dbx: Db | Tx, memberId: number): Promise<string> {
    const [m] = await dbx.select({ username: member.username, nickname: member.nickname }).from(member).where(eq(member.memberId, memberId));
    return (m?.nickname || m?.username || '').slice(0, 32);
  }
  const recordValues = async (tx: Db | Tx, memberId: number, code: string, hit: FoundCode | null) => ({
    siteId: hit?.order.siteId ?? 0,
    verifierMemberId: memberId,
    verifierName: await verifierName(tx, memberId),
    code,
    verifyType: hit ? (hit.kind === 'pickup' ? 'pickup' : 'virtualgoods') : '',
    orderNo: hit?.order.orderNo ?? '',
    items: hit ? (await describeCode(tx, hit)).items : [],
  });

  return {
    async info(memberId: number) {
      const shops = await shopsOf(db, memberId);
      return { is_verifier: shops.length > 0, shops };
    },

    lookup: (memberId: number, code: string): Promise<VerifyTarget> => db.transaction(async (tx) => describeCode(tx, await found(tx, memberId, code, false))),

    async verify(memberId: number, code: string): Promise<VerifyTarget> {
      try {
        return await db.transaction(async (tx) => {
          const hit = await found(tx, memberId, code, true);
          const values = await recordValues(tx, memberId, code, hit);
          await redeemCode(tx, hit, values.verifierName);
          await tx.insert(verifyRecord).values({ ...values, outcome: 'ok' });
          return describeCode(tx, (await findCode(tx, [hit.order.siteId], code, false))!);
        });
      } catch (error) {
        // A verifier's refused attempt is recorded too (its transaction rolled back); a non-verifier's is not.
        if (error instanceof BusinessError && error.message !== NOT_A_VERIFIER) {
          await db.transaction(async (tx) => {
            const ids = await verifierShopIds(tx, memberId);
            const hit = await findCode(tx, ids, code, false);
            await tx.insert(verifyRecord).values({ ...(await recordValues(tx, memberId, code, hit)), outcome: 'refused', reason: error.message.slice(0, 200) });
          });
        }
        throw error;
      }
    },

    async records(memberId: number, input: { outcome?: 'ok' | 'refused'; page: number; page_size: number }) {
      const where = and(eq(verifyRecord.verifierMemberId, memberId), input.outcome ? eq(verifyRecord.outcome, input.outcome) : undefined);
      const [{ n }] = await db.select({ n: count() }).from(verifyRecord).where(where);
      const rows = await db
        .select({ record: verifyRecord, siteName: shop.siteName })
        .from(verifyRecord)
        .leftJoin(shop, eq(shop.siteId, verifyRecord.siteId))
        .where(where)
        .orderBy(desc(verifyRecord.id))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      return pageOf(rows.map((r) => toRecord({ ...r.record, siteName: r.siteName })), Number(n), input.page_size);
    },

    async record(memberId: number, id: number): Promise<VerifyRecord> {
      const [r] = await db
        .select({ record: verifyRecord, siteName: shop.siteName })
        .from(verifyRecord)
        .leftJoin(shop, eq(shop.siteId, verifyRecord.siteId))
        .where(and(eq(verifyRecord.id, id), eq(verifyRecord.verifierMemberId, memberId)));
      if (!r) throw new BusinessError(RECORD_NOT_FOUND, ErrorCode.NOT_FOUND);
      return toRecord({ ...r.record, siteName: r.siteName });
    },
  };
}
export type VerifyDeskService = ReturnType<typeof createVerifyDeskService>;
