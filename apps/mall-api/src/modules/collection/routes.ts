import type { PartialHandlers } from '../../http/types';
import type { CollectionService } from './service';

// `required` endpoints always have a member (rest-plugin answers TOKEN_ERROR otherwise).
export const collectionRoutes = (c: CollectionService) =>
  ({
    '/api/goodscollect/add': ({ input, member }) => c.collect(member!.memberId, input.sku_id),
    '/api/goodscollect/delete': ({ input, member }) => c.uncollect(member!.memberId, input.goods_id),
    '/api/goodscollect/iscollect': ({ input, member }) => c.isCollected(member?.memberId, input.goods_id),
    '/api/goodscollect/page': ({ input, member }) => c.collectPage(member!.memberId, input.page, input.page_size),
    '/api/goodsbrowse/add': ({ input, member }) => c.browse(member!.memberId, input.sku_id),
    '/api/goodsbrowse/page': ({ input, member }) => c.browsePage(member!.memberId, input.page, input.page_size),
    '/api/goodsbrowse/delete': ({ input, member }) => c.deleteBrowse(member!.memberId, input.ids),
  }) satisfies PartialHandlers;
