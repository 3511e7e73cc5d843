// Seed of branch sites, regions and support units: three city sites and six district
// sites (the base seed has 湘西州、赣州市 and 保靖县; this adds 恩施州 and five districts), where each
// sits for the city chooser, banners and recommended goods of every site, shops of two more shops in
// regions, a support-unit category tree with six units and their goods, and the member `region01`
// that only the region journey uses. Deterministic (fixed PRNG seed); runs once per database
// (site_config key 'seed_region'). Shops' category trees come from their goods; shops 1-3 have the
// offline stores of seed-order.ts.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from './client';
import { markSeeded, resetIdentity, seedOnce } from './seed-once';
import { createRng } from './prng';
import { goods, member, shop, website } from './schema';
import * as r from './schema-region';
import { img, type ImageSpec } from './seed-data';
import { hashPassword } from '../modules/member/password';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { writeSeedImages } from './images';

const MARKER = 'seed_region';

/** The member only the region journey logs in as. */
export const REGION_MEMBER = { username: 'region01', password: 'region01pass', mobile: '13900013013', nickname: '地区馆体验员' } as const;

interface SiteSpec {
  siteId: number;
  title: string;
  type: 1 | 2;
  areaId: number;
  domain: string;
  provinceId: number;
  provinceName: string;
  initial: string;
  parent: number;
  short: string;
  welcome: string;
  colour: string;
}

/** Sites 1-3 exist in the base seed (website rows); 4-9 are added here. */
export const REGION_SITES: SiteSpec[] = [
  { siteId: 1, title: '湘西州分站', type: 1, areaId: 433100, domain: 'xiangxi', provinceId: 430000, provinceName: '湖南省', initial: 'X', parent: 0, short: '湘西馆', welcome: '神秘湘西，土家苗寨好物直供', colour: '#c62828' },
  { siteId: 2, title: '赣州市分站', type: 1, areaId: 360700, domain: 'ganzhou', provinceId: 360000, provinceName: '江西省', initial: 'G', parent: 0, short: '赣南馆', welcome: '赣南脐橙之乡，红色故都特产', colour: '#ef6c00' },
  { siteId: 3, title: '保靖县分站', type: 2, areaId: 433125, domain: 'baojing', provinceId: 430000, provinceName: '湖南省', initial: 'B', parent: 1, short: '保靖馆', welcome: '保靖黄金茶，一两黄金一两茶', colour: '#2e7d32' },
  { siteId: 4, title: '恩施州分站', type: 1, areaId: 422800, domain: 'enshi', provinceId: 420000, provinceName: '湖北省', initial: 'E', parent: 0, short: '恩施馆', welcome: '世界硒都，恩施硒茶与山货', colour: '#00838f' },
  { siteId: 5, title: '龙山县分站', type: 2, areaId: 433130, domain: 'longshan', provinceId: 430000, provinceName: '湖南省', initial: 'L', parent: 1, short: '龙山馆', welcome: '龙山百合与土家腊味', colour: '#6a1b9a' },
  { siteId: 6, title: '寻乌县分站', type: 2, areaId: 360734, domain: 'xunwu', provinceId: 360000, provinceName: '江西省', initial: 'X', parent: 2, short: '寻乌馆', welcome: '寻乌蜜桔脐橙，果香满园', colour: '#f57f17' },
  { siteId: 7, title: '于都县分站', type: 2, areaId: 360731, domain: 'yudu', provinceId: 360000, provinceName: '江西省', initial: 'Y', parent: 2, short: '于都馆', welcome: '长征出发地，于都富硒蔬菜', colour: '#ad1457' },
  { siteId: 8, title: '恩施市分站', type: 2, areaId: 422801, domain: 'enshishi', provinceId: 420000, provinceName: '湖北省', initial: 'E', parent: 4, short: '恩施市馆', welcome: '恩施玉露，硒茶飘香', colour: '#1565c0' },
  { siteId: 9, title: '利川市分站', type: 2, areaId: 422802, domain: 'lichuan', provinceId: 420000, provinceName: '湖北省', initial: 'L', parent: 4, short: '利川馆', welcome: '利川红茶与高山莼菜', colour: '#4e342e' },
];

/** Shops without a branch site that join one (by shop id). */
const SHOP_SITES: Record<number, number> = { 10: 8, 11: 4, 4: 7 };

const SUPPORT_CATEGORIES = [
  { categoryId: 1, pid: 0, level: 1, categoryName: '中央单位' },
  { categoryId: 2, pid: 0, level: 1, categoryName: '地方单位' },
  { categoryId: 3, pid: 1, level: 2, categoryName: '中央国家机关' },
  { categoryId: 4, pid: 1, level: 2, categoryName: '中央企业' },
  { categoryId: 5, pid: 2, level: 2, categoryName: '省直单位' },
  { categoryId: 6, pid: 2, level: 2, categoryName: '高校与医院' },
];

const SUPPORT_UNITS = [
  { name: '国家乡村振兴局定点帮扶工作组', short: '振兴工作组', category: 3, intro: '定点帮扶湘西州保靖县、龙山县，组织机关食堂与工会采购脱贫地区农产品，助力黄金茶、腊味等特色产业发展。' },
  { name: '中国农业发展银行帮扶办公室', short: '农发行帮扶', category: 3, intro: '以金融支持带动产业帮扶，累计帮助赣南脐橙合作社扩大种植与冷链仓储，推动消费帮扶进机关、进企业。' },
  { name: '国家电网湖南省电力有限公司', short: '国网湖南', category: 4, intro: '在湘西开展“电网+消费帮扶”行动，员工食堂常年采购湘西农特产品，支持合作社电商化运营。' },
  { name: '中国建筑第五工程局有限公司', short: '中建五局', category: 4, intro: '结对帮扶恩施州、湘西州多个脱贫村，通过工会福利与项目食堂采购，稳定带动农户增收。' },
  { name: '湖南省农业农村厅驻村帮扶队', short: '湘农帮扶队', category: 5, intro: '驻村帮扶队扎根一线，帮助农户对接商城与线下门店，推广“一县一特”农产品品牌。' },
  { name: '中南大学湘雅医院工会委员会', short: '湘雅工会', category: 6, intro: '以工会福利采购带动消费帮扶，优先选购湘西、怀化等地的有机茶叶、稻米和山货。' },
];

export function buildRegionImages(): ImageSpec[] {
  const images: ImageSpec[] = [];
  for (const s of REGION_SITES) {
    if (s.siteId > 3) {
      images.push({ name: `website/${s.siteId}`, width: 240, height: 80, background: s.colour, title: s.title });
      images.push({ name: `website/${s.siteId}_qrcode`, width: 200, height: 200, background: '#ffffff', title: '扫码访问', subtitle: s.title });
    }
    for (let j = 1; j <= 3; j++) {
      images.push({ name: `website/${s.siteId}_banner_${j}`, width: 1200, height: 360, background: s.colour, title: `${s.short}·${BANNER_TITLES[j - 1]}`, subtitle: s.welcome });
    }
  }
  SUPPORT_UNITS.forEach((u, i) => images.push({ name: `support/${i + 1}`, width: 200, height: 200, background: SUPPORT_COLOURS[i], title: u.short }));
  return images;
}
const BANNER_TITLES = ['产地直供', '新品上市', '消费帮扶'];
const SUPPORT_COLOURS = ['#b71c1c', '#1b5e20', '#0d47a1', '#e65100', '#4a148c', '#006064'];

/** Seeds once, and writes the images when it seeded or when they are missing. */
export async function seedRegionData(db: Db, uploadDir?: string): Promise<Record<string, number>> {
  const counts = await seedRegionRows(db);
  if (uploadDir && (Object.keys(counts).length > 0 || !existsSync(join(uploadDir, 'website/1_banner_1.svg')))) {
    await writeSeedImages(uploadDir, buildRegionImages(), true);
  }
  return counts;
}

async function seedRegionRows(db: Db): Promise<Record<string, number>> {
  // Hashed outside the transaction: scrypt is slow and PGlite runs one transaction at a time.
  const salt = Buffer.from(Array.from({ length: 16 }, (_, i) => (i * 37 + 13) % 256));
  const passwordHash = await hashPassword(REGION_MEMBER.password, salt);
  return seedOnce(db, { marker: MARKER }, async (tx): Promise<Record<string, number>> => {
    const existing = await tx.select({ siteId: website.siteId }).from(website);
    if (existing.length === 0) return {}; // not seeded at all (a test database without the base seed)
    const rng = createRng(20_261_113);
    const have = new Set(existing.map((w) => w.siteId));
    const added = REGION_SITES.filter((s) => !have.has(s.siteId));
    if (added.length > 0) {
      await tx.insert(website).values(
        added.map((s) => ({
          siteId: s.siteId,
          title: s.title,
          logo: img(`website/${s.siteId}`),
          websiteType: s.type,
          siteAreaId: s.areaId,
          webDomain: s.domain,
          isBackIndex: 1,
          webQrcode: img(`website/${s.siteId}_qrcode`),
          sort: s.siteId,
        })),
      );
      await resetIdentity(tx, website, 'site_id');
    }
    await tx.insert(r.websiteProfile).values(
      REGION_SITES.map((s) => ({
        siteId: s.siteId,
        provinceId: s.provinceId,
        provinceName: s.provinceName,
        initial: s.initial,
        parentSiteId: s.parent,
        welcome: s.welcome,
        shortname: s.short,
      })),
    );
    for (const [shopId, siteId] of Object.entries(SHOP_SITES)) {
      await tx.update(shop).set({ websiteId: siteId }).where(and(eq(shop.siteId, Number(shopId)), isNull(shop.websiteId)));
    }
    const banners = REGION_SITES.flatMap((s) =>
      BANNER_TITLES.map((title, j) => ({ siteId: s.siteId, title: `${s.short}·${title}`, image: img(`website/${s.siteId}_banner_${j + 1}`), url: j === 0 ? `/region-${s.siteId}` : '/list', sort: j })),
    );
    await tx.insert(r.websiteBanner).values(banners);

    // Recommended goods: the region's own shops first (a city site includes its districts), then
    // goods of shops in the same province, then the best sellers; 8 per site.
    const shops = await tx.select({ siteId: shop.siteId, websiteId: shop.websiteId, province: shop.province }).from(shop).orderBy(asc(shop.siteId));
    const onShelf = await tx
      .select({ goodsId: goods.goodsId, siteId: goods.siteId })
      .from(goods)
      .where(eq(goods.isOnShelf, true))
      .orderBy(sql`${goods.saleNum} desc`, asc(goods.goodsId));
    const recommend: { siteId: number; goodsId: number; sort: number }[] = [];
    for (const s of REGION_SITES) {
      const siteIds = new Set([s.siteId, ...REGION_SITES.filter((c) => c.parent === s.siteId).map((c) => c.siteId)]);
      const own = new Set(shops.filter((x) => x.websiteId !== null && siteIds.has(x.websiteId)).map((x) => x.siteId));
      const province = s.provinceName.replace(/省$/, '');
      const near = new Set(shops.filter((x) => x.province === province).map((x) => x.siteId));
      const picked: number[] = [];
      for (const pool of [onShelf.filter((g) => own.has(g.siteId)), onShelf.filter((g) => near.has(g.siteId)), rng.sample(onShelf, 40)]) {
        for (const g of pool) if (picked.length < 8 && !picked.includes(g.goodsId)) picked.push(g.goodsId);
      }
      picked.forEach((goodsId, i) => recommend.push({ siteId: s.siteId, goodsId, sort: i }));
    }
    await tx.insert(r.websiteRecommendGoods).values(recommend);

    await tx.insert(r.supportCategory).values(SUPPORT_CATEGORIES.map((c, i) => ({ ...c, sort: i })));
    await resetIdentity(tx, r.supportCategory, 'category_id');
    await tx.insert(r.supportUnit).values(
      SUPPORT_UNITS.map((u, i) => ({ supportId: i + 1, supportName: u.name, supportLogo: img(`support/${i + 1}`), introduction: u.intro, categoryId: u.category, sort: i })),
    );
    await resetIdentity(tx, r.supportUnit, 'support_id');
    const supportGoods = SUPPORT_UNITS.flatMap((_u, i) =>
      rng.sample(onShelf, 4 + (i % 4)).map((g, j) => ({ supportId: i + 1, goodsId: g.goodsId, sort: j })),
    );
    await tx.insert(r.supportGoods).values(supportGoods);

    const taken = await tx.select({ id: member.memberId }).from(member).where(inArray(member.username, [REGION_MEMBER.username]));
    if (taken.length === 0) {
      await tx.insert(member).values({
        username: REGION_MEMBER.username,
        mobile: REGION_MEMBER.mobile,
        passwordHash,
        nickname: REGION_MEMBER.nickname,
        levelId: 1,
      });
    }
    await markSeeded(tx, MARKER);
    return {
      website_added: added.length,
      website_profile: REGION_SITES.length,
      website_banner: banners.length,
      website_recommend_goods: recommend.length,
      support_unit: SUPPORT_UNITS.length,
      support_goods: supportGoods.length,
    };
  });
}
