// snake_case REST shapes (rest-contract) → camelCase SDL types.
import type {
  Category as RestCategory,
  Floor as RestFloor,
  GoodsSummary,
  MemberInfo,
  CartItem as RestCartItem,
  BrandSummary,
  Copyright as RestCopyright,
  ServicerConfig as RestServicerConfig,
} from '@mall/rest-contract';
import type {
  Brand,
  CartItem,
  Category,
  Copyright,
  Floor,
  Goods,
  Member,
  ServicerConfig,
} from '../generated/resolvers-types';

export const toGoods = (g: GoodsSummary): Goods => ({
  skuId: g.sku_id,
  goodsId: g.goods_id,
  goodsName: g.goods_name,
  skuName: g.sku_name,
  skuImage: g.sku_image,
  price: g.price,
  discountPrice: g.discount_price,
  recommendWay: g.recommend_way,
  tagType: g.tag_type,
  tagLevel: g.tag_level,
  siteId: g.site_id,
  saleNum: g.sale_num,
});

const toBrand = (b: BrandSummary): Brand => ({ id: b.brand_id, name: b.brand_name, image: b.image_url });

export function toFloor(f: RestFloor): Floor {
  if (f.style === 1) {
    return {
      __typename: 'FloorStyle1',
      id: f.block_id,
      title: f.title,
      leftImage: { url: f.left_img.url, link: f.left_img.link },
      bottomImage: { url: f.bottom_img.url, link: f.bottom_img.link },
      goods: f.goods_list.map(toGoods),
    };
  }
  return {
    __typename: 'FloorStyle3',
    id: f.block_id,
    title: f.title,
    categories: f.category_list.map((c) => ({ id: c.category_id, name: c.category_name, level: c.level })),
    images: f.images.map((i) => ({ url: i.url, link: i.link })),
    goods: f.goods_list.map(toGoods),
    brands: f.brand_list.map(toBrand),
  };
}

export const toCategory = (c: RestCategory): Category => ({
  id: c.category_id,
  name: c.category_name,
  level: c.level,
  image: c.image,
  image1: c.image1,
  children: c.child_list.map(toCategory),
});

export const toMember = (m: MemberInfo): Member => ({
  id: m.member_id,
  username: m.username,
  nickname: m.nickname,
  headimg: m.headimg,
  mobile: m.mobile,
  levelName: m.member_level_name,
  balance: m.balance,
  point: m.point,
});

export const toCartItem = (c: RestCartItem): CartItem => ({
  cartId: c.cart_id,
  skuId: c.sku_id,
  skuName: c.sku_name,
  skuImage: c.sku_image,
  discountPrice: c.discount_price,
  num: c.num,
  stock: c.stock,
  tagType: c.tag_type,
  tagLevel: c.tag_level,
  siteName: c.site_name,
  siteId: c.site_id,
  invalid: c.is_invalid,
  invalidReason: c.invalid_reason,
});

export const toCopyright = (c: RestCopyright): Copyright => ({
  icp: c.icp,
  address: c.address,
  businessLicense: c.business_license,
  report: c.report,
  marketSupervisionUrl: c.market_supervision_url,
  copyrightTitle: c.copyright_title,
  copyrightLink: c.copyright_link,
  copyrightDesc: c.copyright_desc,
  govRecord: c.gov_record,
  govUrl: c.gov_url,
});

export const toServicer = (s: RestServicerConfig): ServicerConfig => ({
  open: s.open,
  type: s.type,
  hotline: s.hotline,
  thirdUrl: s.third_url,
});
