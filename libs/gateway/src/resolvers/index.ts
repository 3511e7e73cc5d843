import type { Resolvers } from '../generated/resolvers-types';
import { accountResolvers } from './account';
import { baseResolvers } from './base';
import { cartResolvers } from './cart';
import { catalogueResolvers } from './catalogue';
import { orderResolvers } from './order';
import { orgResolvers } from './org';
import { regionResolvers } from './region';
import { rankingResolvers } from './ranking';
import { zoneResolvers } from './zone';
import { promotionResolvers } from './promotion';
import { searchResolvers } from './search';
import { shopApplyResolvers } from './shop-apply';
import { MoneyScalar } from '../money';

/** Every domain's resolvers, merged into the one map the schema is built with. */
export const resolvers: Resolvers = {
  Money: MoneyScalar,
  ...baseResolvers,
  ...catalogueResolvers,
  ...accountResolvers,
  ...cartResolvers,
  Goods: { ...catalogueResolvers.Goods, ...promotionResolvers.Goods },
  GoodsDetail: { ...catalogueResolvers.GoodsDetail, ...promotionResolvers.GoodsDetail },
  CartItem: { ...cartResolvers.CartItem, ...promotionResolvers.CartItem },
  Query: { ...baseResolvers.Query, ...catalogueResolvers.Query, ...accountResolvers.Query, ...orderResolvers.Query, ...orgResolvers.Query, ...rankingResolvers.Query, ...zoneResolvers.Query, ...promotionResolvers.Query, ...regionResolvers.Query, ...searchResolvers.Query, ...shopApplyResolvers.Query },
  ShopInfo: { ...catalogueResolvers.ShopInfo, ...regionResolvers.ShopInfo },
  Mutation: { ...baseResolvers.Mutation, ...catalogueResolvers.Mutation, ...accountResolvers.Mutation, ...cartResolvers.Mutation, ...orderResolvers.Mutation, ...orgResolvers.Mutation, ...promotionResolvers.Mutation, ...shopApplyResolvers.Mutation },
};
