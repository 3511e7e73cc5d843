/** An entry of the page list: a page number or a gap. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** Number of pages for `total` records, at least 0. */
export function pageCountOf(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}

/** Keeps a page number inside 1..pageCount (1 when there are no pages). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/**
 * The pages to show: always the first and the last, `siblings` on each side of the current one,
 * and an ellipsis for each gap of two or more pages. The list has a constant length
 * (siblings * 2 + 5) once pageCount is larger than that, so the control does not jump.
 */
export function paginationRange(page: number, pageCount: number, siblings = 2): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return range(1, pageCount);
  const current = clampPage(page, pageCount);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pageCount);
  const showLeftGap = left > 3;
  const showRightGap = right < pageCount - 2;
  const edge = siblings * 2 + 3;
  if (!showLeftGap) return [...range(1, edge), 'end-ellipsis', pageCount];
  if (!showRightGap) return [1, 'start-ellipsis', ...range(pageCount - edge + 1, pageCount)];
  return [1, 'start-ellipsis', ...range(left, right), 'end-ellipsis', pageCount];
}
