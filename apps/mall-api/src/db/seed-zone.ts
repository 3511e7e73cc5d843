// Seed of the assistance zones, fresh hall, projects, news, meal packages and two DIY micro pages.
// Zone goods are chosen from the seeded catalogue by SQL order (shop province, category,
// tags, sales), so the seed is deterministic; runs once per database (site_config key 'seed_zone').
// News dates count back from the day of seeding, so a fresh start always shows recent news.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { sanitizeDiyComponents, sanitizeHtml } from '@mall/rest-contract/html';
import type { Db } from './client';
import { markSeeded, resetIdentity, seedOnce } from './seed-once';
import { renderSvg } from './images';
import { floor, goods, goodsCategory, goodsSku, nav, shop } from './schema';
import { img, type ImageSpec } from './seed-data';
import * as z from './schema-zone';

const MARKER = 'seed_zone';
const DAY = 86_400_000;

interface Candidate {
  skuId: number;
  province: string;
  category: string;
  tagType: number;
  tagLevel: number;
  saleNum: number;
}

/** Every image this seed references (zone banners, project and news pictures, packages, micro pages). */
export function zoneImages(): ImageSpec[] {
  const list: ImageSpec[] = [];
  for (const zone of ZONES) list.push({ name: `zone/${zone.code}_banner`, width: 1200, height: 300, background: zone.colour, title: zone.title, subtitle: zone.subtitle });
  PROJECTS.forEach((p, i) => {
    list.push({ name: `project/${i + 1}_cover`, width: 600, height: 360, background: p.colour, title: p.title, subtitle: p.place });
    list.push({ name: `project/${i + 1}_1`, width: 800, height: 450, background: p.colour, title: p.place, subtitle: '项目现场' });
    list.push({ name: `project/${i + 1}_2`, width: 800, height: 450, background: '#455a64', title: p.title, subtitle: '帮扶成果' });
  });
  NEWS.forEach((n, i) => list.push({ name: `news/${i + 1}_cover`, width: 480, height: 300, background: n.colour, title: n.title.slice(0, 12), subtitle: n.source }));
  PACKAGES.forEach((p, i) => list.push({ name: `meal/${i + 1}`, width: 600, height: 400, background: p.colour, title: p.title, subtitle: `${p.people}人套餐` }));
  for (const [i, [title, colour]] of (
    [
      ['年货节 脱贫地区好物', '#c62828'],
      ['家乡味道 产地直发', '#ef6c00'],
      ['红色老区 振兴有我', '#b71c1c'],
      ['东西协作 山海相连', '#1565c0'],
      ['优选农户 匠心好物', '#2e7d32'],
      ['新鲜直达 生鲜馆', '#00897b'],
    ] as const
  ).entries())
    list.push({ name: `diy/${i + 1}`, width: 1200, height: 360, background: colour, title, subtitle: '消费帮扶特产商城' });
  return list;
}

async function writeZoneImages(uploadDir: string): Promise<number> {
  const marker = join(uploadDir, 'zone', '.seed-zone-images-v1');
  if (existsSync(marker)) return 0;
  const images = zoneImages();
  for (const spec of images) {
    const file = join(uploadDir, spec.name);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(`${file}.svg`, renderSvg(spec));
    await writeFile(`${file}_mid.svg`, renderSvg(spec, 0.5));
  }
  await writeFile(marker, `${images.length}\n`);
  return images.length;
}

const ZONES = [
  {
    code: 'redarea',
    title: '红色专区',
    subtitle: '革命老区特产 助力老区振兴',
    colour: '#b71c1c',
    tabKind: 'region',
    notice: '',
    introduction:
      '红色专区汇集江西、湖南、陕西、河南、福建、贵州等革命老区的特色农产品。井冈山的蜜柚、赣南的脐橙、湘西的黄金茶与腊味、延安的洛川苹果、大别山的山货……每一次购买，都是对老区群众增收致富的一份支持。',
  },
  {
    code: 'special',
    title: '消费帮扶专区',
    subtitle: '832平台好物 以购代捐',
    colour: '#c62828',
    tabKind: 'category',
    notice: '',
    introduction:
      '消费帮扶专区精选已入驻“832平台”的脱贫地区农副产品，覆盖粮油、果蔬、茶叶、特产等品类。以购代捐、以买代帮，让脱贫地区的好产品卖出好价钱，巩固拓展脱贫攻坚成果。',
  },
  {
    code: 'residencyhelp',
    title: '驻村帮扶',
    subtitle: '驻村第一书记推荐好物',
    colour: '#6d4c41',
    tabKind: 'category',
    notice: '',
    introduction:
      '驻村帮扶专区由各地驻村工作队和第一书记选品推荐，商品均经县级或市级帮扶产品认定，源头可追溯。您的每一单都直接带动村集体经济和农户增收。',
  },
  {
    code: 'eastwest',
    title: '东西部协作',
    subtitle: '山海携手 东西协作',
    colour: '#1565c0',
    tabKind: 'region',
    notice: '',
    introduction:
      '东西部协作专区展示闽宁、粤桂、沪滇等协作地区的特色产品。东部市场与西部产地携手，把宁夏的枸杞、云南的普洱、广西的芒果、新疆的红枣送上东部城市的餐桌。',
  },
  {
    code: 'optimalfarmers',
    title: '优选农户',
    subtitle: '好农户 种好货',
    colour: '#2e7d32',
    tabKind: 'category',
    notice: '',
    introduction:
      '优选农户专区挑选口碑好、销量高的合作社和家庭农场，坚持生态种植、传统工艺。我们与农户签订长期收购协议，让勤劳的双手得到更好的回报。',
  },
  {
    code: 'localtube',
    title: '地方特色馆',
    subtitle: '一方水土 一方风味',
    colour: '#ef6c00',
    tabKind: 'category',
    notice: '',
    introduction:
      '地方特色馆收录各地的名特优产品：干果坚果、腊味熏肉、糕点小吃、茶叶冲饮、蜂蜜滋补与民族手工艺品，一站逛遍祖国各地的家乡味道。',
  },
  {
    code: 'fresh',
    title: '生鲜馆',
    subtitle: '产地直采 新鲜到家',
    colour: '#00897b',
    tabKind: 'category',
    notice: '生鲜商品下单后 48 小时内从产地发出，全程冷链配送；偏远地区（新疆、西藏、青海）暂不配送冷冻商品，签收时请当面验货。',
    introduction: '生鲜馆直连脱贫地区的果园、牧场与渔塘，水果、肉禽蛋、水产和时令蔬菜产地直采，冷链直达。',
  },
] as const;

const RED_PROVINCES = ['江西', '湖南', '陕西', '河南', '福建', '贵州'];
const WEST_PROVINCES = ['宁夏', '云南', '广西', '新疆', '贵州', '甘肃', '四川', '内蒙古', '西藏'];
const FRESH_CATEGORIES = ['生鲜水果', '肉禽蛋品', '水产海鲜', '蔬菜菌菇'];
const LOCAL_CATEGORIES = ['地方特产', '茶叶冲饮', '滋补酒饮', '手工非遗'];

const PROJECTS = [
  { title: '湘西保靖黄金茶产业帮扶项目', place: '湖南省湘西州保靖县', beneficiaries: 1260, target: 200_000_000, raised: 156_800_000, status: 1, colour: '#2e7d32', province: '湖南' },
  { title: '赣南脐橙冷链仓储建设项目', place: '江西省赣州市寻乌县', beneficiaries: 860, target: 150_000_000, raised: 150_000_000, status: 2, colour: '#ef6c00', province: '江西' },
  { title: '宁夏中宁枸杞标准化种植项目', place: '宁夏中卫市中宁县', beneficiaries: 2140, target: 300_000_000, raised: 98_500_000, status: 1, colour: '#ad1457', province: '宁夏' },
  { title: '黔东南苗绣非遗传承帮扶项目', place: '贵州省黔东南州雷山县', beneficiaries: 420, target: 80_000_000, raised: 61_200_000, status: 1, colour: '#8e24aa', province: '贵州' },
  { title: '定西马铃薯种薯繁育基地项目', place: '甘肃省定西市安定区', beneficiaries: 1580, target: 250_000_000, raised: 0, status: 0, colour: '#6d4c41', province: '甘肃' },
  { title: '普洱古树茶合作社提质项目', place: '云南省普洱市思茅区', beneficiaries: 930, target: 120_000_000, raised: 120_000_000, status: 2, colour: '#00897b', province: '云南' },
] as const;

const NEWS = [
  { title: '全国消费帮扶助力乡村振兴年货节启动', source: '农业农村部', colour: '#c62828' },
  { title: '湘西保靖黄金茶春茶开采 茶农人均增收两千元', source: '湖南日报', colour: '#2e7d32' },
  { title: '赣南脐橙冷链仓储投用 果农“卖难”成历史', source: '江西日报', colour: '#ef6c00' },
  { title: '闽宁协作二十余年 枸杞产业带富一方', source: '宁夏日报', colour: '#ad1457' },
  { title: '832平台销售额再创新高 脱贫地区农产品走俏', source: '新华网', colour: '#1565c0' },
  { title: '驻村第一书记直播带货 山货变“网红”', source: '人民网', colour: '#6d4c41' },
  { title: '黔东南苗绣走出大山 非遗工坊带动妇女就业', source: '贵州日报', colour: '#8e24aa' },
  { title: '东西部协作消费帮扶专场活动在上海举行', source: '解放日报', colour: '#00897b' },
  { title: '定西马铃薯种薯基地开工 预计带动1500户增收', source: '甘肃日报', colour: '#455a64' },
] as const;

const PACKAGES = [
  { title: '两人家常套餐', people: 2, colour: '#ef6c00', description: '大米、食用油加一份时令果蔬，够两口之家吃一周。', discount: 0.88 },
  { title: '三口之家营养套餐', people: 3, colour: '#2e7d32', description: '米面粮油、肉禽蛋与水果搭配，荤素均衡。', discount: 0.85 },
  { title: '四人团圆年货套餐', people: 4, colour: '#c62828', description: '腊味、干果、茶叶与大米，年夜饭的家乡味。', discount: 0.82 },
  { title: '六人单位食堂套餐', people: 6, colour: '#1565c0', description: '适合单位食堂与团体采购的大份量组合。', discount: 0.8 },
] as const;

/** The rich text of a project or news article: a few paragraphs about it. */
const body = (lead: string, place: string) =>
  sanitizeHtml(
    `<p>${lead}</p><p>项目所在地${place}地处脱贫地区，群众以种养殖为主要收入来源。帮扶资金用于品种改良、标准化生产、冷链仓储和品牌建设，并通过本商城与“832平台”打开销路。</p>` +
      `<h3>帮扶成效</h3><ul><li>带动脱贫户稳定增收</li><li>建成标准化生产基地</li><li>产品进入机关食堂与商超渠道</li></ul><p>欢迎通过购买当地产品参与帮扶，每一单都是一份力量。</p>`,
  );

function pick(list: Candidate[], take: (c: Candidate) => boolean, n: number): Candidate[] {
  return list.filter(take).slice(0, n);
}

export async function seedZoneData(db: Db, uploadDir?: string): Promise<Record<string, number>> {
  const counts = await seedOnce(db, { marker: MARKER }, async (tx): Promise<Record<string, number>> => {

    // Default skus of on-shelf goods, best sellers first, with their shop's province and top category.
    const l1 = sql<string>`(select ${goodsCategory.categoryName} from ${goodsCategory} where ${goodsCategory.categoryId} = ${goods.categoryId1})`;
    const candidates: Candidate[] = await tx
      .select({ skuId: goodsSku.skuId, province: shop.province, category: l1, tagType: goods.tagType, tagLevel: goods.tagLevel, saleNum: goods.saleNum })
      .from(goodsSku)
      .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
      .innerJoin(shop, eq(shop.siteId, goods.siteId))
      .where(and(eq(goodsSku.isDefault, true), eq(goods.isOnShelf, true)))
      .orderBy(desc(goods.saleNum), asc(goods.goodsId))
      .limit(2000);

    const zoneRows = ZONES.map((zn, i) => ({
      zoneId: i + 1,
      code: zn.code,
      title: zn.title,
      subtitle: zn.subtitle,
      banner: img(`zone/${zn.code}_banner`),
      introduction: zn.introduction,
      notice: zn.notice,
      tabKind: zn.tabKind,
      sort: i + 1,
    }));
    await tx.insert(z.zone).values(zoneRows);
    await resetIdentity(tx, z.zone, 'zone_id');

    const members: Record<string, { list: Candidate[]; tab: (c: Candidate) => string }> = {
      redarea: { list: pick(candidates, (c) => RED_PROVINCES.includes(c.province), 60), tab: (c) => c.province },
      special: { list: pick(candidates, (c) => c.tagType === 1, 48), tab: (c) => c.category },
      residencyhelp: { list: pick(candidates, (c) => c.tagLevel === 3 || c.tagLevel === 4, 40), tab: (c) => c.category },
      eastwest: { list: pick(candidates, (c) => WEST_PROVINCES.includes(c.province), 48), tab: (c) => c.province },
      optimalfarmers: { list: candidates.slice(0, 36), tab: (c) => c.category },
      localtube: { list: pick(candidates, (c) => LOCAL_CATEGORIES.includes(c.category), 48), tab: (c) => c.category },
      fresh: { list: pick(candidates, (c) => FRESH_CATEGORIES.includes(c.category), 60), tab: (c) => c.category },
    };
    const zoneGoodsRows = zoneRows.flatMap((zr) => {
      const m = members[zr.code];
      // Region zones list provinces in the order above; category zones keep the best sellers first.
      const order = zr.tabKind === 'region' ? (zr.code === 'redarea' ? RED_PROVINCES : WEST_PROVINCES) : [];
      const sorted = order.length ? [...m.list].sort((a, b) => order.indexOf(a.province) - order.indexOf(b.province)) : m.list;
      return sorted.map((c, i) => ({ zoneId: zr.zoneId, skuId: c.skuId, tab: m.tab(c).slice(0, 32), province: c.province, sort: i + 1 }));
    });
    await tx.insert(z.zoneGoods).values(zoneGoodsRows);
    await resetIdentity(tx, z.zoneGoods, 'id');

    const now = Date.now();
    const day = Math.floor(now / DAY) * DAY;
    await tx.insert(z.assistProject).values(
      PROJECTS.map((p, i) => ({
        projectId: i + 1,
        title: p.title,
        place: p.place,
        beneficiaries: p.beneficiaries,
        targetAmount: p.target,
        raisedAmount: p.raised,
        status: p.status,
        cover: img(`project/${i + 1}_cover`),
        images: [img(`project/${i + 1}_1`), img(`project/${i + 1}_2`)],
        summary: `${p.place}，惠及 ${p.beneficiaries} 名群众。`,
        content: body(`${p.title}由本商城联合当地政府与合作社共同发起。`, p.place),
        skuIds: candidates.filter((c) => c.province === p.province).slice(0, 4).map((c) => c.skuId),
        sort: i + 1,
        createTime: new Date(day - (i + 3) * 7 * DAY),
      })),
    );
    await resetIdentity(tx, z.assistProject, 'project_id');

    // News goes out at 17:00 Beijing time; before that hour the newest is yesterday's, never one dated later than now.
    const newestNews = now - day >= 9 * 3_600_000 ? day + 9 * 3_600_000 : day - DAY + 9 * 3_600_000;
    await tx.insert(z.assistNews).values(
      NEWS.map((n, i) => ({
        newsId: i + 1,
        title: n.title,
        cover: img(`news/${i + 1}_cover`),
        summary: `${n.title}。${n.source}报道，消费帮扶持续发力，脱贫地区特色产业不断壮大。`,
        source: n.source,
        content: body(`据${n.source}报道：${n.title}。`, '各脱贫县'),
        createTime: new Date(newestNews - i * 2 * DAY),
      })),
    );
    await resetIdentity(tx, z.assistNews, 'news_id');

    // Packages: rice/oil first, then fresh and specialty goods; the price is a discount on the items.
    const priced = await tx
      .select({ skuId: goodsSku.skuId, price: goodsSku.discountPrice })
      .from(goodsSku)
      .where(eq(goodsSku.isDefault, true));
    const priceOf = new Map(priced.map((p) => [p.skuId, p.price]));
    const staples = pick(candidates, (c) => c.category === '粮油米面', 8);
    const fresh = members.fresh.list;
    const local = members.localtube.list;
    await tx.insert(z.mealPackage).values(
      PACKAGES.map((p, i) => {
        const items = [
          { skuId: staples[i % staples.length].skuId, num: Math.ceil(p.people / 2) },
          { skuId: fresh[(i * 2) % fresh.length].skuId, num: 1 },
          { skuId: (i === 2 ? local : fresh)[(i * 2 + 1) % (i === 2 ? local : fresh).length].skuId, num: Math.max(1, Math.floor(p.people / 3)) },
        ];
        const total = items.reduce((s, it) => s + (priceOf.get(it.skuId) ?? 0) * it.num, 0);
        return {
          packageId: i + 1,
          title: p.title,
          people: p.people,
          image: img(`meal/${i + 1}`),
          description: p.description,
          packagePrice: Math.max(100, Math.round((total * p.discount) / 100) * 100),
          items,
          sort: i + 1,
        };
      }),
    );
    await resetIdentity(tx, z.mealPackage, 'package_id');

    await tx.insert(z.diyPage).values(diyPages(members.redarea.list.slice(0, 4).map((c) => c.skuId)));
    await resetIdentity(tx, z.diyPage, 'page_id');

    // The home navigation reaches the zones and projects too.
    const [maxSort] = await tx.select({ s: sql<number>`coalesce(max(${nav.sort}), 0)::int` }).from(nav);
    await tx.insert(nav).values(
      [
        ['红色专区', '/promotion/redarea'],
        ['帮扶项目', '/promotion/projectList'],
      ].map(([title, url], i) => ({ navTitle: title, navUrl: JSON.stringify({ url }), isBlank: 0, sort: Number(maxSort?.s ?? 0) + i + 1 })),
    );

    // Home floors point at the fresh hall and the zones: the fresh floor's bottom banner, and the
    // pictures of the first picture floor.
    await tx.execute(sql`update ${floor} set value = jsonb_set(value, '{bottomImg,link}', to_jsonb(${'/ourfresh'}::text)) where style = 1 and title = '生鲜水果' and value ? 'bottomImg'`);
    const zoneLinks = ['/promotion/redarea', '/promotion/special', '/promotion/eastwest'];
    const [picture] = await tx.select({ blockId: floor.blockId, value: floor.value }).from(floor).where(eq(floor.style, 3)).orderBy(asc(floor.sort), asc(floor.blockId)).limit(1);
    if (picture?.value.images) {
      const images = picture.value.images.map((img, i) => (i < zoneLinks.length ? { ...img, link: zoneLinks[i] } : img));
      await tx.update(floor).set({ value: { ...picture.value, images } }).where(eq(floor.blockId, picture.blockId));
    }

    await markSeeded(tx, MARKER);
    return {
      zone: zoneRows.length,
      zone_goods: zoneGoodsRows.length,
      assist_project: PROJECTS.length,
      assist_news: NEWS.length,
      meal_package: PACKAGES.length,
      diy_page: 2,
    };
  });
  const images = uploadDir ? await writeZoneImages(uploadDir) : 0;
  return images ? { ...counts, zone_images: images } : counts;
}

/** Two micro pages: a New-Year goods fair and a red-area landing; the second holds one bad component. */
function diyPages(picked: number[]): { pageId: number; title: string; components: { type: string }[] }[] {
  const pages: { pageId: number; title: string; components: ({ type: string } & Record<string, unknown>)[] }[] = [
    {
      pageId: 1,
      title: '年货节 · 脱贫地区好物',
      components: [
        { type: 'banner', images: [{ image: img('diy/1'), link: '/promotion/special', title: '年货节' }, { image: img('diy/2'), link: '/promotion/localtube', title: '家乡味道' }] },
        { type: 'notice', text: '年货节期间全场包邮（偏远地区除外），1 月 20 日前下单春节前送达。', link: '/cms/notice' },
        { type: 'title', text: '领券再减', subtitle: '满额立减，先领后买' },
        { type: 'coupons', items: [{ title: '年货满减券', amount: '10', condition: '满99可用' }, { title: '生鲜专享券', amount: '20', condition: '满199可用' }, { title: '832好物券', amount: '50', condition: '满499可用' }] },
        { type: 'title', text: '人气年货', subtitle: '销量最高的帮扶好物', link: '/promotion/special' },
        { type: 'goodsList', title: '人气年货', source: 'rule', rule: { tagType: 1, sort: 'sales', limit: 8 } },
        { type: 'blank', size: 'md' },
        { type: 'imageAds', columns: 2, images: [{ image: img('diy/3'), link: '/promotion/redarea', title: '红色专区' }, { image: img('diy/4'), link: '/promotion/eastwest', title: '东西部协作' }] },
        { type: 'richText', html: '<h3>活动说明</h3><p>本次年货节商品均来自脱贫地区，<strong>每一单都是帮扶</strong>。</p><p>详情请见<a href="/cms/help">帮助中心</a>。</p>' },
      ],
    },
    {
      pageId: 2,
      title: '红色老区 振兴有我',
      components: [
        { type: 'banner', images: [{ image: img('diy/3'), link: '/promotion/redarea', title: '红色老区' }] },
        { type: 'richText', html: '<p>井冈山、赣南、湘西、延安……<em>革命老区</em>的好山好水孕育了好产品。</p>' },
        { type: 'goodsList', title: '老区精选', source: 'pick', skuIds: picked },
        // Kept on purpose: a component type the storefront does not know is skipped, not fatal.
        { type: 'liveStream', roomId: 12 },
        { type: 'link', kind: 'zone', target: 'redarea', title: '逛红色专区', subtitle: '更多老区特产', image: img('diy/5') },
        { type: 'link', kind: 'shop', target: 4, title: '井冈农品旗舰店', subtitle: '井冈山绿色农产品专业合作社' },
        { type: 'blank', size: 'sm' },
      ],
    },
  ];
  return pages.map((page) => ({ ...page, components: sanitizeDiyComponents(page.components) }));
}
