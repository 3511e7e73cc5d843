/**
 * `grid-template-columns` of a grid that wraps instead of scrolling sideways: at most `max` columns,
 * each at least `min` wide (and never wider than the grid). Give `min` in em: it grows with the text,
 * so care mode's larger text and the browser's zoom get fewer, wider columns. `gap` is the grid's
 * column gap (the same value as its `gap`), so `max` columns fill the row exactly.
 */
export function wrappingColumns(max: number, min: string, gap: string): string {
  const share = `calc((100% - ${max - 1} * ${gap}) / ${max})`;
  return `repeat(auto-fill, minmax(min(100%, max(${min}, ${share})), 1fr))`;
}
