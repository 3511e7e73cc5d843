import { MemberCitiesDocument, MemberRegionTreeDocument, MemberRegionsDocument, gql } from '@mall/gateway-client';
import type { RegionItem } from '../components/AddressForm/AddressForm';

interface TreeNode extends RegionItem {
  children: readonly RegionItem[];
}

export interface RegionFetchers {
  /** Provinces with their cities (`/api/address/lists1`, depth 2). */
  tree: () => Promise<readonly TreeNode[]>;
  /** The regions under one region (`/api/address/lists`): a city's districts. */
  children: (pid: number) => Promise<readonly RegionItem[]>;
}

/**
 * The address cascade's `loadRegions(pid)`: the provinces and every province's cities come from
 * one region-tree call, made on the first ask and kept (choosing a province then costs no call);
 * a city's districts are asked for when the city is chosen, as the full tree is large (about 3,000
 * districts) and kept too. A failed call is not kept, so 重试 asks again.
 */
export function regionSource(fetchers: RegionFetchers): (pid: number) => Promise<readonly RegionItem[]> {
  let levels: Promise<Map<number, readonly RegionItem[]>> | null = null;
  const provincesAndCities = () =>
    (levels ??= fetchers.tree().then(
      (provinces) => {
        const byParent = new Map<number, readonly RegionItem[]>([[0, provinces.map(({ id, name, hasChildren }) => ({ id, name, hasChildren }))]]);
        for (const province of provinces) byParent.set(province.id, province.children);
        return byParent;
      },
      (error: unknown) => {
        levels = null;
        throw error;
      },
    ));
  // A city's districts are asked for once: the cascade and 快速选择城市 (which checks whether the
  // picked city has districts) both ask for them when a city is picked.
  const below = new Map<number, Promise<readonly RegionItem[]>>();
  const children = (pid: number) => {
    let list = below.get(pid);
    if (!list) {
      list = fetchers.children(pid);
      below.set(pid, list);
      list.catch(() => below.delete(pid));
    }
    return list;
  };
  return async (pid) => (await provincesAndCities()).get(pid) ?? children(pid);
}

/** The storefront's region source over the gateway (the address book and the checkout's address form). */
export const loadRegions = regionSource({
  tree: async () => (await gql(MemberRegionTreeDocument, {}, { silent: true })).regionTree,
  children: async (pid) => (await gql(MemberRegionsDocument, { pid }, { silent: true })).regions,
});

/** 快速选择城市 over the gateway (`/api/address/city`). */
export async function searchCities(keyword: string) {
  return (await gql(MemberCitiesDocument, { keyword }, { silent: true })).cities;
}
