// A goods may be filed under one of its shop's own categories. The shop-category tables belong to the
// shop's settings module; it plugs its list in here with `provideShopCategories` (at module load), so
// the goods editor offers them and a goods write checks the id belongs to the same shop.
import { ErrorCode } from '@mall/rest-contract';
import type { Tx } from '../../db/client';
import { BusinessError } from '../../http/envelope';

export interface ShopCategoryOption {
  id: number;
  name: string;
}

type ListShopCategories = (tx: Tx, shopId: number) => Promise<ShopCategoryOption[]>;

let listOfShop: ListShopCategories | null = null;

export function provideShopCategories(list: ListShopCategories): void {
  listOfShop = list;
}

export async function shopCategoryOptions(tx: Tx, shopId: number): Promise<ShopCategoryOption[]> {
  return listOfShop ? listOfShop(tx, shopId) : [];
}

/** Refuses a shop category that is not the shop's own (or when the shop has none to offer). */
export async function assertShopCategory(tx: Tx, shopId: number, id: number | null): Promise<void> {
  if (id === null) return;
  const options = await shopCategoryOptions(tx, shopId);
  if (!options.some((c) => c.id === id)) throw new BusinessError('店内分类不存在', ErrorCode.NOT_FOUND);
}
