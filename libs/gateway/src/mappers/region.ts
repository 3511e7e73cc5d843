// Region domain: mall-api's snake_case branch sites, regions, shop storefront extras and
// support units → the camelCase types of schema/region.graphql. Resolvers call these.
import type { CityDetail as RestCityDetail, EndpointPath, ResponseOf, TreeCategory as RestTree, WebsiteItem } from '@mall/rest-contract';
import type { CityDetail, GoodsPageOf, ShopListItem, Store, SupportUnit, TreeCategory, Website } from '../generated/resolvers-types';
import { toGoods } from './catalogue';

type Rest<P extends EndpointPath> = ResponseOf<P>;

export const toWebsite = (w: WebsiteItem): Website => ({
  id: w.site_id,
  title: w.title,
  logo: w.logo,
  websiteType: w.website_type,
  provinceId: w.province_id,
  provinceName: w.province_name,
  initial: w.initial,
  parentId: w.parent_site_id,
});

export const toCityDetail = (d: RestCityDetail): CityDetail => ({
  id: d.site_id,
  title: d.title,
  logo: d.logo,
  type: d.type,
  isBackIndex: d.is_back_index,
  siteAreaId: d.site_area_id,
  webDomain: d.web_domain,
  shortName: d.shortname,
  welcome: d.welcome,
});

export const toBanner = (b: Rest<'/city/api/WebsiteBanner/bannerList'>[number]) => ({ id: b.banner_id, title: b.title, image: b.image, url: b.url });

export const toGoodsPageOf = (p: Rest<'/city/api/WebsiteRecommendGoods/recommendGoodsList'>): GoodsPageOf => ({
  list: p.list.map(toGoods),
  count: p.count,
  pageCount: p.page_count,
});

export const toCarouselItem = (i: Rest<'/city/api/Website/carousel'>[number]) => ({ site: toWebsite(i), goods: i.goods_list.map(toGoods) });

export const toTree = (c: RestTree): TreeCategory => ({ id: c.category_id, name: c.category_name, level: c.level, children: c.child_list.map(toTree) });

export const toRegion = (r: Rest<'/fupin/api/Region/lists'>[number]) => ({ site: toWebsite(r), shopNum: r.shop_num, goodsNum: r.goods_num });

export const toRegionInfo = (r: Rest<'/fupin/api/Region/info'>) => ({
  site: toCityDetail(r.site),
  categories: r.category_tree.map(toTree),
  children: r.children.map(toWebsite),
});

export const toStore = (s: Rest<'/api/store/page2_0'>['list'][number]): Store => ({
  id: s.store_id,
  name: s.store_name,
  address: s.address,
  telephone: s.telephone,
  openTime: s.open_time,
});

export const toShopListItem = (s: Rest<'/api/shop/listPage'>['list'][number]): ShopListItem => ({
  id: s.site_id,
  name: s.site_name,
  shortName: s.shortname,
  avatar: s.avatar,
  address: s.address,
  goodsNum: s.goods_num,
  fansNum: s.fans_num,
  storeNum: s.store_num,
  score: s.score,
});

export const toSupportUnit = (u: Rest<'/fupin/api/Support/info'>): SupportUnit => ({
  id: u.support_id,
  name: u.support_name,
  logo: u.support_logo,
  introduction: u.introduction,
  categoryId: u.category_id,
  goodsNum: u.goods_num,
});

export const paged = <T, U>(p: { list: T[]; count: number; page_count: number }, map: (t: T) => U) => ({
  list: p.list.map(map),
  count: p.count,
  pageCount: p.page_count,
});
