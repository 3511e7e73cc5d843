// A shop's goods in the console and the platform's goods review (README.md). Every shop call checks
// that each id it receives belongs to the actor's shop (console/shop-scope.ts) before anything else.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { UploadStorage } from '../../storage';
import { assertShopOwns, registerConsoleCalls, shopIdOf } from '../console';
import { listShopGoods, shopGoodsDetail, shopGoodsOptions } from './read';
import { decideGoodsReview, goodsReviewDetail, listGoodsReviews } from './review';
import { registerShopGoodsUpload } from './upload';
import { changeStock, createShopGoods, setShelf, updateShopGoods } from './write';

export { provideShopCategories, type ShopCategoryOption } from './shop-categories';

export async function registerShopGoodsCalls(app: FastifyInstance, deps: { db: Db; storage?: UploadStorage }): Promise<void> {
  await registerShopGoodsUpload(app, deps);
  registerConsoleCalls(app, {
    '/admin/api/shop/goods/list': ({ tx, actor, input }) => listShopGoods(tx, shopIdOf(actor, 'goods.list'), input),
    '/admin/api/shop/goods/detail': async ({ tx, actor, input }) => {
      await assertShopOwns(tx, actor, 'goods.detail', 'goods', [input.goods_id]);
      return shopGoodsDetail(tx, input.goods_id);
    },
    '/admin/api/shop/goods/options': ({ tx, actor }) => shopGoodsOptions(tx, shopIdOf(actor, 'goods.options')),
    '/admin/api/shop/goods/create': ({ tx, actor, input, audit }) => createShopGoods(tx, shopIdOf(actor, 'goods.create'), actor.username, input, audit),
    '/admin/api/shop/goods/update': async ({ tx, actor, input, audit }) => {
      const shopId = await assertShopOwns(tx, actor, 'goods.update', 'goods', [input.goods_id]);
      await assertShopOwns(tx, actor, 'goods.update', 'sku', input.skus.flatMap((s) => (s.sku_id ? [s.sku_id] : [])));
      return updateShopGoods(tx, shopId, actor.username, input, audit);
    },
    '/admin/api/shop/goods/stock': async ({ tx, actor, input, audit }) => {
      await assertShopOwns(tx, actor, 'goods.stock', 'sku', [input.sku_id]);
      return changeStock(tx, input, audit);
    },
    '/admin/api/shop/goods/shelf': async ({ tx, actor, input, audit }) => {
      await assertShopOwns(tx, actor, input.on_shelf ? 'goods.shelf.on' : 'goods.shelf.off', 'goods', input.goods_ids);
      return setShelf(tx, input.goods_ids, input.on_shelf, audit);
    },

    '/admin/api/review/goods/list': ({ tx, input }) => listGoodsReviews(tx, input),
    '/admin/api/review/goods/detail': ({ tx, input }) => goodsReviewDetail(tx, input.id),
    '/admin/api/review/goods/decide': ({ tx, actor, input, audit }) => decideGoodsReview(tx, actor.username, input, audit),
  });
}
