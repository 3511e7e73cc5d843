import { CATEGORY_TREE_DEPTH } from '@mall/rest-contract/constants';

/** A goods category as the API sends it (SPEC §3); `level` is 1-based. */
export interface CategoryNode {
  category_id: number | string;
  category_name: string;
  level: number | string;
  image?: string | null;
  image1?: string | null;
  child_list?: CategoryNode[] | null;
}

/**
 * Drops everything below `maxDepth` (SPEC §9: 3 levels). A node counts by its position in the
 * tree and by its own `level`, so a mislabelled deep node is dropped either way.
 */
export function limitCategoryDepth(nodes: readonly CategoryNode[] | null | undefined, maxDepth = CATEGORY_TREE_DEPTH): CategoryNode[] {
  const walk = (list: readonly CategoryNode[] | null | undefined, depth: number): CategoryNode[] => {
    if (!list || depth > maxDepth) return [];
    return list
      .filter((node) => {
        const level = Number(node.level);
        return !Number.isFinite(level) || level <= maxDepth;
      })
      .map((node) => {
        const children = walk(node.child_list, depth + 1);
        const { child_list: _dropped, ...rest } = node;
        return children.length > 0 ? { ...rest, child_list: children } : rest;
      });
  };
  return walk(nodes, 1);
}

/** The default goods-list link of a category: /list?category_id=ID&level=LEVEL. */
export function defaultCategoryHref(category: CategoryNode): string {
  const query = new URLSearchParams({ category_id: String(category.category_id), level: String(category.level) });
  return `/list?${query.toString()}`;
}
