// The shop itself in the console (mall-api src/modules/shop-self/): its info (name, short name,
// pictures, introduction, hotline), its own goods categories (two levels), its offline stores and its
// own coupon types. Shop accounts only; mall-api checks that every id is the actor's shop's.
import { z } from 'zod';
import { positiveId } from '../paging';
import { TELEPHONE_PATTERN } from '../rules';
import { consoleCall } from './call';
import { campaignListRequest, couponTypeRow, couponTypeSave, stopRequest, stopResponse } from './promotion-endpoints';
import { imagePath } from './shop-goods-endpoints';

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .refine((s) => min === 0 || s.length > 0, { error: `请填写${label}` })
    .refine((s) => s.length === 0 || [...s].length >= min, { error: `${label}至少 ${min} 个字` })
    .refine((s) => [...s].length <= max, { error: `${label}不能超过 ${max} 个字` });

/** A hotline or store phone: a mobile or a landline with area code (digits and '-'), or empty. */
const phone = (label: string) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .refine((s) => s === '' || TELEPHONE_PATTERN.test(s), { error: `${label}只能是 5–20 位数字或 “-”，如 0851-12345678` });

/** The longest names the shop table holds (site_name varchar 128, shortname 64); the form keeps them shorter. */
export const SHOP_NAME_MAX = 40;
export const SHOP_SHORTNAME_MAX = 12;
export const SHOP_INTRODUCTION_MAX = 500;

export const shopSelfInfo = z.object({
  site_id: z.number().int(),
  site_name: z.string(),
  shortname: z.string(),
  avatar: z.string(),
  banner: z.string(),
  introduction: z.string(),
  telephone: z.string(),
});
export type ShopSelfInfo = z.output<typeof shopSelfInfo>;

export const shopSelfInfoSave = z.object({
  site_name: text('店铺名称', 2, SHOP_NAME_MAX),
  shortname: text('店铺简称', 0, SHOP_SHORTNAME_MAX).default(''),
  /** Empty: the storefront shows the default shop picture. */
  avatar: z.union([imagePath('店铺头像'), z.literal('')]).default(''),
  banner: z.union([imagePath('店铺横幅'), z.literal('')]).default(''),
  introduction: text('店铺简介', 0, SHOP_INTRODUCTION_MAX).default(''),
  telephone: phone('客服电话').default(''),
});

/** Two levels: a top category (pid 0) and its children. */
export const SHOP_CATEGORY_NAME_MAX = 20;
export const shopCategoryNode = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  /** Goods filed under it (a child's own; a top category's own plus its children's). */
  goods_num: z.number().int(),
});
export type ShopCategoryNode = z.output<typeof shopCategoryNode>;
export const shopCategorySave = z.object({
  id: positiveId('分类编号').optional(),
  /** 0: a top category; otherwise the top category it sits under. */
  pid: z.coerce.number({ error: '上级分类必须是数字' }).int({ error: '上级分类不正确' }).min(0, { error: '上级分类不正确' }).max(2_147_483_647, { error: '上级分类不正确' }).default(0),
  name: text('分类名称', 1, SHOP_CATEGORY_NAME_MAX),
  sort: z.coerce.number({ error: '排序必须是数字' }).int({ error: '排序必须是整数' }).min(0, { error: '排序不能小于 0' }).max(9999, { error: '排序不能超过 9999' }).default(0),
});

export const shopStoreRow = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  address: z.string(),
  telephone: z.string(),
  open_time: z.string(),
  is_pickup: z.boolean(),
  /** A disabled store shows nowhere in the storefront and is no pickup point. */
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type ShopStoreRow = z.output<typeof shopStoreRow>;
export const shopStoreSave = z.object({
  store_id: positiveId('门店编号').optional(),
  store_name: text('门店名称', 2, 32),
  address: text('门店地址', 5, 120),
  telephone: phone('门店电话').default(''),
  open_time: text('营业时间', 0, 32).default(''),
  is_pickup: z.boolean({ error: '自提点选项必须是是或否' }).default(true),
  sort: z.coerce.number({ error: '排序必须是数字' }).int({ error: '排序必须是整数' }).min(0, { error: '排序不能小于 0' }).max(9999, { error: '排序不能超过 9999' }).default(0),
});

const read = (permission: 'shop.manage' | 'goods.read' | 'coupons.manage') => ({ permission, kind: 'read' }) as const;
const write = (permission: 'shop.manage' | 'goods.write' | 'coupons.manage') => ({ permission, kind: 'write' }) as const;

export const shopSelfEndpoints = {
  '/admin/api/shop/self/info': consoleCall({ ...read('shop.manage'), summary: '本店信息', request: z.object({}), response: shopSelfInfo }),
  '/admin/api/shop/self/info/save': consoleCall({
    ...write('shop.manage'),
    summary: '修改本店信息（名称、简称、头像、横幅、简介、客服电话，立即生效）',
    request: shopSelfInfoSave,
    response: shopSelfInfo,
  }),
  '/admin/api/shop/category/list': consoleCall({ ...read('goods.read'), summary: '店内分类（两级）', request: z.object({}), response: z.array(shopCategoryNode) }),
  '/admin/api/shop/category/save': consoleCall({ ...write('goods.write'), summary: '新建或修改店内分类', request: shopCategorySave, response: shopCategoryNode }),
  '/admin/api/shop/category/delete': consoleCall({
    ...write('goods.write'),
    summary: '删除店内分类（有商品或下级分类时不能删除）',
    request: z.object({ id: positiveId('分类编号') }),
    response: z.object({ id: z.number().int() }),
  }),
  '/admin/api/shop/store/list': consoleCall({ ...read('shop.manage'), summary: '本店门店', request: z.object({}), response: z.array(shopStoreRow) }),
  '/admin/api/shop/store/save': consoleCall({ ...write('shop.manage'), summary: '新建或修改门店', request: shopStoreSave, response: shopStoreRow }),
  '/admin/api/shop/store/enable': consoleCall({
    ...write('shop.manage'),
    summary: '启用 / 停用门店',
    request: z.object({ store_id: positiveId('门店编号'), enabled: z.boolean({ error: '请选择启用或停用' }) }),
    response: shopStoreRow,
  }),
  '/admin/api/shop/coupon/list': consoleCall({ ...read('coupons.manage'), summary: '本店优惠券', request: campaignListRequest, response: z.object({ list: z.array(couponTypeRow), count: z.number().int(), page: z.number().int(), page_size: z.number().int() }) }),
  '/admin/api/shop/coupon/save': consoleCall({
    ...write('coupons.manage'),
    summary: '新建或修改本店优惠券（site_id 须是本店）',
    request: couponTypeSave,
    response: couponTypeRow,
  }),
  '/admin/api/shop/coupon/stop': consoleCall({ ...write('coupons.manage'), summary: '停止发放本店优惠券（已领的照常可用）', request: stopRequest, response: stopResponse }),
} as const;
