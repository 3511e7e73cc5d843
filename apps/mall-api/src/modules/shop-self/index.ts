// The shop itself in the console (README.md, Shop console): its info and pictures, its own goods
// categories, its offline stores and its own coupon types. Every call runs for a shop account only
// and checks each id it receives belongs to the actor's shop (console/shop-scope.ts).
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import type { UploadStorage } from '../../storage';
import { assertShopOwns, ConsoleRefusal, defineShopOwned, ownedByColumn, registerConsoleCalls, shopIdOf, type ConsoleActor } from '../console';
import { registerShopImageUpload } from '../shop-goods/upload';
import { listCouponTypes, saveCouponType } from '../admin-promotion/coupons';
import { stopActivity } from '../admin-promotion/shared';
import { couponType } from '../../db/schema-promotion';
import { deleteShopCategory, listShopCategories, saveShopCategory } from './categories';
import { saveShopInfo, shopInfo } from './info';
import { enableStore, listStores, saveStore } from './stores';

export const SHOP_INFO_UPLOAD_PATH = '/admin/upload/shopinfo';

// The shop's own coupon types: the coupon centre's, with site_id the shop's; listed and saved by the
// platform's own functions (admin-promotion/coupons.ts), so both keep one set of rules.
defineShopOwned('coupon_type', { label: '优惠券', lookup: ownedByColumn(couponType, couponType.couponTypeId, couponType.siteId) });

/** A coupon's site_id must be the actor's own shop: another one answers 店铺不存在, audited as refused. */
function ownSite(actor: ConsoleActor, action: string, siteId: number): number {
  const shopId = shopIdOf(actor, action);
  if (siteId !== shopId) {
    throw new ConsoleRefusal('店铺不存在', ErrorCode.NOT_FOUND, { action, targetType: 'shop', targetId: siteId, after: { reason: siteId === 0 ? 'platform_coupon' : 'other_shop' } });
  }
  return shopId;
}

export async function registerShopSelfCalls(app: FastifyInstance, deps: { db: Db; storage?: UploadStorage; clock?: () => Date }): Promise<void> {
  const clock = deps.clock ?? (() => new Date());
  await registerShopImageUpload(app, deps, { path: SHOP_INFO_UPLOAD_PATH, permission: 'shop.manage', folder: 'shopinfo', action: 'shop.upload' });

  registerConsoleCalls(app, {
    '/admin/api/shop/self/info': ({ tx, actor }) => shopInfo(tx, shopIdOf(actor, 'shop.info')),
    '/admin/api/shop/self/info/save': ({ tx, actor, input, audit }) => saveShopInfo(tx, shopIdOf(actor, 'shop.info.update'), input, audit),

    '/admin/api/shop/category/list': ({ tx, actor }) => listShopCategories(tx, shopIdOf(actor, 'shop.category.list')),
    '/admin/api/shop/category/save': async ({ tx, actor, input, audit }) => {
      const action = input.id === undefined ? 'shop.category.create' : 'shop.category.update';
      const shopId = await assertShopOwns(tx, actor, action, 'shop_category', [...(input.id ? [input.id] : []), ...(input.pid ? [input.pid] : [])]);
      return saveShopCategory(tx, shopId, input, audit);
    },
    '/admin/api/shop/category/delete': async ({ tx, actor, input, audit }) => {
      await assertShopOwns(tx, actor, 'shop.category.delete', 'shop_category', [input.id]);
      return deleteShopCategory(tx, input.id, audit);
    },

    '/admin/api/shop/store/list': ({ tx, actor }) => listStores(tx, shopIdOf(actor, 'shop.store.list')),
    '/admin/api/shop/store/save': async ({ tx, actor, input, audit }) => {
      const shopId = await assertShopOwns(tx, actor, input.store_id ? 'shop.store.update' : 'shop.store.create', 'store', input.store_id ? [input.store_id] : []);
      return saveStore(tx, shopId, input, audit);
    },
    '/admin/api/shop/store/enable': async ({ tx, actor, input, audit }) => {
      await assertShopOwns(tx, actor, input.enabled ? 'shop.store.enable' : 'shop.store.disable', 'store', [input.store_id]);
      return enableStore(tx, input.store_id, input.enabled, audit);
    },

    '/admin/api/shop/coupon/list': ({ tx, actor, input }) => listCouponTypes(tx, input, clock(), shopIdOf(actor, 'shop.coupon.list')),
    '/admin/api/shop/coupon/save': async ({ tx, actor, input, audit }) => {
      const action = input.coupon_type_id === undefined ? 'shop.coupon.create' : 'shop.coupon.update';
      ownSite(actor, action, input.site_id);
      await assertShopOwns(tx, actor, action, 'coupon_type', input.coupon_type_id ? [input.coupon_type_id] : []);
      return saveCouponType(tx, input, audit, clock(), 'shop.coupon');
    },
    '/admin/api/shop/coupon/stop': async ({ tx, actor, input, audit }) => {
      await assertShopOwns(tx, actor, 'shop.coupon.stop', 'coupon_type', [input.id]);
      return stopActivity(tx, (entry) => audit({ ...entry, action: 'shop.coupon.stop' }), { table: couponType, id: couponType.couponTypeId, status: couponType.status, rollsForward: couponType.rollsForward }, input.id, { what: '优惠券', targetType: 'coupon' });
    },
  });
}
