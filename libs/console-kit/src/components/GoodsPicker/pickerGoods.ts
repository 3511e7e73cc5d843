/** What the goods picker shows of a goods (one sku): every picker's search hands these over. */
export interface PickerGoods {
  skuId: number;
  goodsId: number;
  /** The goods' name with its spec. */
  name: string;
  image?: string;
  shopName?: string;
  /** Fen. */
  price?: number;
  /** Shown when known (a campaign needs stock to sell). */
  stock?: number | null;
  /** false marks a chosen goods taken off the shelf since. */
  isOnShelf?: boolean;
}

/** A chosen id whose goods is not known (yet): shown by its number. */
export const unknownGoods = (id: number): PickerGoods => ({ skuId: id, goodsId: id, name: `#${id}` });

/** The chosen ids as goods, named from `known` where it can (a saved list holds only ids). */
export function goodsOfIds(ids: readonly number[], known: Readonly<Record<number, PickerGoods>>): PickerGoods[] {
  return ids.map((id) => known[id] ?? unknownGoods(id));
}
