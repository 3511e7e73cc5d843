// Seed of the verification desk: a virtual goods of shop 1 (湘西保靖黄金茶农民专业合作社) — a tea-garden
// visit voucher whose payment issues a code — the member member08 bound as that shop's verifier (she
// redeems at /member/verification), and a buyer of her own, tourist01 / tourist01pass, with balance to
// pay (README "Verification"). Runs once per database, after the catalogue and members exist.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { markSeeded, seedOnce } from './seed-once';
import { goods, goodsSku, member } from './schema';
import { shopVerifier } from './schema-verify';
import { withSearchFields } from './seed-search';
import { createRng } from './prng';
import { hashPassword } from '../modules/member/password';

const MARKER = 'seed_verify';
export const VIRTUAL_GOODS_NAME = '保靖黄金茶园 采茶体验券（含茶园导览·电子券）';
export const SEEDED_VERIFIER = { shopId: 1, username: 'member08' } as const;
export const SEEDED_VIRTUAL_BUYER = { username: 'tourist01', password: 'tourist01pass', nickname: '游客小林', mobile: '13900009001' } as const;

export async function seedVerifyData(db: Db): Promise<Record<string, number>> {
  return seedOnce(db, { marker: MARKER }, async (tx) => {
    const counts = { virtual_goods: 0, shop_verifier: 0, member: 0 };
    const [model] = await tx.select().from(goods).where(and(eq(goods.siteId, SEEDED_VERIFIER.shopId), eq(goods.isOnShelf, true))).orderBy(asc(goods.goodsId)).limit(1);
    if (model) {
      const { goodsId: _id, keywords: _k, ...copy } = model;
      const [made] = await tx
        .insert(goods)
        .values(withSearchFields({ ...copy, goodsName: VIRTUAL_GOODS_NAME, introduction: '凭券到保靖县吕洞山茶园采茶一次，含茶园导览与一杯新茶；付款后订单中出示核销码，一年内有效。', isVirtual: true, saleNum: 0 }))
        .returning({ id: goods.goodsId });
      const [sku] = await tx.select().from(goodsSku).where(eq(goodsSku.goodsId, model.goodsId)).orderBy(asc(goodsSku.skuId)).limit(1);
      if (sku) {
        const { skuId: _s, ...skuCopy } = sku;
        await tx.insert(goodsSku).values({ ...skuCopy, goodsId: made.id, specName: '单人券', price: 6800, discountPrice: 5800, stock: 500, saleNum: 0 });
      }
      counts.virtual_goods = 1;
    }
    const [verifier] = await tx.select({ id: member.memberId }).from(member).where(eq(member.username, SEEDED_VERIFIER.username));
    if (verifier) {
      await tx.insert(shopVerifier).values({ siteId: SEEDED_VERIFIER.shopId, memberId: verifier.id, addedBy: `shop${SEEDED_VERIFIER.shopId}owner` }).onConflictDoNothing();
      counts.shop_verifier = 1;
    }
    const rng = createRng(2929);
    const salt = Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255)));
    const b = SEEDED_VIRTUAL_BUYER;
    const added = await tx
      .insert(member)
      .values({ username: b.username, mobile: b.mobile, nickname: b.nickname, passwordHash: await hashPassword(b.password, salt), balance: 200_000 })
      .onConflictDoNothing()
      .returning({ id: member.memberId });
    counts.member = added.length;
    await markSeeded(tx, MARKER);
    return counts;
  });
}
