// Applications to open a shop. A member applies (one pending application at a time; the licence is
// their own upload); the platform's 开店申请 queue approves — in one transaction: the shop (open, with
// the application's certification as its tag_level, so /shop-<id> shows at once with no goods), its
// 店主 console account `shop<id>owner` with a random initial password answered once to the operator
// and sent by SMS to the applicant — or refuses with the reason the member reads.
import { randomBytes, randomInt } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import {
  ErrorCode,
  SHOP_APPLY_STATE_NAMES,
  SHOP_TAG_LEVEL_NAMES,
  type ConsoleParsedRequestOf,
  type ParsedRequestOf,
  type ShopApplyInfo,
  type ShopApplyReviewDetail,
  type ShopApplyReviewRow,
  type ShopApplyState,
  type ShopTagLevel,
} from '@mall/rest-contract';
import type { Db, Tx } from '../../db/client';
import { goodsCategory, member, shop } from '../../db/schema';
import { consoleAccount } from '../../db/schema-console';
import { shopApply } from '../../db/schema-shop-apply';
import { BusinessError } from '../../http/envelope';
import type { AuditEntry } from '../console/audit';
import { shopStaffUsername } from '../../db/seed-console';
import { hashPassword } from '../member/password';
import { assertOwnImages } from '../order/aftersale';
import { secs } from '../order/helpers';
import { namesPinyin } from '../search';
import { alreadyDecided, byTime, likePattern, notFound, page, within } from '../admin-review/queries';

const NOUN = '开店申请';
type ApplyRow = typeof shopApply.$inferSelect;

/** Sends the 店主's initial password to the applicant (the built-in sender writes it to the log). */
export type OwnerPasswordSender = (mobile: string, password: string) => Promise<void>;

const tagLevelName = (level: number) => SHOP_TAG_LEVEL_NAMES[level as ShopTagLevel] ?? '';

async function categoryNames(db: Db | Tx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: goodsCategory.categoryId, name: goodsCategory.categoryName })
    .from(goodsCategory)
    .where(and(inArray(goodsCategory.categoryId, [...ids]), eq(goodsCategory.level, 1)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const toInfo = (a: ApplyRow, names: Map<number, string>): ShopApplyInfo => ({
  apply_id: a.applyId,
  company_name: a.companyName,
  shop_name: a.shopName,
  contact_name: a.contactName,
  mobile: a.mobile,
  licence_image: a.licenceImage,
  category_ids: a.categoryIds,
  category_names: a.categoryIds.map((id) => names.get(id) ?? '').filter(Boolean),
  tag_level: a.tagLevel,
  tag_level_name: tagLevelName(a.tagLevel),
  status: a.status as ShopApplyState,
  status_name: SHOP_APPLY_STATE_NAMES[a.status as ShopApplyState] ?? a.status,
  refuse_reason: a.refuseReason,
  site_id: a.siteId ?? 0,
  owner_username: a.ownerUsername,
  create_time: secs(a.createTime),
  decide_time: secs(a.decideTime),
});

/** A password the console's rule accepts (letters and digits, both present), 12 characters. */
export function initialPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const pick = (from: string, n: number) => Array.from({ length: n }, () => from[randomInt(from.length)]).join('');
  return `${pick(letters, 7)}${pick(digits, 5)}`;
}

export function createShopApplyService(db: Db) {
  return {
    async apply(memberId: number, input: ParsedRequestOf<'/api/shopapply/apply'>): Promise<ShopApplyInfo> {
      assertOwnImages([input.licence_image], memberId);
      const ids = [...new Set(input.category_ids)];
      return db.transaction(async (tx) => {
        const names = await categoryNames(tx, ids);
        if (names.size !== ids.length) throw new BusinessError('经营类目不存在，请重新选择一级类目');
        const [pending] = await tx.select({ id: shopApply.applyId }).from(shopApply).where(and(eq(shopApply.memberId, memberId), eq(shopApply.status, 'pending'))).for('update');
        if (pending) throw new BusinessError('您已有一份开店申请在审核中，请等待平台处理');
        const [row] = await tx
          .insert(shopApply)
          .values({
            memberId,
            companyName: input.company_name,
            shopName: input.shop_name,
            contactName: input.contact_name,
            mobile: input.mobile,
            licenceImage: input.licence_image,
            categoryIds: ids,
            tagLevel: input.tag_level,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new BusinessError('您已有一份开店申请在审核中，请等待平台处理');
        return toInfo(row, names);
      });
    },

    /** The member's latest application, or null. */
    async info(memberId: number): Promise<ShopApplyInfo | null> {
      const [row] = await db.select().from(shopApply).where(eq(shopApply.memberId, memberId)).orderBy(desc(shopApply.createTime), desc(shopApply.applyId)).limit(1);
      if (!row) return null;
      return toInfo(row, await categoryNames(db, row.categoryIds));
    },
  };
}
export type ShopApplyService = ReturnType<typeof createShopApplyService>;

// ----- the platform's queue

const joined = (db: Db | Tx) => db.select({ a: shopApply, username: member.username, nickname: member.nickname }).from(shopApply).innerJoin(member, eq(member.memberId, shopApply.memberId));
type Joined = { a: ApplyRow; username: string; nickname: string };

const toRow = ({ a, username, nickname }: Joined): ShopApplyReviewRow => ({
  id: a.applyId,
  company_name: a.companyName,
  shop_name: a.shopName,
  contact_name: a.contactName,
  mobile: a.mobile,
  member_name: nickname || username,
  tag_level: a.tagLevel,
  tag_level_name: tagLevelName(a.tagLevel),
  state: a.status as ShopApplyState,
  state_name: SHOP_APPLY_STATE_NAMES[a.status as ShopApplyState] ?? a.status,
  create_time: secs(a.createTime),
  decide_time: secs(a.decideTime),
});

export async function listShopApplies(db: Db | Tx, input: ConsoleParsedRequestOf<'/admin/api/review/shops/list'>) {
  const like = likePattern(input.keyword);
  const where = and(
    input.state ? eq(shopApply.status, input.state) : undefined,
    within(shopApply.createTime, input.from, input.to),
    like ? or(ilike(shopApply.companyName, like), ilike(shopApply.shopName, like), ilike(shopApply.contactName, like), ilike(shopApply.mobile, like), ilike(member.username, like)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(shopApply).innerJoin(member, eq(member.memberId, shopApply.memberId)).where(where);
  const rows = await joined(db)
    .where(where)
    .orderBy(...byTime(input.sort, shopApply.createTime, shopApply.applyId))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return page(rows.map(toRow), Number(total.n), input);
}

export async function shopApplyDetail(db: Db | Tx, id: number): Promise<ShopApplyReviewDetail> {
  const [j] = await joined(db).where(eq(shopApply.applyId, id));
  if (!j) throw notFound(NOUN);
  const names = await categoryNames(db, j.a.categoryIds);
  return {
    ...toRow(j),
    licence_image: j.a.licenceImage,
    category_names: j.a.categoryIds.map((c) => names.get(c) ?? '').filter(Boolean),
    refuse_reason: j.a.refuseReason,
    site_id: j.a.siteId ?? 0,
    owner_username: j.a.ownerUsername,
  };
}

export async function decideShopApply(
  tx: Tx,
  input: { id: number; agree: boolean; reason: string },
  audit: (entry: AuditEntry) => Promise<void>,
  sendPassword: OwnerPasswordSender,
) {
  const to: ShopApplyState = input.agree ? 'approved' : 'refused';
  const now = new Date();
  // Conditional on pending: a second decision (or two operators at once) changes nothing.
  const [a] = await tx
    .update(shopApply)
    .set({ status: to, decideTime: now, refuseReason: input.agree ? '' : input.reason })
    .where(and(eq(shopApply.applyId, input.id), eq(shopApply.status, 'pending')))
    .returning();
  if (!a) {
    const current = await shopApplyDetail(tx, input.id);
    throw alreadyDecided(NOUN, current.state_name);
  }
  if (!input.agree) {
    await audit({ action: 'review.shop.refuse', targetType: 'shop_apply', targetId: a.applyId, before: { status: 'pending' }, after: { status: to, refuse_reason: input.reason } });
    return { ...(await shopApplyDetail(tx, a.applyId)), owner_password: '' };
  }
  const [opened] = await tx
    .insert(shop)
    .values({ siteName: a.shopName, shortname: a.shopName, tagLevel: a.tagLevel, telephone: a.mobile, searchPinyin: namesPinyin(a.shopName) })
    .returning({ siteId: shop.siteId });
  if (!opened) throw new BusinessError('开店失败，请重试', ErrorCode.BUSINESS);
  const username = shopStaffUsername(opened.siteId, 'owner');
  const password = initialPassword();
  await tx.insert(consoleAccount).values({ username, realName: a.contactName, role: 'shop_owner', shopId: opened.siteId, passwordHash: await hashPassword(password, randomBytes(16)) });
  await tx.update(shopApply).set({ siteId: opened.siteId, ownerUsername: username }).where(eq(shopApply.applyId, a.applyId));
  await audit({
    action: 'review.shop.approve',
    targetType: 'shop_apply',
    targetId: a.applyId,
    before: { status: 'pending' },
    after: { status: to, site_id: opened.siteId, owner_username: username },
  });
  await sendPassword(a.mobile, password);
  return { ...(await shopApplyDetail(tx, a.applyId)), owner_password: password };
}
