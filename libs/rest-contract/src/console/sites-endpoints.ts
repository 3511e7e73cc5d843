// Branch sites in the console (mall-api src/modules/admin-site/): the city and county sites with their
// region-hall fields (SPEC §3 website and city detail), their banners and recommended goods, and the
// support units. A site account (role site_editor) reaches only its own site's banners and
// recommended goods: mall-api checks the site of every id it is sent.
import { z } from 'zod';
import { INT4_MAX } from '../int4';
import { positiveId } from '../paging';
import { consoleCall, consoleListFields, consolePage, optionalText } from './call';
import { imagePath } from './shop-goods-endpoints';

/** Trimmed text of `min`–`max` characters (min 0: optional), with Chinese messages naming `label`. */
export const boundedText = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .refine((s) => min === 0 || s.length > 0, { error: `请填写${label}` })
    .refine((s) => s.length === 0 || [...s].length >= min, { error: `${label}至少 ${min} 个字` })
    .refine((s) => [...s].length <= max, { error: `${label}不能超过 ${max} 个字` });

/** A same-site path ("/promotion/redarea"), or empty for none. */
const sitePath = z
  .string({ error: '链接必须是文字' })
  .trim()
  .max(255, { error: '链接不能超过 255 个字符' })
  .refine((s) => s === '' || (/^\/[^/\\]/.test(s) && !/[\s<>"']/.test(s)) || s === '/', { error: '链接只能是站内路径（以 / 开头）' });

const sortValue = z.coerce.number({ error: '排序必须是数字' }).int({ error: '排序必须是整数' }).min(0, { error: '排序不能小于 0' }).max(9999, { error: '排序不能超过 9999' }).default(0);

/** 1 city site, 2 county (district) site. */
export const WEBSITE_TYPES = [1, 2] as const;
export const SITE_RECOMMEND_MAX = 60;

export const siteRow = z.object({
  site_id: z.number().int(),
  title: z.string(),
  logo: z.string(),
  website_type: z.number().int(),
  parent_site_id: z.number().int(),
  province_name: z.string(),
  web_domain: z.string(),
  is_back_index: z.number().int(),
  banner_count: z.number().int(),
  goods_count: z.number().int(),
  /** The site is shown on the storefront (city chooser, its pages). */
  is_show: z.boolean(),
  /** Its region hall is shown (/region, /region-{id}). */
  hall_show: z.boolean(),
});
export const siteDetail = z.object({
  site_id: z.number().int(),
  title: z.string(),
  logo: z.string(),
  website_type: z.number().int(),
  site_area_id: z.number().int(),
  web_domain: z.string(),
  is_back_index: z.number().int(),
  web_qrcode: z.string(),
  sort: z.number().int(),
  province_id: z.number().int(),
  province_name: z.string(),
  initial: z.string(),
  parent_site_id: z.number().int(),
  welcome: z.string(),
  shortname: z.string(),
});
export type SiteDetail = z.output<typeof siteDetail>;

export const siteSaveRequest = z.object({
  /** Absent: a new site. */
  site_id: positiveId('分站编号').optional(),
  title: boundedText('分站名称', 2, 64),
  logo: imagePath('分站标志').or(z.literal('')).default(''),
  website_type: z.union([z.literal(1), z.literal(2)], { error: '分站类型只能是市级（1）或区县（2）' }),
  site_area_id: z.coerce.number({ error: '地区编码必须是数字' }).int({ error: '地区编码必须是整数' }).min(100000, { error: '地区编码是 6 位行政区划代码' }).max(999999, { error: '地区编码是 6 位行政区划代码' }),
  web_domain: z
    .string({ error: '二级域名必须是文字' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z0-9-]{1,31}$/, { error: '二级域名只能用小写字母、数字和 -，以字母开头，2–32 个字符' }),
  is_back_index: z.union([z.literal(0), z.literal(1)], { error: '是否显示“返回首页”只能是 0 或 1' }).default(1),
  web_qrcode: imagePath('二维码').or(z.literal('')).default(''),
  sort: sortValue,
  province_id: z.coerce.number({ error: '省份编码必须是数字' }).int({ error: '省份编码必须是整数' }).min(110000, { error: '省份编码不正确' }).max(820000, { error: '省份编码不正确' }),
  province_name: boundedText('省份', 2, 32),
  initial: z
    .string({ error: '首字母必须是文字' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]$/, { error: '首字母是一个 A–Z 的字母' }),
  /** The city site a county site belongs to; 0 for a city site. */
  parent_site_id: z.coerce.number({ error: '所属市级分站必须是数字' }).int({ error: '所属市级分站不正确' }).min(0, { error: '所属市级分站不正确' }).max(INT4_MAX, { error: '所属市级分站不正确' }).default(0),
  welcome: boundedText('欢迎语', 0, 128).default(''),
  shortname: boundedText('地区馆简称', 0, 32).default(''),
});

export const siteBanner = z.object({ banner_id: z.number().int(), site_id: z.number().int(), title: z.string(), image: z.string(), url: z.string(), sort: z.number().int() });
export const siteBannerSaveRequest = z.object({
  /** Absent: a new banner. */
  banner_id: positiveId('轮播图编号').optional(),
  site_id: positiveId('分站编号'),
  title: boundedText('轮播图标题', 1, 64),
  image: imagePath('轮播图'),
  url: sitePath.default(''),
  sort: sortValue,
});
export const siteRecommendRow = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_image: z.string(),
  price: z.string(),
  shop_name: z.string(),
  is_on_shelf: z.boolean(),
  sort: z.number().int(),
});
export const siteRecommendSetRequest = z.object({
  site_id: positiveId('分站编号'),
  /** The whole list, in order. */
  goods_ids: z
    .array(positiveId('商品编号'), { error: '推荐商品必须是商品编号的列表' })
    .max(SITE_RECOMMEND_MAX, { error: `每个分站最多推荐 ${SITE_RECOMMEND_MAX} 件商品` })
    .refine((ids) => new Set(ids).size === ids.length, { error: '推荐商品有重复' }),
});
const siteRef = z.object({ site_id: positiveId('分站编号') });

/** A storefront show switch: the row's id and whether the storefront shows it. */
export const showSwitchRequest = <K extends string>(key: K, label: string) =>
  z.object({ [key]: positiveId(label), is_show: z.boolean({ error: '显示开关只能是 true 或 false' }) } as { [P in K]: ReturnType<typeof positiveId> } & { is_show: z.ZodBoolean });
export const showSwitchResponse = <K extends string>(key: K) => z.object({ [key]: z.number().int(), is_show: z.boolean() } as { [P in K]: z.ZodNumber } & { is_show: z.ZodBoolean });

export const supportCategory = z.object({ category_id: z.number().int(), pid: z.number().int(), level: z.number().int(), category_name: z.string() });
export const supportRow = z.object({
  support_id: z.number().int(),
  support_name: z.string(),
  support_logo: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  goods_count: z.number().int(),
  sort: z.number().int(),
  /** Shown in /support lists and at /support-{id}. */
  is_show: z.boolean(),
});
export const supportDetail = supportRow.extend({ introduction: z.string(), goods: z.array(siteRecommendRow) });
export const SUPPORT_GOODS_MAX = 100;
export const supportSaveRequest = z.object({
  /** Absent: a new unit. */
  support_id: positiveId('帮扶单位编号').optional(),
  support_name: boundedText('单位名称', 2, 128),
  support_logo: imagePath('单位标志').or(z.literal('')).default(''),
  introduction: boundedText('单位简介', 0, 1000).default(''),
  category_id: positiveId('单位分类'),
  sort: sortValue,
  goods_ids: z
    .array(positiveId('商品编号'), { error: '帮扶商品必须是商品编号的列表' })
    .max(SUPPORT_GOODS_MAX, { error: `每个单位最多 ${SUPPORT_GOODS_MAX} 件帮扶商品` })
    .refine((ids) => new Set(ids).size === ids.length, { error: '帮扶商品有重复' })
    .default([]),
});

export const sitesEndpoints = {
  '/admin/api/sites/list': consoleCall({
    permission: 'site.banners',
    kind: 'read',
    summary: '分站列表（分站账号只看到本分站）',
    request: z.object({ ...consoleListFields(['sort'] as const), keyword: optionalText(32, '分站名称'), website_type: z.union([z.literal(1), z.literal(2)], { error: '分站类型不正确' }).optional() }),
    response: consolePage(siteRow),
  }),
  '/admin/api/sites/detail': consoleCall({ permission: 'site.manage', kind: 'read', summary: '分站详情（含地区馆信息）', request: siteRef, response: siteDetail }),
  '/admin/api/sites/save': consoleCall({ permission: 'site.manage', kind: 'write', summary: '新建或编辑分站（市级、区县；地区馆信息）', request: siteSaveRequest, response: siteDetail }),
  '/admin/api/sites/banners/list': consoleCall({ permission: 'site.banners', kind: 'read', summary: '分站轮播图', request: siteRef, response: z.array(siteBanner) }),
  '/admin/api/sites/banners/save': consoleCall({ permission: 'site.banners', kind: 'write', summary: '新建或编辑分站轮播图', request: siteBannerSaveRequest, response: siteBanner }),
  '/admin/api/sites/banners/delete': consoleCall({ permission: 'site.banners', kind: 'write', summary: '删除分站轮播图', request: z.object({ banner_id: positiveId('轮播图编号') }), response: z.object({ banner_id: z.number().int() }) }),
  '/admin/api/sites/recommend/list': consoleCall({ permission: 'site.banners', kind: 'read', summary: '分站推荐商品', request: siteRef, response: z.array(siteRecommendRow) }),
  '/admin/api/sites/recommend/set': consoleCall({ permission: 'site.banners', kind: 'write', summary: '设置分站推荐商品（整组，按顺序）', request: siteRecommendSetRequest, response: z.array(siteRecommendRow) }),
  '/admin/api/sites/show': consoleCall({ permission: 'site.manage', kind: 'write', summary: '显示或隐藏分站（城市选择与分站页面）', request: showSwitchRequest('site_id', '分站编号'), response: showSwitchResponse('site_id') }),
  '/admin/api/sites/hall/show': consoleCall({ permission: 'site.manage', kind: 'write', summary: '显示或隐藏分站的地区馆（/region）', request: showSwitchRequest('site_id', '分站编号'), response: showSwitchResponse('site_id') }),
  '/admin/api/support/show': consoleCall({ permission: 'site.manage', kind: 'write', summary: '显示或隐藏帮扶单位', request: showSwitchRequest('support_id', '帮扶单位编号'), response: showSwitchResponse('support_id') }),
  '/admin/api/support/categories': consoleCall({ permission: 'site.manage', kind: 'read', summary: '帮扶单位分类', request: z.object({}), response: z.array(supportCategory) }),
  '/admin/api/support/list': consoleCall({
    permission: 'site.manage',
    kind: 'read',
    summary: '帮扶单位列表',
    request: z.object({ ...consoleListFields(['sort'] as const), keyword: optionalText(64, '单位名称'), category_id: positiveId('单位分类').optional() }),
    response: consolePage(supportRow),
  }),
  '/admin/api/support/detail': consoleCall({ permission: 'site.manage', kind: 'read', summary: '帮扶单位详情（含帮扶商品）', request: z.object({ support_id: positiveId('帮扶单位编号') }), response: supportDetail }),
  '/admin/api/support/save': consoleCall({ permission: 'site.manage', kind: 'write', summary: '新建或编辑帮扶单位及其帮扶商品', request: supportSaveRequest, response: supportDetail }),
} as const;
