/**
 * SKU choice of the goods page. The API gives every spec value the sku it switches to (keeping the
 * other dimensions where such a sku exists) and every sku's price, stock and image; these helpers
 * pick the shown values for a chosen sku without another request.
 */
export interface SkuOption {
  skuId: number;
  specName: string;
  skuImage: string;
  /** Fen. */
  price: number;
  discountPrice: number;
  stock: number;
}

export interface SpecValue {
  skuId: number;
  name: string;
  selected: boolean;
  available: boolean;
}

export interface SpecDimension {
  name: string;
  values: SpecValue[];
}

/** The sku with this id, or the first sku, or null for a goods without skus. */
export function findSku<T extends SkuOption>(skus: readonly T[], skuId: number): T | null {
  return skus.find((s) => s.skuId === skuId) ?? skus[0] ?? null;
}

/**
 * The spec dimensions as seen from `selectedSkuId`: the value naming that sku is selected in every
 * dimension where one does; in a dimension where none does, the API's own `selected` is kept.
 */
export function specsFor(specs: readonly SpecDimension[], selectedSkuId: number): SpecDimension[] {
  return specs.map((dim) => {
    const hit = dim.values.some((v) => v.skuId === selectedSkuId);
    return {
      name: dim.name,
      values: dim.values.map((v) => ({ ...v, selected: hit ? v.skuId === selectedSkuId : v.selected })),
    };
  });
}

/** Keeps a wanted quantity within 1..stock (1 when out of stock). */
export function boundQuantity(quantity: number, stock: number): number {
  if (!Number.isFinite(quantity) || quantity < 1) return 1;
  return Math.max(1, Math.min(Math.trunc(quantity), Math.max(stock, 1)));
}

/** The largest image list of the gallery: the sku image first, then the goods images, no repeats. */
export function galleryImages(skuImage: string, goodsImages: readonly string[]): string[] {
  return [...new Set([skuImage, ...goodsImages].filter(Boolean))];
}
