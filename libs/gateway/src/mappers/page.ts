// A REST page `{ list, count, page_count }` → the SDL's `{ list, count, pageCount }`, each row mapped.
export const toPage = <R, T>(p: { list: R[]; count: number; page_count: number }, map: (r: R) => T) => ({
  list: p.list.map(map),
  count: p.count,
  pageCount: p.page_count,
});
