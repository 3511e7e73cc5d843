// Branch sites (city and district websites), regions, shop storefront extras and support units
// (SPEC §7 "Branch sites", "Shops", "Support and region").
import { z } from 'zod';
import { goodsSummary } from './goods';
import { paged, pageFields, positiveId } from './paging';

const level = z.coerce
  .number({ error: '分类级别必须是数字' })
  .int({ error: '分类级别必须是整数' })
  .min(1, { error: '分类级别只能是 1 到 3' })
  .max(3, { error: '分类级别只能是 1 到 3' });

/** What names a branch site wherever it is shown: its id, title and logo. */
const siteNameFields = { site_id: z.number().int(), title: z.string(), logo: z.string() };

/** A branch site in the chooser (SPEC §3 Website, plus where it sits). */
export const websiteItem = z.object({
  ...siteNameFields,
  /** 1 city site, 2 district site. */
  website_type: z.number().int(),
  province_id: z.number().int(),
  province_name: z.string(),
  initial: z.string(),
  parent_site_id: z.number().int(),
});
export type WebsiteItem = z.infer<typeof websiteItem>;
export const websiteListRequest = z.object({
  /** 0 every site, 1 city sites, 2 district sites. */
  website_type: z.coerce.number({ error: '站点类型必须是数字' }).int().min(0, { error: '站点类型只能是 0、1 或 2' }).max(2, { error: '站点类型只能是 0、1 或 2' }).default(0),
  keyword: z
    .string({ error: '搜索关键词必须是文本' })
    .trim()
    .max(50, { error: '搜索关键词不能超过 50 个字' })
    .optional(),
});
export const siteIdRequest = z.object({ site_id: positiveId('站点编号') });
/** City detail of SPEC §3. */
export const cityDetail = z.object({
  ...siteNameFields,
  type: z.number().int(),
  is_back_index: z.number().int(),
  site_area_id: z.number().int(),
  web_domain: z.string(),
  shortname: z.string(),
  welcome: z.string(),
});
export type CityDetail = z.infer<typeof cityDetail>;
export const websiteBanner = z.object({ banner_id: z.number().int(), title: z.string(), image: z.string(), url: z.string() });
export const recommendGoodsRequest = z.object({ site_id: positiveId('站点编号'), ...pageFields(20) });
export const recommendGoodsPage = paged(goodsSummary);
/** The home carousel: sites with their first goods. */
export const websiteCarouselRequest = z.object({
  site_num: z.coerce.number().int().min(1, { error: '站点数量必须大于等于 1' }).max(20, { error: '站点数量不能超过 20' }).default(10),
  goods_num: z.coerce.number().int().min(1, { error: '商品数量必须大于等于 1' }).max(20, { error: '商品数量不能超过 20' }).default(4),
});
export const websiteCarouselItem = websiteItem.extend({ goods_list: z.array(goodsSummary) });

/** A category node of a tree of up to 3 levels (shop, region and support categories). */
export interface TreeCategory {
  category_id: number;
  category_name: string;
  level: number;
  child_list: TreeCategory[];
}
export const treeCategory: z.ZodType<TreeCategory> = z.lazy(() =>
  z.object({ category_id: z.number().int(), category_name: z.string(), level: z.number().int(), child_list: z.array(treeCategory) }),
);

/** Shops. */
export const shopCategoryTreeRequest = z.object({ site_id: positiveId('店铺编号') });
export const storePageRequest = z.object({ site_id: positiveId('店铺编号'), ...pageFields(10) });
export const storeItem = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  address: z.string(),
  telephone: z.string(),
  open_time: z.string(),
});
export const storePage = paged(storeItem);
export const shopStat = z.object({ score: z.string(), store_num: z.number().int() });
export const shopListRequest = z.object({
  site_id: positiveId('站点编号').optional(),
  shop_category_id: positiveId('分类编号').optional(),
  category_level: level.optional(),
  keyword: z.string({ error: '搜索关键词必须是文本' }).trim().max(50, { error: '搜索关键词不能超过 50 个字' }).optional(),
  ...pageFields(12),
});
export const shopListItem = z.object({
  site_id: z.number().int(),
  site_name: z.string(),
  shortname: z.string(),
  avatar: z.string(),
  address: z.string(),
  goods_num: z.number().int(),
  fans_num: z.number().int(),
  store_num: z.number().int(),
  score: z.string(),
});
export const shopListPage = paged(shopListItem);

/** Regions (/region*). */
export const regionItem = websiteItem.extend({ shop_num: z.number().int(), goods_num: z.number().int() });
export const regionInfo = z.object({
  site: cityDetail,
  category_tree: z.array(treeCategory),
  /** Sub-sites (district sites of a city site), for the city / district filters. */
  children: z.array(websiteItem),
});
export const regionGoodsRequest = z.object({
  site_id: positiveId('站点编号'),
  city_id: positiveId('城市站点编号').optional(),
  district_id: positiveId('区县站点编号').optional(),
  shop_category_id: positiveId('分类编号').optional(),
  category_level: level.optional(),
  ...pageFields(20),
});
export const regionGoodsPage = paged(goodsSummary.extend({ site_name: z.string() }));

/** Support units (/support*). */
export const supportItem = z.object({
  support_id: z.number().int(),
  support_name: z.string(),
  support_logo: z.string(),
  introduction: z.string(),
  category_id: z.number().int(),
  goods_num: z.number().int(),
});
export const supportListRequest = z.object({
  category_id: positiveId('分类编号').optional(),
  ...pageFields(12),
});
export const supportPage = paged(supportItem);
export const supportRequest = z.object({ support_id: positiveId('帮扶单位编号') });
export const supportGoodsRequest = z.object({ support_id: positiveId('帮扶单位编号'), ...pageFields(20) });

export type WebsiteCarouselItem = z.infer<typeof websiteCarouselItem>;
export type ShopListItem = z.infer<typeof shopListItem>;
export type StoreItem = z.infer<typeof storeItem>;
export type RegionItem = z.infer<typeof regionItem>;
export type SupportItem = z.infer<typeof supportItem>;
