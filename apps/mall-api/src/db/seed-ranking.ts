// Seed of the ranking board: shoppers across the provinces and a year of their paid orders
// (real orders and order lines, dates relative to now), so a fresh start has a board and a ticker to
// show; then the ranking tables are computed from ALL paid orders (rebuildRanking) — the board holds
// no seeded figure of its own. Also the journey's member rank01 (password rank01pass, with an address
// and balance). Idempotent (a site_config marker), deterministic (fixed PRNG).
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { markSeeded, seedOnce } from './seed-once';
import { createRng } from './prng';
import { goods, goodsSku, member, shop } from './schema';
import { memberAddress, region } from './schema-account';
import { orderGoods, orders } from './schema-order';
import { hashPassword } from '../modules/member/password';
import { rebuildRanking } from '../modules/ranking/ledger';

const MARKER = 'seed_ranking';
const SEED_LOCK = 832_016;
const BUYERS = 36;
const ORDERS = 420;
const SURNAMES = ['张', '王', '李', '赵', '陈', '刘', '杨', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '桂英', '建华', '志强', '海燕'];
const STREETS = ['人民路', '解放路', '中山路', '建设街', '文化路', '新华街', '和平路', '胜利街'];

export async function seedRankingData(db: Db): Promise<Record<string, number>> {
  return seedOnce(db, { marker: MARKER, lock: SEED_LOCK }, async (tx): Promise<Record<string, number>> => {
    const rng = createRng(20_261_116);
    const saltRng = createRng(16);
    const salt = () => Buffer.from(Array.from({ length: 16 }, () => saltRng.int(0, 255)));

    const provinces = await tx.select().from(region).where(eq(region.level, 1)).orderBy(asc(region.sort), asc(region.id));
    const cities = await tx.select().from(region).where(eq(region.level, 2)).orderBy(asc(region.sort), asc(region.id));
    const skus = await tx
      .select({ skuId: goodsSku.skuId, goodsId: goodsSku.goodsId, skuName: sql<string>`${goods.goodsName} || ' ' || ${goodsSku.specName}`, skuImage: goodsSku.skuImage, price: goodsSku.discountPrice, siteId: goods.siteId, siteName: shop.siteName })
      .from(goodsSku)
      .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
      .innerJoin(shop, eq(shop.siteId, goods.siteId))
      .where(and(eq(goods.isOnShelf, true), gt(goodsSku.stock, 0)))
      .orderBy(asc(goodsSku.skuId))
      .limit(600);
    if (provinces.length === 0 || cities.length === 0 || skus.length === 0) {
      await markSeeded(tx, MARKER);
      await rebuildRanking(tx);
      return {};
    }

    // Buyers: most provinces get one, a few large ones more (so the board is not flat).
    const weighted = [...provinces, ...provinces.slice(0, 8), ...provinces.slice(0, 3)];
    const buyers: { memberId: number; addressId: number; name: string; mobile: string; fullAddress: string }[] = [];
    const people = [{ username: 'rank01', password: 'rank01pass', realName: '韩梅梅', mobile: '13900160001', balance: 500_000 }];
    for (let i = 1; i <= BUYERS; i++) {
      people.push({ username: `buyer${String(i).padStart(3, '0')}`, password: `buyer${i}pass`, realName: `${rng.pick(SURNAMES)}${rng.pick(GIVEN)}`, mobile: `13${rng.int(5, 9)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`, balance: 0 });
    }
    for (const [i, p] of people.entries()) {
      const province = i === 0 ? provinces[0] : weighted[(i - 1) % weighted.length];
      const inProvince = cities.filter((c) => c.pid === province.id);
      const city = inProvince.length ? rng.pick(inProvince) : null;
      const [m] = await tx
        .insert(member)
        .values({ username: p.username, mobile: p.mobile, passwordHash: await hashPassword(p.password, salt()), nickname: p.realName, balance: p.balance })
        .returning({ memberId: member.memberId });
      const street = `${rng.pick(STREETS)} ${rng.int(1, 300)} 号`;
      const fullAddress = `${province.name}${city?.name ?? ''}${street}`;
      const [a] = await tx
        .insert(memberAddress)
        .values({ memberId: m.memberId, name: p.realName, mobile: p.mobile, provinceId: province.id, cityId: city?.id ?? 0, address: street, fullAddress, isDefault: true })
        .returning({ id: memberAddress.id });
      if (i > 0) buyers.push({ memberId: m.memberId, addressId: a.id, name: p.realName, mobile: p.mobile, fullAddress });
    }

    // A year of paid orders, more of them recently; the last few within the past hour for the ticker.
    const now = Date.now();
    let made = 0;
    for (let i = 0; i < ORDERS; i++) {
      const b = rng.pick(buyers);
      const s = rng.pick(skus);
      const num = rng.int(1, 4);
      const goodsMoney = s.price * num;
      const deliveryMoney = goodsMoney >= 9900 ? 0 : 1000;
      const ageMinutes = i >= ORDERS - 12 ? (ORDERS - i) * rng.int(2, 5) : Math.floor(rng.next() ** 2 * 365 * 24 * 60);
      const payTime = new Date(now - ageMinutes * 60_000);
      const createTime = new Date(payTime.getTime() - rng.int(1, 20) * 60_000);
      const status = ageMinutes < 60 * 24 * 3 ? 'paid' : 'completed';
      const orderNo = `R${new Date(createTime.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14)}${String(i).padStart(8, '0')}`;
      const [o] = await tx
        .insert(orders)
        .values({
          orderNo,
          memberId: b.memberId,
          siteId: s.siteId,
          siteName: s.siteName,
          orderStatus: status,
          deliveryType: 'express',
          addressId: b.addressId,
          name: b.name,
          mobile: b.mobile,
          fullAddress: b.fullAddress,
          goodsMoney,
          deliveryMoney,
          orderMoney: goodsMoney + deliveryMoney,
          payType: 'balance',
          payTime,
          ...(status === 'completed' ? { deliveryTime: payTime, signTime: payTime, finishTime: payTime } : {}),
          createTime,
        })
        .returning({ orderId: orders.orderId });
      await tx.insert(orderGoods).values({ orderId: o.orderId, memberId: b.memberId, skuId: s.skuId, goodsId: s.goodsId, siteId: s.siteId, skuName: s.skuName, skuImage: s.skuImage, price: s.price, num, goodsMoney, realGoodsMoney: goodsMoney });
      made++;
    }
    await markSeeded(tx, MARKER);
    await rebuildRanking(tx);
    return { ranking_members: people.length, ranking_orders: made };
  });
}
