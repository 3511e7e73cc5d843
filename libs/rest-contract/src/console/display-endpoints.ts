// What the storefront's home shows around the goods, edited by the platform in the console (mall-api
// src/modules/admin-content/adverts.ts, floors.ts): ad positions and their adverts (/api/adv/detail),
// the home floors of style 1 and 3 (/api/pc/floors) and the float layer (/api/pc/floatLayer).
// Pictures are uploads of this site (POST /admin/upload/content); links are site paths or http(s).
import { z } from 'zod';
import { INT4_MAX } from '../int4';
import { positiveId } from '../paging';
import { isSafeUrl } from '../url';
import { consoleCall, consoleListFields, consolePage, optionalText } from './call';
import { imagePath } from './shop-goods-endpoints';

/** A required one-line text of `min`..`max` characters (counted as characters). */
const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .refine((s) => [...s].length >= min, { error: `请填写${label}` })
    .refine((s) => [...s].length <= max, { error: `${label}不能超过 ${max} 个字` });

/** Where a click goes: a path of this site (`/…`) or an http(s) address. */
export const displayLink = (label: string) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .max(255, { error: `${label}不能超过 255 个字符` })
    .refine((s) => (/^\/(?![/\\])/.test(s) || /^https?:\/\//i.test(s)) && isSafeUrl(s) && !/\s/.test(s), {
      error: `${label}必须是 http(s) 地址或本站路径（以 / 开头）`,
    });

/** A colour as `#rrggbb`, or empty for none. */
const colour = z
  .string({ error: '背景色必须是文字' })
  .trim()
  .refine((s) => s === '' || /^#[0-9a-f]{6}$/i.test(s), { error: '背景色须为 #rrggbb（如 #c62828）或留空' })
  .default('');

const sortOrder = z.coerce
  .number({ error: '排序必须是数字' })
  .int({ error: '排序必须是整数' })
  .min(0, { error: '排序不能小于 0' })
  .max(9999, { error: '排序不能超过 9999' })
  .default(0);

/** A time bound as unix seconds; 0 or absent = open. Within int4, like every campaign time (2038 at most). */
const bound = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是时间` })
    .int({ error: `${label}不正确` })
    .min(0, { error: `${label}不正确` })
    .max(INT4_MAX, { error: `${label}不正确` })
    .default(0);

const pixels = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int({ error: `${label}必须是整数` })
    .min(0, { error: `${label}不能小于 0` })
    .max(4000, { error: `${label}不能超过 4000 像素` });

export const AD_POSITION_KINDS = ['banner', 'carousel'] as const;
export const consoleAdPositionRow = z.object({
  ap_id: z.number().int(),
  ap_name: z.string(),
  keyword: z.string(),
  /** banner: the storefront shows the first advert (closable); carousel: every advert in turn. */
  kind: z.enum(AD_POSITION_KINDS),
  /** SPEC §4: a disabled position shows nothing on the storefront. */
  enabled: z.boolean(),
  ap_width: z.number().int(),
  ap_height: z.number().int(),
  background: z.string(),
  adv_count: z.number().int(),
});
export type AdPositionRow = z.output<typeof consoleAdPositionRow>;
export const adPositionListRequest = z.object({
  ...consoleListFields(['id'] as const),
  keyword: optionalText(50, '关键字'),
});
/** The storefront asks positions by keyword, so a position is edited, never made or deleted here. */
export const adPositionSaveRequest = z.object({
  id: positiveId('广告位编号'),
  ap_name: text('广告位名称', 2, 64),
  enabled: z.boolean({ error: '请选择是否启用' }),
  ap_width: pixels('宽度'),
  ap_height: pixels('高度'),
  background: colour,
});

export const ADVERT_STATES = ['shown', 'hidden'] as const;
/** Where an advert stands by its switch and dates, at the time mall-api answered. */
export const ADVERT_PHASES = ['hidden', 'scheduled', 'running', 'ended'] as const;
export const consoleAdvertRow = z.object({
  id: z.number().int(),
  ap_id: z.number().int(),
  ap_name: z.string(),
  title: z.string(),
  image: z.string(),
  /** The link itself (stored as the storefront's `{"url": …}`). */
  url: z.string(),
  background: z.string(),
  sort: z.number().int(),
  is_show: z.boolean(),
  /** Unix seconds; 0 = open. */
  start_time: z.number().int(),
  end_time: z.number().int(),
  phase: z.enum(ADVERT_PHASES),
});
export type AdvertRow = z.output<typeof consoleAdvertRow>;
export const advertListRequest = z.object({
  ...consoleListFields(['sort'] as const),
  keyword: optionalText(50, '关键字'),
  ap_id: positiveId('广告位编号').optional(),
  state: z.enum(ADVERT_STATES, { error: '状态不正确' }).optional(),
});
export const advertSaveRequest = z
  .object({
    id: positiveId('广告编号').optional(),
    ap_id: positiveId('广告位'),
    title: text('广告标题', 2, 128),
    image: imagePath('广告图片'),
    url: displayLink('链接'),
    background: colour,
    sort: sortOrder,
    is_show: z.boolean({ error: '请选择是否显示' }).default(true),
    start_time: bound('开始时间'),
    end_time: bound('结束时间'),
  })
  .refine((a) => !a.start_time || !a.end_time || a.start_time < a.end_time, {
    path: ['end_time'],
    error: '结束时间须晚于开始时间',
  });
export const advertShowRequest = z.object({
  id: positiveId('广告编号'),
  is_show: z.boolean({ error: '请选择显示或隐藏' }),
});

/** A picture with its link (a floor's left, bottom or row images). */
export const imageLinkInput = (label: string) =>
  z.object({ url: imagePath(label), link: z.union([z.literal(''), displayLink(`${label}链接`)]).default('') });

/** How many goods a floor holds (the home's rows of 4 and 5). */
export const FLOOR_GOODS_MAX = { 1: 8, 3: 10 } as const;
export const consoleFloorRow = z.object({
  id: z.number().int(),
  style: z.union([z.literal(1), z.literal(3)]),
  title: z.string(),
  is_show: z.boolean(),
  sort: z.number().int(),
  goods_count: z.number().int(),
});
export const consoleFloorDetail = consoleFloorRow.extend({
  left_img: z.object({ url: z.string(), link: z.string() }),
  bottom_img: z.object({ url: z.string(), link: z.string() }),
  images: z.array(z.object({ url: z.string(), link: z.string() })),
  sku_ids: z.array(z.number().int()),
  category_ids: z.array(z.number().int()),
  brand_ids: z.array(z.number().int()),
});
export type FloorRow = z.output<typeof consoleFloorRow>;
export type FloorDetailRow = z.output<typeof consoleFloorDetail>;
export const floorListRequest = z.object({ ...consoleListFields(['sort'] as const) });
const ids = (label: string, max: number) =>
  z
    .array(positiveId(label), { error: `${label}必须是编号列表` })
    .max(max, { error: `${label}最多 ${max} 个` })
    .refine((list) => new Set(list).size === list.length, { error: `${label}有重复` });
/** Style 1 takes its two pictures, style 3 its categories, row pictures and brands; mall-api checks which. */
export const floorSaveRequest = z.object({
  id: positiveId('楼层编号'),
  title: text('楼层标题', 2, 64),
  is_show: z.boolean({ error: '请选择是否显示' }),
  sort: sortOrder,
  sku_ids: ids('商品', 10).refine((l) => l.length > 0, { error: '请至少选择 1 件商品' }),
  left_img: imageLinkInput('左侧图片').optional(),
  bottom_img: imageLinkInput('底部图片').optional(),
  images: z.array(imageLinkInput('楼层图片')).max(3, { error: '楼层图片最多 3 张' }).optional(),
  category_ids: ids('分类', 12).optional(),
  brand_ids: ids('品牌', 12).optional(),
});

export const consoleFloatLayer = z.object({
  is_show: z.boolean(),
  title: z.string(),
  img_url: z.string(),
  /** The link itself (stored as the storefront's `{"url": …}`). */
  url: z.string(),
  /** How many times a visitor sees it at most. */
  number: z.number().int(),
  update_time: z.number().int(),
});
export type ConsoleFloatLayerRow = z.output<typeof consoleFloatLayer>;
export const floatLayerSaveRequest = z.object({
  is_show: z.boolean({ error: '请选择是否启用' }),
  title: text('浮层标题', 2, 64),
  img_url: imagePath('浮层图片'),
  url: displayLink('链接'),
  number: z.coerce
    .number({ error: '显示次数必须是数字' })
    .int({ error: '显示次数必须是整数' })
    .min(1, { error: '显示次数至少 1 次' })
    .max(99, { error: '显示次数不能超过 99 次' }),
});

export const displayEndpoints = {
  '/admin/api/content/ad-positions/list': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '广告位：列表（尺寸、展示方式、启用状态、广告数）',
    request: adPositionListRequest,
    response: consolePage(consoleAdPositionRow),
  }),
  '/admin/api/content/ad-positions/save': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '广告位：名称、尺寸、背景色、启用开关',
    request: adPositionSaveRequest,
    response: consoleAdPositionRow,
  }),
  '/admin/api/content/advs/list': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '广告：列表（含隐藏、未开始、已结束的）',
    request: advertListRequest,
    response: consolePage(consoleAdvertRow),
  }),
  '/admin/api/content/advs/detail': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '广告：详情',
    request: z.object({ id: positiveId('广告编号') }),
    response: consoleAdvertRow,
  }),
  '/admin/api/content/advs/save': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '广告：新建或编辑（图片、链接、排序、起止时间、显示开关）',
    request: advertSaveRequest,
    response: consoleAdvertRow,
  }),
  '/admin/api/content/advs/show': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '广告：显示或隐藏',
    request: advertShowRequest,
    response: consoleAdvertRow,
  }),
  '/admin/api/content/advs/delete': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '广告：删除',
    request: z.object({ id: positiveId('广告编号') }),
    response: z.object({ id: z.number().int() }),
  }),
  '/admin/api/content/floors/list': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '首页楼层：列表（样式 1 与 3，含隐藏的）',
    request: floorListRequest,
    response: consolePage(consoleFloorRow),
  }),
  '/admin/api/content/floors/detail': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '首页楼层：详情',
    request: z.object({ id: positiveId('楼层编号') }),
    response: consoleFloorDetail,
  }),
  '/admin/api/content/floors/save': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '首页楼层：标题、分类、手选商品、图片、排序、显示开关',
    request: floorSaveRequest,
    response: consoleFloorDetail,
  }),
  '/admin/api/content/float-layer/get': consoleCall({
    permission: 'content.manage',
    kind: 'read',
    summary: '首页浮层：读取',
    request: z.object({}),
    response: consoleFloatLayer,
  }),
  '/admin/api/content/float-layer/save': consoleCall({
    permission: 'content.manage',
    kind: 'write',
    summary: '首页浮层：图片、链接、显示次数、启用开关',
    request: floatLayerSaveRequest,
    response: consoleFloatLayer,
  }),
} as const;
