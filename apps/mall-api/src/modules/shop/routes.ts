import type { PartialHandlers } from '../../http/types';
import type { ShopService } from './service';

export const shopRoutes = (shops: ShopService) =>
  ({
    '/api/shop/info': ({ input }) => shops.info(input.site_id),
    '/api/shop/lists': ({ input }) => shops.lists(input.site_ids),
    '/api/shop/page2_0': ({ input }) => shops.page(input.keyword, input.page, input.page_size),
    '/api/shopmember/issubscribe': ({ input, member }) => shops.isSubscribed(member?.memberId, input.site_id),
    '/api/shopmember/add': ({ input, member }) => shops.subscribe(member!.memberId, input.site_id),
    '/api/shopmember/delete': ({ input, member }) => shops.unsubscribe(member!.memberId, input.site_id),
    '/api/shopgoodscategory/tree': ({ input }) => shops.categoryTree(input.site_id),
    '/api/store/page2_0': ({ input }) => shops.stores(input),
    '/api/shop/stat': ({ input }) => shops.stat(input.site_id),
    '/api/shop/listPage': ({ input }) => shops.list(input),
    '/manjian/api/manjian/info': ({ input }) => shops.manjian(input.goods_id, input.site_id),
  }) satisfies PartialHandlers;
