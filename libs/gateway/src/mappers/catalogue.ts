// Catalogue domain: mall-api's snake_case goods, categories, brands, evaluations, shops and full
// reduction → the camelCase types of schema/catalogue.graphql. Resolvers call these.
import {
  type BrandSummary,
  type Category as RestCategory,
  type EndpointPath,
  type GoodsListItem,
  type GoodsSkuDetail,
  type GoodsSummary,
  type MemberGoodsItem,
  type ResponseOf,
  type ShopSummary as RestShopSummary,
} from '@mall/rest-contract';
import type { Brand, Category, EvaluationKind, Goods, MemberGoods, ShopSummary } from '../generated/resolvers-types';
import type { GoodsDetailParent } from '../parents';
import { exactYuanToFen } from '@mall/rest-contract/money';

type Rest<P extends EndpointPath> = ResponseOf<P>;

export const toGoods = (g: GoodsSummary): Goods => ({
  skuId: g.sku_id,
  goodsId: g.goods_id,
  goodsName: g.goods_name,
  skuName: g.sku_name,
  skuImage: g.sku_image,
  price: exactYuanToFen(g.price),
  discountPrice: exactYuanToFen(g.discount_price),
  recommendWay: g.recommend_way,
  tagType: g.tag_type,
  tagLevel: g.tag_level,
  siteId: g.site_id,
  saleNum: g.sale_num,
});

export const toListGoods = (g: GoodsListItem): Goods => ({ ...toGoods(g), stock: g.stock, mainImage: g.goods_image });
export const toMemberGoods = (g: MemberGoodsItem): MemberGoods => ({ id: g.id, time: g.time, onShelf: g.is_on_shelf, goods: toGoods(g) });

export const toBrand = (b: BrandSummary): Brand => ({ id: b.brand_id, name: b.brand_name, image: b.image_url });
export const toBrandEntry = (b: Rest<'/api/goodsbrand/page'>['list'][number]) => ({
  id: b.brand_id,
  name: b.brand_name,
  image: b.image_url,
  recommended: b.is_recommend,
  goodsNum: b.goods_num,
});

export const toCategory = (c: RestCategory): Category => ({
  id: c.category_id,
  name: c.category_name,
  level: c.level,
  image: c.image,
  image1: c.image1,
  children: c.child_list.map(toCategory),
});
export const toCategoryLink = (l: { category_id: number; category_name: string; level: number }) => ({ id: l.category_id, name: l.category_name, level: l.level });
export const toCategoryInfo = (c: Rest<'/api/goodscategory/info'>) => ({
  id: c.category_id,
  name: c.category_name,
  level: c.level,
  parentId: c.pid,
  image: c.image,
  image1: c.image1,
  path: c.path.map(toCategoryLink),
  children: c.child_list.map(toCategoryLink),
});

export const toShopSummary = (s: RestShopSummary): Omit<ShopSummary, '__typename'> => ({
  id: s.site_id,
  name: s.site_name,
  shortName: s.shortname,
  avatar: s.avatar,
  logo: s.logo,
  province: s.province,
  address: s.address,
  telephone: s.telephone,
});
export const toShopInfo = (s: Rest<'/api/shop/info'>) => ({ ...toShopSummary(s), banner: s.banner, introduction: s.introduction, websiteId: s.website_id, goodsNum: s.goods_num, fansNum: s.fans_num, createTime: s.create_time });
/** A shop in the search results: no telephone. */
export const toShopSearchEntry = (s: Rest<'/api/shop/page2_0'>['list'][number]) => {
  const { telephone: _t, ...summary } = toShopSummary(s);
  void _t;
  return { ...summary, goodsNum: s.goods_num };
};

export function toGoodsDetail(d: GoodsSkuDetail): GoodsDetailParent {
  return {
    skuId: d.sku_id,
    goodsId: d.goods_id,
    goodsName: d.goods_name,
    skuName: d.sku_name,
    specName: d.spec_name,
    price: exactYuanToFen(d.price),
    discountPrice: exactYuanToFen(d.discount_price),
    stock: d.stock,
    saleNum: d.sale_num,
    evaluateNum: d.evaluate_num,
    goodsImages: d.goods_image,
    skuImage: d.sku_image,
    // Never trust stored HTML: the allow-list again, whatever mall-api sent.
    introduction: d.introduction,
    brief: d.brief,
    recommendWay: d.recommend_way,
    tagType: d.tag_type,
    tagLevel: d.tag_level,
    onShelf: d.is_on_shelf,
    categoryId: d.category_id,
    categoryId1: d.category_id_1,
    categoryId2: d.category_id_2,
    brandId: d.brand_id,
    brandName: d.brand_name,
    siteId: d.site_id,
    shop: toShopSummary(d.shop),
    specs: d.spec_list.map((s) => ({
      name: s.spec_name,
      values: s.values.map((v) => ({ skuId: v.sku_id, name: v.spec_value_name, selected: v.selected, available: v.available })),
    })),
    skus: d.sku_list.map((s) => ({
      skuId: s.sku_id,
      specName: s.spec_name,
      skuImage: s.sku_image,
      price: exactYuanToFen(s.price),
      discountPrice: exactYuanToFen(s.discount_price),
      stock: s.stock,
    })),
  };
}

const KIND_FROM_REST: EvaluationKind[] = ['ALL', 'GOOD', 'MEDIUM', 'BAD'];
export const toEvaluation = (e: Rest<'/api/goodsevaluate/page'>['list'][number]) => ({
  id: e.evaluate_id,
  memberName: e.member_name,
  memberHeadimg: e.member_headimg,
  content: e.content,
  images: e.images,
  scores: e.scores,
  kind: KIND_FROM_REST[e.explain_type] ?? 'GOOD',
  skuName: e.sku_name,
  createTime: e.create_time,
  againContent: e.again_content,
  explainFirst: e.explain_first,
});
export const toEvaluationCounts = ({ score, ...c }: Rest<'/api/goodsevaluate/page'>['counts']) => ({ ...c, withImages: c.image, averageScore: score });

export const toManjian = (m: NonNullable<Rest<'/manjian/api/manjian/info'>>) => ({
  id: m.manjian_id,
  name: m.manjian_name,
  shopId: m.site_id,
  type: m.type,
  rules: m.rule_list.map((r) => ({ money: exactYuanToFen(r.money), discountMoney: exactYuanToFen(r.discount_money), text: r.text })),
  startTime: m.start_time,
  endTime: m.end_time,
});
