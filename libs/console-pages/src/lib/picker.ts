// The console's goods categories for the goods-list rules (the console's /admin/api/picker/categories answer).
export interface PickerCategoryItem {
  categoryId: number;
  categoryName: string;
  level: number;
  pid: number;
}

/** Categories in tree order, each name indented by its level (for a native select). */
export function categoryOptions(categories: readonly PickerCategoryItem[]): { value: string; label: string }[] {
  const children = new Map<number, PickerCategoryItem[]>();
  for (const c of categories) children.set(c.pid, [...(children.get(c.pid) ?? []), c]);
  const out: { value: string; label: string }[] = [];
  const walk = (pid: number, depth: number) => {
    for (const c of children.get(pid) ?? []) {
      out.push({ value: String(c.categoryId), label: `${'　'.repeat(depth)}${c.categoryName}` });
      if (depth < 3) walk(c.categoryId, depth + 1);
    }
  };
  walk(0, 0);
  return out;
}
