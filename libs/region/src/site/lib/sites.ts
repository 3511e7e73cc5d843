/** A branch site as the chooser and carousel show it (GraphQL Website). */
export interface SiteData {
  id: number;
  title: string;
  logo: string;
  /** 1 city site, 2 district site. */
  websiteType: number;
  provinceName: string;
  /** Upper-case pinyin initial. */
  initial: string;
  parentId: number;
}

/** Sites grouped by province, in first-seen order. */
export function groupByProvince<T extends Pick<SiteData, 'provinceName'>>(sites: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const s of sites) groups.set(s.provinceName, [...(groups.get(s.provinceName) ?? []), s]);
  return [...groups];
}

/** Sites grouped by initial letter, A–Z. */
export function groupByInitial<T extends Pick<SiteData, 'initial'>>(sites: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const s of [...sites].sort((a, b) => a.initial.localeCompare(b.initial))) groups.set(s.initial, [...(groups.get(s.initial) ?? []), s]);
  return [...groups];
}
