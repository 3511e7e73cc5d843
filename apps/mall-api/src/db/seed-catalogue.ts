// Seed version 2: the catalogue issue's data on top of the foundation's (SeedData), from its own
// fixed-seed PRNG so the foundation's rows and counts stay exactly as they were. Rich HTML is
// sanitised here, on write (libs/rest-contract html.ts). Also the optional benchmark catalogue
// (SEED_SCALE=100k): extra goods, one sku each, up to the requested goods count.
import { sanitizeHtml } from '@mall/rest-contract/html';
import { createRng } from './prng';
import { img, type ImageSpec, type SeedData } from './seed-data';

const SEED = 20251122;
const BASE_TIME = Date.UTC(2025, 0, 1, 2, 0, 0);
const hours = (h: number) => new Date(BASE_TIME + h * 3600_000);

export interface CatalogueExtras {
  goodsContent: { goodsId: number; content: string }[];
  helpContent: { id: number; content: string }[];
  noticeContent: { id: number; content: string }[];
  articleContent: { id: number; content: string }[];
  evaluations: {
    evaluateId: number;
    goodsId: number;
    skuId: number;
    memberId: number | null;
    memberName: string;
    memberHeadimg: string;
    content: string;
    images: string[];
    hasImage: boolean;
    scores: number;
    explainType: number;
    againContent: string;
    explainFirst: string;
    createTime: Date;
  }[];
  manjians: {
    manjianId: number;
    siteId: number;
    manjianName: string;
    type: number;
    goodsIds: number[];
    rules: { money: number; discountMoney: number }[];
    startTime: Date;
    endTime: Date;
    status: number;
  }[];
  images: ImageSpec[];
}

const GOOD_WORDS = [
  '收到了，包装很严实，个头均匀，味道非常好，会回购的。',
  '物流很快，第三天就到了，家里老人孩子都爱吃。',
  '产地直发就是新鲜，支持消费帮扶，以后常来买。',
  '品质不错，和描述一致，性价比很高。',
  '第二次购买了，一如既往的好，推荐给同事了。',
  '单位集中采购的，大家都说好，还会再订。',
];
const MEDIUM_WORDS = ['整体还行，有几个个头偏小。', '味道可以，就是物流稍慢了两天。', '包装有点简单，东西本身还不错。'];
const BAD_WORDS = ['到货有破损，联系客服后给补发了。', '和预期有差距，口感一般。'];
const EXPLAIN = '感谢您的支持！我们会继续把好品质关，欢迎再次光临。';

/** Builds the version-2 additions from the foundation's data. Deterministic. */
export function buildCatalogueExtras(base: SeedData): CatalogueExtras {
  const rng = createRng(SEED);
  const images: ImageSpec[] = [];
  const image = (name: string, background: string, title: string) => {
    images.push({ name, width: 400, height: 400, background, title });
    return img(name);
  };
  const evaluateImages = ['#e8542e', '#4caf50', '#f29c1f', '#1e88e5', '#8e24aa', '#00897b', '#6d4c41', '#c62828'].map((bg, i) =>
    image(`evaluate/${i + 1}`, bg, ['晒单', '实拍', '收货', '开箱'][i % 4]),
  );
  const shopName = new Map(base.shops.map((s) => [s.siteId, s.siteName]));
  const skusOf = new Map<number, SeedData['skus']>();
  for (const s of base.skus) skusOf.set(s.goodsId, [...(skusOf.get(s.goodsId) ?? []), s]);

  // Rich introductions: headings, a list, a spec table and the goods' own images. One deliberately
  // unsafe fragment per goods shows the write-time sanitiser at work (it never reaches the database).
  const goodsContent = base.goods.map((g) => {
    const specs = (skusOf.get(g.goodsId) ?? []).map((s) => `<tr><td>${s.specName}</td><td>${(s.price / 100).toFixed(2)} 元</td></tr>`).join('');
    const raw = [
      `<h3>${g.goodsName}</h3>`,
      `<p>${g.introduction}。由<strong>${shopName.get(g.siteId) ?? ''}</strong>产地直供，助力脱贫地区乡村振兴。</p>`,
      '<ul><li>产地直发，新鲜到家</li><li>合作社统一品控，按标准分级</li><li>支持单位消费帮扶采购</li></ul>',
      `<table><thead><tr><th>规格</th><th>价格</th></tr></thead><tbody>${specs}</tbody></table>`,
      ...g.goodsImage.map((src) => `<p><img src="${src}" alt="${g.goodsName}" onerror="alert(1)"></p>`),
      '<script>document.cookie</script><p>温馨提示：生鲜产品签收时请当面验货。</p>',
    ].join('');
    return { goodsId: g.goodsId, content: sanitizeHtml(raw) };
  });

  const helpContent = base.helps.map((h) => ({
    id: h.id,
    content: sanitizeHtml(
      `<h3>${h.title}</h3><p>${h.title}相关说明如下：</p><ol><li>登录后在会员中心查看相关信息。</li><li>如遇问题，可联系在线客服或拨打 400-800-8320。</li><li>服务时间：每天 9:00-21:00。</li></ol><p>更多内容请访问<a href="/cms/help" target="_blank">帮助中心</a>。</p>`,
    ),
  }));
  const noticeContent = base.notices.map((n) => ({
    id: n.id,
    content: sanitizeHtml(
      `<p>各位用户：</p><p>${n.title}，具体事项如下。</p><ul><li>生效时间以平台公告为准。</li><li>如有疑问请咨询平台客服 400-800-8320。</li></ul><p style="text-align:right">消费帮扶特产商城</p>`,
    ),
  }));
  const articleContent = base.articles.map((a) => ({
    id: a.id,
    content: sanitizeHtml(
      `<h2>${a.title}</h2><p>${a.summary}</p><p><img src="${a.cover}" alt="${a.title}"></p><p>近年来，脱贫地区特色产业持续壮大，越来越多的优质农产品通过消费帮扶走向全国市场。</p><blockquote>以购代捐、以买代帮，让好产品卖出好价钱。</blockquote>`,
    ),
  }));

  // Evaluations: 0-8 per on-shelf goods, most good, some with images; a few by the demo member.
  const evaluations: CatalogueExtras['evaluations'] = [];
  const nicknames = base.members.map((m) => m.nickname);
  for (const g of base.goods) {
    if (!g.isOnShelf) continue;
    const count = rng.int(0, 8);
    const skus = skusOf.get(g.goodsId) ?? [];
    for (let k = 0; k < count; k++) {
      const roll = rng.next();
      const explainType = roll < 0.78 ? 1 : roll < 0.93 ? 2 : 3;
      const withImages = rng.chance(0.35);
      const memberIndex = rng.int(0, base.members.length - 1);
      const anonymous = rng.chance(0.2);
      const nick = nicknames[memberIndex];
      evaluations.push({
        evaluateId: evaluations.length + 1,
        goodsId: g.goodsId,
        skuId: rng.pick(skus).skuId,
        memberId: base.members[memberIndex].memberId,
        memberName: anonymous ? '匿名用户' : nick,
        memberHeadimg: anonymous ? '' : base.members[memberIndex].headimg,
        content: rng.pick(explainType === 1 ? GOOD_WORDS : explainType === 2 ? MEDIUM_WORDS : BAD_WORDS),
        images: withImages ? rng.sample(evaluateImages, rng.int(1, 3)) : [],
        hasImage: withImages,
        scores: explainType === 1 ? rng.int(4, 5) : explainType === 2 ? 3 : rng.int(1, 2),
        explainType,
        againContent: rng.chance(0.1) ? '用了一段时间再来评价，确实不错。' : '',
        explainFirst: explainType !== 1 || rng.chance(0.2) ? EXPLAIN : '',
        createTime: hours(24 * 60 + evaluations.length * 5),
      });
    }
  }

  // Full reduction: eight shops, all goods; one shop for a list of its goods only.
  const RULES = [
    [[9900, 1000]],
    [[9900, 1000], [19900, 2500]],
    [[5900, 500], [12900, 1500], [29900, 4000]],
  ];
  const manjians: CatalogueExtras['manjians'] = base.shops.slice(0, 9).map((s, i) => {
    const rules = RULES[i % RULES.length].map(([money, discountMoney]) => ({ money, discountMoney }));
    const listed = i === 8;
    return {
      manjianId: i + 1,
      siteId: s.siteId,
      manjianName: listed ? `${s.shortname}指定商品满减` : `${s.shortname}店铺满减`,
      type: listed ? 1 : 0,
      goodsIds: listed ? base.goods.filter((g) => g.siteId === s.siteId).slice(0, 3).map((g) => g.goodsId) : [],
      rules,
      startTime: hours(0),
      endTime: new Date(Date.UTC(2035, 11, 31)),
      status: 1,
    };
  });
  return { goodsContent, helpContent, noticeContent, articleContent, evaluations, manjians, images };
}

/** SEED_SCALE: '100k' → 100000 goods in all; a plain number works too; '' or unset → none. */
export function parseSeedScale(raw: string | undefined): number {
  const v = (raw ?? '').trim().toLowerCase();
  if (!v) return 0;
  const m = /^(\d+)(k?)$/.exec(v);
  if (!m) throw new Error(`SEED_SCALE must be a count like 100k or 5000, not ${JSON.stringify(raw)}`);
  return Number(m[1]) * (m[2] ? 1000 : 1);
}

const SCALE_WORDS = ['产地直发', '农家自产', '新鲜', '特级', '礼盒装', '家庭装', '原生态', '合作社直供', '脱贫县特产', '当季', '高山', '有机', '散装', '精选', '手工', '老品种'];

export interface ScaleGoodsRow {
  goodsId: number;
  goodsName: string;
  siteId: number;
  categoryId: number;
  categoryId1: number;
  categoryId2: number;
  brandId: number | null;
  goodsImage: string[];
  introduction: string;
  content: string;
  recommendWay: number;
  tagType: number;
  tagLevel: number;
  isOnShelf: boolean;
  saleNum: number;
  sort: number;
  createTime: Date;
}

/**
 * Benchmark goods with ids from `fromGoodsId` up to `total`, in batches: names recombine the seed's
 * product names with common words, so keywords hit realistic shares of the catalogue. Deterministic
 * for a given `total`; each goods gets one default sku with id `skuBase + goodsId`.
 */
export function* scaleGoodsBatches(base: SeedData, fromGoodsId: number, total: number, skuBase: number, batch = 1000) {
  const rng = createRng(SEED + 7);
  const templates = base.goods;
  const baseSkus = new Map(base.skus.filter((s) => s.isDefault).map((s) => [s.goodsId, s]));
  let goods: ScaleGoodsRow[] = [];
  let skus: SeedData['skus'] = [];
  for (let goodsId = base.goods.length + 1; goodsId <= total; goodsId++) {
    const t = rng.pick(templates);
    const words = rng.sample(SCALE_WORDS, rng.int(1, 3)).join(' ');
    const product = t.goodsName.split(' ')[0];
    const tagType = rng.chance(0.45) ? 1 : 0;
    const row: ScaleGoodsRow = {
      ...t,
      goodsId,
      goodsName: `${product} ${words} ${rng.int(1, 999)}号`,
      brandId: rng.chance(0.8) ? rng.int(1, base.brands.length) : null,
      content: '',
      recommendWay: rng.pick([1, 2, 3]),
      tagType,
      tagLevel: rng.pick([0, 0, 2, 3, 4, 4]),
      isOnShelf: rng.chance(0.98),
      saleNum: rng.int(0, 5000),
      sort: goodsId,
      createTime: hours(24 * 10 + goodsId),
    };
    const tmplSku = baseSkus.get(t.goodsId)!;
    const price = Math.max(100, tmplSku.price + rng.int(-20, 20) * 100);
    const sku = {
      skuId: skuBase + goodsId,
      goodsId,
      specName: tmplSku.specName,
      skuImage: tmplSku.skuImage,
      price,
      discountPrice: Math.round((price * rng.int(75, 100)) / 1000) * 10,
      stock: rng.int(0, 2000),
      saleNum: row.saleNum,
      isDefault: true,
      sort: 1,
    };
    if (goodsId < fromGoodsId) continue; // already inserted by an earlier, interrupted run
    goods.push(row);
    skus.push(sku);
    if (goods.length >= batch) {
      yield { goods, skus };
      goods = [];
      skus = [];
    }
  }
  if (goods.length > 0) yield { goods, skus };
}
