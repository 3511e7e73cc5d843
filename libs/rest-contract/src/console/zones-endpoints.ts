// Assistance zones, the fresh hall, projects, news and meal packages in the console (mall-api
// src/modules/admin-zones/): the console writes the very tables the storefront's /api/GoodsSpecial,
// /api/fresh, /api/project and /api/Xgh calls read. Rich text goes through the house sanitizer.
import { z } from 'zod';
import { yuanToFenInput } from '../account';
import { positiveId } from '../paging';
import { ZONE_CODES } from '../zone';
import { consoleCall, consoleListFields, consolePage, optionalText } from './call';
import { imagePath } from './shop-goods-endpoints';
import { boundedText as text, showSwitchRequest, showSwitchResponse } from './sites-endpoints';

const html = (label: string) => z.string({ error: `${label}必须是文字` }).max(50_000, { error: `${label}不能超过 50000 个字符` }).default('');
const sortValue = z.coerce.number({ error: '排序必须是数字' }).int({ error: '排序必须是整数' }).min(0, { error: '排序不能小于 0' }).max(9999, { error: '排序不能超过 9999' }).default(0);
const zoneCode = z.enum(ZONE_CODES, { error: '专区不存在' });
const skuIds = (label: string, max: number) =>
  z
    .array(positiveId('商品编号'), { error: `${label}必须是商品编号的列表` })
    .max(max, { error: `${label}最多 ${max} 件` })
    .refine((ids) => new Set(ids).size === ids.length, { error: `${label}有重复` })
    .default([]);

export const ZONE_GOODS_MAX = 200;

export const consoleZoneRow = z.object({ zone_id: z.number().int(), code: z.string(), title: z.string(), subtitle: z.string(), banner: z.string(), tab_kind: z.string(), goods_count: z.number().int() });
export const consoleZoneGoods = z.object({ sku_id: z.number().int(), sku_name: z.string(), sku_image: z.string(), price: z.string(), is_on_shelf: z.boolean(), tab: z.string(), province: z.string() });
export const consoleZoneDetail = consoleZoneRow.extend({ introduction: z.string(), notice: z.string(), goods: z.array(consoleZoneGoods) });
export const zoneSaveRequest = z.object({
  code: zoneCode,
  title: text('专区名称', 2, 64),
  subtitle: text('副标题', 0, 128).default(''),
  banner: imagePath('横幅').or(z.literal('')).default(''),
  introduction: text('专区介绍', 0, 2000).default(''),
  notice: text('提示', 0, 255).default(''),
});
export const zoneGoodsSetRequest = z.object({
  code: zoneCode,
  /** The whole list, in order: each sku once, under a tab (a category, or a province for region zones). */
  goods: z
    .array(z.object({ sku_id: positiveId('商品编号'), tab: text('分类标签', 1, 32), province: text('省份', 0, 32).default('') }), { error: '专区商品必须是列表' })
    .max(ZONE_GOODS_MAX, { error: `每个专区最多 ${ZONE_GOODS_MAX} 件商品` })
    .refine((list) => new Set(list.map((g) => g.sku_id)).size === list.length, { error: '专区商品有重复' }),
});

export const PROJECT_STATES = [0, 1, 2] as const;
export const consoleProjectRow = z.object({
  project_id: z.number().int(),
  title: z.string(),
  place: z.string(),
  status: z.number().int(),
  target_amount: z.string(),
  raised_amount: z.string(),
  progress: z.number().int(),
  beneficiaries: z.number().int(),
  sort: z.number().int(),
  /** Shown in /promotion/projectList and at its page. */
  is_show: z.boolean(),
});
/** The goods a project shows (its page's list), in order, with what the console's goods picker names. */
export const consoleProjectGoods = consoleZoneGoods.pick({ sku_id: true, sku_name: true, sku_image: true, price: true, is_on_shelf: true });
export const consoleProjectDetail = consoleProjectRow.extend({ cover: z.string(), images: z.array(z.string()), summary: z.string(), content: z.string(), sku_ids: z.array(z.number().int()), goods: z.array(consoleProjectGoods) });
/** At most this many goods on a project's page. */
export const PROJECT_GOODS_MAX = 20;

export const projectSaveRequest = z.object({
  project_id: positiveId('项目编号').optional(),
  title: text('项目名称', 2, 128),
  place: text('项目地点', 2, 128),
  beneficiaries: z.coerce.number({ error: '受益人数必须是数字' }).int({ error: '受益人数必须是整数' }).min(0, { error: '受益人数不能小于 0' }).max(10_000_000, { error: '受益人数过大' }).default(0),
  target_amount: yuanToFenInput('目标金额', 100_000_000),
  raised_amount: z
    .union([z.literal(0), z.literal('0'), z.literal('0.00')])
    .transform(() => 0)
    .or(yuanToFenInput('已筹金额', 100_000_000)),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '项目状态只能是筹备中（0）、进行中（1）或已完成（2）' }),
  cover: imagePath('封面').or(z.literal('')).default(''),
  images: z.array(imagePath('项目图片')).max(9, { error: '项目图片最多 9 张' }).default([]),
  summary: text('项目简介', 0, 255).default(''),
  content: html('项目详情'),
  sku_ids: skuIds('项目商品', PROJECT_GOODS_MAX),
  sort: sortValue,
});

export const consoleNewsRow = z.object({ news_id: z.number().int(), title: z.string(), source: z.string(), create_time: z.number().int() });
export const consoleNewsDetail = consoleNewsRow.extend({ cover: z.string(), summary: z.string(), content: z.string() });
export const newsSaveRequest = z.object({
  news_id: positiveId('资讯编号').optional(),
  title: text('资讯标题', 2, 128),
  cover: imagePath('封面').or(z.literal('')).default(''),
  summary: text('摘要', 0, 255).default(''),
  source: text('来源', 0, 64).default(''),
  content: html('正文').refine((s) => s.trim().length > 0, { error: '请填写正文' }),
});

export const consoleMealRow = z.object({
  package_id: z.number().int(),
  title: z.string(),
  people: z.number().int(),
  image: z.string(),
  description: z.string(),
  package_price: z.string(),
  items: z.array(z.object({ sku_id: z.number().int(), num: z.number().int(), sku_name: z.string(), price: z.string() })),
  is_show: z.boolean(),
  sort: z.number().int(),
});
export const mealSaveRequest = z.object({
  package_id: positiveId('套餐编号').optional(),
  title: text('套餐名称', 2, 64),
  people: z.coerce.number({ error: '用餐人数必须是数字' }).int({ error: '用餐人数必须是整数' }).min(1, { error: '用餐人数至少 1 人' }).max(20, { error: '用餐人数最多 20 人' }),
  image: imagePath('套餐图片').or(z.literal('')).default(''),
  description: text('套餐说明', 0, 255).default(''),
  package_price: yuanToFenInput('套餐价', 100_000),
  items: z
    .array(z.object({ sku_id: positiveId('商品编号'), num: z.coerce.number({ error: '数量必须是数字' }).int({ error: '数量必须是整数' }).min(1, { error: '数量至少 1' }).max(99, { error: '数量最多 99' }) }), { error: '套餐商品必须是列表' })
    .min(1, { error: '套餐至少包含 1 件商品' })
    .max(20, { error: '套餐最多 20 件商品' })
    .refine((list) => new Set(list.map((i) => i.sku_id)).size === list.length, { error: '套餐商品有重复' }),
  is_show: z.boolean({ error: '请选择是否上架' }).default(true),
  sort: sortValue,
});

const listRequest = z.object({ ...consoleListFields(['sort'] as const), keyword: optionalText(64, '关键字') });

export const zonesEndpoints = {
  '/admin/api/zones/list': consoleCall({ permission: 'zones.manage', kind: 'read', summary: '帮扶专区与生鲜馆', request: z.object({}), response: z.array(consoleZoneRow) }),
  '/admin/api/zones/detail': consoleCall({ permission: 'zones.manage', kind: 'read', summary: '专区详情与商品（含省份与分类标签）', request: z.object({ code: zoneCode }), response: consoleZoneDetail }),
  '/admin/api/zones/save': consoleCall({ permission: 'zones.manage', kind: 'write', summary: '编辑专区的名称、横幅、介绍与提示', request: zoneSaveRequest, response: consoleZoneDetail }),
  '/admin/api/zones/goods/set': consoleCall({ permission: 'zones.manage', kind: 'write', summary: '设置专区商品（整组，按顺序，含分类标签与省份）', request: zoneGoodsSetRequest, response: consoleZoneDetail }),
  '/admin/api/projects/list': consoleCall({ permission: 'zones.manage', kind: 'read', summary: '帮扶项目列表', request: listRequest, response: consolePage(consoleProjectRow) }),
  '/admin/api/projects/detail': consoleCall({ permission: 'zones.manage', kind: 'read', summary: '帮扶项目详情', request: z.object({ project_id: positiveId('项目编号') }), response: consoleProjectDetail }),
  '/admin/api/projects/save': consoleCall({ permission: 'zones.manage', kind: 'write', summary: '新建或编辑帮扶项目（含筹款进度）', request: projectSaveRequest, response: consoleProjectDetail }),
  '/admin/api/projects/show': consoleCall({ permission: 'zones.manage', kind: 'write', summary: '显示或隐藏帮扶项目', request: showSwitchRequest('project_id', '项目编号'), response: showSwitchResponse('project_id') }),
  '/admin/api/news/list': consoleCall({ permission: 'zones.manage', kind: 'read', summary: '帮扶资讯列表', request: listRequest, response: consolePage(consoleNewsRow) }),
  '/admin/api/news/detail': consoleCall({ permission: 'zones.manage', kind: 'read', summary: '帮扶资讯详情', request: z.object({ news_id: positiveId('资讯编号') }), response: consoleNewsDetail }),
  '/admin/api/news/save': consoleCall({ permission: 'zones.manage', kind: 'write', summary: '新建或编辑帮扶资讯（正文统一清理）', request: newsSaveRequest, response: consoleNewsDetail }),
  '/admin/api/news/delete': consoleCall({ permission: 'zones.manage', kind: 'write', summary: '删除帮扶资讯', request: z.object({ news_id: positiveId('资讯编号') }), response: z.object({ news_id: z.number().int() }) }),
  '/admin/api/meals/list': consoleCall({ permission: 'zones.manage', kind: 'read', summary: '套餐列表（含下架）', request: z.object({}), response: z.array(consoleMealRow) }),
  '/admin/api/meals/save': consoleCall({ permission: 'zones.manage', kind: 'write', summary: '新建或编辑套餐（套餐价低于商品原价之和）', request: mealSaveRequest, response: consoleMealRow }),
} as const;
