// Seed of 申请开店: applications of three seeded members to the platform's 开店申请 queue — two waiting,
// one refused with its reason — dated relative to the day of seeding (the demo member has none, so it
// can apply in the journeys). Once per database (marker).
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { goodsCategory, member, shop } from './schema';
import { shopApply } from './schema-shop-apply';
import { markSeeded, seedOnce } from './seed-once';

const MARKER = 'seed_shop_apply';
const DAY = 86_400_000;

export async function seedShopApplyData(db: Db): Promise<Record<string, number>> {
  return seedOnce(db, { marker: MARKER }, async (tx): Promise<Record<string, number>> => {
    const people = await tx.select({ id: member.memberId, username: member.username }).from(member).where(inArray(member.username, ['member01', 'member02', 'member03'])).orderBy(asc(member.username));
    const categories = (await tx.select({ id: goodsCategory.categoryId }).from(goodsCategory).where(eq(goodsCategory.level, 1)).orderBy(asc(goodsCategory.sort), asc(goodsCategory.categoryId)).limit(3)).map((c) => c.id);
    const [sample] = await tx.select({ avatar: shop.avatar }).from(shop).orderBy(asc(shop.siteId)).limit(1);
    if (people.length < 3 || categories.length === 0) return {};
    const now = Date.now();
    const rows = [
      { who: people[0], company: '城步苗族自治县南山牧业专业合作社', name: '南山牧场乳品', contact: '杨秀梅', mobile: '13974901201', level: 4, status: 'pending', days: 1, reason: '' },
      { who: people[1], company: '石柱土家族自治县黄连种植专业合作社', name: '石柱黄连', contact: '谭德华', mobile: '13908311202', level: 3, status: 'pending', days: 3, reason: '' },
      { who: people[2], company: '临夏县百合农产品有限公司', name: '临夏百合', contact: '马玉兰', mobile: '13909301203', level: 2, status: 'refused', days: 9, reason: '营业执照照片模糊，经营范围无法辨认，请重新拍摄后再次申请' },
    ];
    for (const r of rows) {
      const created = new Date(now - r.days * DAY);
      await tx.insert(shopApply).values({
        memberId: r.who.id,
        companyName: r.company,
        shopName: r.name,
        contactName: r.contact,
        mobile: r.mobile,
        licenceImage: sample?.avatar ?? '',
        categoryIds: categories.slice(0, 2),
        tagLevel: r.level,
        status: r.status,
        refuseReason: r.reason,
        createTime: created,
        decideTime: r.status === 'pending' ? null : new Date(created.getTime() + DAY),
      });
    }
    await markSeeded(tx, MARKER);
    return { shop_apply: rows.length };
  });
}
