// Parent objects of the lazily resolved types (codegen `mappers`): their fields call REST only when
// selected, and the per-request cache makes each call once however often the type appears.

/** `site` resolves to this marker; each Site field group loads its own REST call. */
export type SiteParent = Record<string, never>;

/** `cart` resolves to this; a visitor's cart is empty without any REST call. */
export interface CartParent {
  visitor: boolean;
  /** The lines as read right after a cart write (uncached), so the answer is never stale. */
  items?: import('@mall/rest-contract').CartItem[];
}

/** Goods detail without the fields resolved lazily from their own REST calls. */
export type GoodsDetailParent = Omit<
  import('./generated/resolvers-types').GoodsDetail,
  'isCollected' | 'manjian' | 'categoryPath' | 'shop'
> & { shop: import('./generated/resolvers-types').ShopSummary };

/** Shop info; `followed` is its own REST call. */
export type ShopInfoParent = Omit<import('./generated/resolvers-types').ShopInfo, 'followed' | 'score' | 'storeNum'>;
