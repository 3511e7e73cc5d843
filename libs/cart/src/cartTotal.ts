/** The cart fields a total needs (SPEC §3 cart item). */
export interface CartLine {
  /** Fen. */
  discountPrice: number;
  num: number;
  /** An invalid line (off the shelf, sold out) cannot be bought and counts for nothing, as on the server. */
  invalid?: boolean;
}

/** The lines that can be bought: invalid ones are left out of every total. */
export function payableLines<T extends Pick<CartLine, 'invalid'>>(lines: readonly T[]): T[] {
  return lines.filter((l) => !l.invalid);
}

/** Sum of price × quantity over the payable lines, in fen. */
export function cartTotal(lines: readonly CartLine[]): number {
  return payableLines(lines).reduce((sum, l) => sum + l.discountPrice * Math.max(0, Math.trunc(l.num)), 0);
}

/** Total quantity in the cart. */
export function cartQuantity(lines: readonly Pick<CartLine, 'num'>[]): number {
  return lines.reduce((sum, l) => sum + Math.max(0, Math.trunc(l.num)), 0);
}

/** What the /cart bottom bar shows for the chosen lines: how many pieces and their total. */
export interface SelectionTotals {
  /** Number of chosen payable lines. */
  lines: number;
  /** Sum of their quantities (已选择 N 件商品). */
  quantity: number;
  /** Fen. */
  total: number;
}

/** Totals over the lines whose cartId is chosen; invalid lines never count, even when chosen. */
export function selectionTotals<T extends CartLine & { cartId: number }>(
  lines: readonly T[],
  selected: ReadonlySet<number> | readonly number[],
): SelectionTotals {
  const ids = selected instanceof Set ? selected : new Set(selected as readonly number[]);
  const chosen = payableLines(lines).filter((l) => ids.has(l.cartId));
  return { lines: chosen.length, quantity: cartQuantity(chosen), total: cartTotal(chosen) };
}
