/**
 * Pure helpers of the /cart page: shop groups, the invalid lines set apart, and the selection.
 * The selection is kept as the set of *unticked* cart ids, so every valid line is selected by
 * default, a line that arrives later (another tab added it) starts selected, and a deleted line
 * simply drops out; a quantity edit keeps the same cartId and so keeps its tick.
 */

export interface ShopLine {
  cartId: number;
  siteId: number;
  siteName: string;
  invalid: boolean;
}

export interface ShopGroup<T extends ShopLine> {
  siteId: number;
  siteName: string;
  lines: T[];
}

/** Valid lines (selectable, counted) and invalid ones (off the shelf, sold out) in cart order. */
export function splitInvalid<T extends ShopLine>(lines: readonly T[]): { valid: T[]; invalid: T[] } {
  return { valid: lines.filter((l) => !l.invalid), invalid: lines.filter((l) => l.invalid) };
}

/** Lines grouped by shop, shops in the order their first line appears. */
export function groupByShop<T extends ShopLine>(lines: readonly T[]): ShopGroup<T>[] {
  const groups = new Map<number, ShopGroup<T>>();
  for (const line of lines) {
    const group = groups.get(line.siteId);
    if (group) group.lines.push(line);
    else groups.set(line.siteId, { siteId: line.siteId, siteName: line.siteName, lines: [line] });
  }
  return [...groups.values()];
}

/** Cart ids the user left unticked. */
export type Unticked = ReadonlySet<number>;

/** The selected ids among `lines` (never an invalid line). */
export function selectedIds(lines: readonly ShopLine[], unticked: Unticked): number[] {
  return lines.filter((l) => !l.invalid && !unticked.has(l.cartId)).map((l) => l.cartId);
}

/** Ticks (checked) or unticks the ids: one line, a shop's lines or all of them. */
export function tick(unticked: Unticked, ids: readonly number[], checked: boolean): Set<number> {
  const next = new Set(unticked);
  for (const id of ids) {
    if (checked) next.delete(id);
    else next.add(id);
  }
  return next;
}

export type TickState = 'all' | 'some' | 'none';

/** The state of a select-all box over `ids`: all (checked), some (indeterminate) or none. */
export function tickState(ids: readonly number[], unticked: Unticked): TickState {
  const chosen = ids.filter((id) => !unticked.has(id)).length;
  if (ids.length === 0 || chosen === 0) return 'none';
  return chosen === ids.length ? 'all' : 'some';
}

/** The checkout page for the chosen lines: /payment?cart_ids=1,2,3 (the checkout page reads it). */
export function checkoutHref(ids: readonly number[]): string {
  return `/payment?cart_ids=${ids.join(',')}`;
}
