import type { EvaluationsQuery, GoodsDetailQuery, GoodsShopQuery, RecommendGoodsQuery } from '@mall/gateway-client';
import type { PageMetaData } from '@mall/page-kit';
import type { ReactNode } from 'react';

export type Goods = NonNullable<GoodsDetailQuery['goodsDetail']>;
export type EvaluationPage = EvaluationsQuery['evaluations'];
export type Shop = GoodsShopQuery['shop'];

/** What /sku-{id}'s loader answers: the goods (with its promotion) at once, the rest streamed in. */
export interface DetailData {
  goods: Goods;
  /** The page title is the goods name (Root's useDocumentTitle). */
  documentTitle: string;
  /** Description from the introduction, canonical /sku-{id}, JSON-LD Product (the app's RouteMeta). */
  meta: PageMetaData;
  evaluations: Promise<EvaluationPage | null>;
  recommend: Promise<RecommendGoodsQuery['recommendGoods']>;
  shop: Promise<Shop>;
}

/** The shop's customer-service entry beside its card: the app composes it (chat is another domain). */
export type ShopContact = (offer: { siteId: number; skuId: number }) => ReactNode;

export const EVALUATION_PAGE_SIZE = 10;
export const RECOMMEND_SIZE = 10;
