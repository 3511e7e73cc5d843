// A shop's goods in the console and the platform's goods review (README.md). Every shop call checks
// that each id it receives belongs to the actor's shop (console/shop-scope.ts) before anything else.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { UploadStorage } from '../../storage';
import { assertShopOwns, registerConsoleCall, shopIdOf } from '../console';
import { listShopGoods, shopGoodsDetail, shopGoodsOptions } from './read';
import { decideGoodsReview, goodsReviewDetail, listGoodsReviews } from './review';
import { registerShopGoodsUpload } from './upload';
import { changeStock, createShopGoods, setShelf, updateShopGoods } from './write';

export { provideShopCategories, type ShopCategoryOption } from './shop-categories';

export async function registerShopGoodsCalls(app: FastifyInstance, deps: { db: Db; storage?: UploadStorage }): Promise<void> {
  await registerShopGoodsUpload(app, deps);
  registerConsoleCall(app, { path: '/admin/api/shop/goods/list', handler: ({ tx, actor, input }) => listShopGoods(tx, shopIdOf(actor, 'goods.list'), input) });
  registerConsoleCall(app, {
    path: '/admin/api/shop/goods/detail',
    handler: async ({ tx, actor, input }) => {
      await assertShopOwns(tx, actor, 'goods.detail', 'goods', [input.goods_id]);
      return shopGoodsDetail(tx, input.goods_id);
    },
  });
  registerConsoleCall(app, { path: '/admin/api/shop/goods/options', handler: ({ tx, actor }) => shopGoodsOptions(tx, shopIdOf(actor, 'goods.options')) });
  registerConsoleCall(app, {
    path: '/admin/api/shop/goods/create',
    handler: ({ tx, actor, input, audit }) => createShopGoods(tx, shopIdOf(actor, 'goods.create'), actor.username, input, audit),
  });
  registerConsoleCall(app, {
    path: '/admin/api/shop/goods/update',
    handler: async ({ tx, actor, input, audit }) => {
      const shopId = await assertShopOwns(tx, actor, 'goods.update', 'goods', [input.goods_id]);
      await assertShopOwns(tx, actor, 'goods.update', 'sku', input.skus.flatMap((s) => (s.sku_id ? [s.sku_id] : [])));
      return updateShopGoods(tx, shopId, actor.username, input, audit);
    },
  });
  registerConsoleCall(app, {
    path: '/admin/api/shop/goods/stock',
    handler: async ({ tx, actor, input, audit }) => {
      await assertShopOwns(tx, actor, 'goods.stock', 'sku', [input.sku_id]);
      return changeStock(tx, input, audit);
    },
  });
  registerConsoleCall(app, {
    path: '/admin/api/shop/goods/shelf',
    handler: async ({ tx, actor, input, audit }) => {
      await assertShopOwns(tx, actor, input.on_shelf ? 'goods.shelf.on' : 'goods.shelf.off', 'goods', input.goods_ids);
      return setShelf(tx, input.goods_ids, input.on_shelf, audit);
    },
  });

  registerConsoleCall(app, { path: '/admin/api/review/goods/list', handler: ({ tx, input }) => listGoodsReviews(tx, input) });
  registerConsoleCall(app, { path: '/admin/api/review/goods/detail', handler: ({ tx, input }) => goodsReviewDetail(tx, input.id) });
  registerConsoleCall(app, { path: '/admin/api/review/goods/decide', handler: ({ tx, actor, input, audit }) => decideGoodsReview(tx, actor.username, input, audit) });
}
