// The platform's orders: every shop's, as the shop console's rows and detail.
import type { ConsoleRequestOf } from '@mall/rest-contract';
import type { Resolvers } from '../generated/resolvers-types';
import { filteredListBody } from '../mappers/camel';
import { orderPage, shopOrderOf } from './shop-orders';

export const resolvers: Resolvers = {
  Query: {
    orders: async (_p, { page, pageSize, sort, filter }, ctx) =>
      orderPage(await ctx.console.call('/admin/api/orders/list', filteredListBody({ page, pageSize, sort, filter }) as ConsoleRequestOf<'/admin/api/orders/list'>)),
    order: async (_p, { orderId }, ctx) => shopOrderOf(await ctx.console.call('/admin/api/orders/detail', { order_id: orderId })),
  },
};
