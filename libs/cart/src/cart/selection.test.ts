import { describe, expect, it } from 'vitest';
import { selectionTotals } from '../cartTotal';
import { cartLinesFixture, invalidLinesFixture } from './fixtures';
import { checkoutHref, groupByShop, selectedIds, splitInvalid, tick, tickState } from './selection';

const lines = [...cartLinesFixture, ...invalidLinesFixture];

describe('cart selection', () => {
  it('sets invalid lines apart and groups the rest by shop in cart order', () => {
    const { valid, invalid } = splitInvalid(lines);
    expect(invalid.every((l) => l.invalid)).toBe(true);
    expect(valid).toHaveLength(cartLinesFixture.length);
    const groups = groupByShop(valid);
    expect(groups.map((g) => g.siteName)).toEqual([...new Set(cartLinesFixture.map((l) => l.siteName))]);
    expect(groups.flatMap((g) => g.lines)).toHaveLength(valid.length);
  });
  it('selects every valid line by default and never an invalid one', () => {
    const ids = selectedIds(lines, new Set());
    expect(ids).toEqual(cartLinesFixture.map((l) => l.cartId));
    expect(ids).not.toContain(invalidLinesFixture[0]!.cartId);
  });
  it('unticks and ticks lines; the state of a select-all box follows', () => {
    const all = cartLinesFixture.map((l) => l.cartId);
    let unticked = tick(new Set(), [all[0]!], false);
    expect(tickState(all, unticked)).toBe('some');
    unticked = tick(unticked, all, false);
    expect(tickState(all, unticked)).toBe('none');
    expect(selectedIds(lines, unticked)).toEqual([]);
    unticked = tick(unticked, all, true);
    expect(tickState(all, unticked)).toBe('all');
    expect(tickState([], unticked)).toBe('none');
  });
  it('keeps the selection of a line whose quantity changed, and starts new lines selected', () => {
    const unticked = tick(new Set(), [cartLinesFixture[1]!.cartId], false);
    const edited = cartLinesFixture.map((l, i) => (i === 1 ? { ...l, num: l.num + 1 } : l));
    const added = { ...cartLinesFixture[0]!, cartId: 999 };
    const ids = selectedIds([...edited, added], unticked);
    expect(ids).not.toContain(cartLinesFixture[1]!.cartId);
    expect(ids).toContain(999);
  });
  it('totals only the selected valid lines', () => {
    const one = cartLinesFixture[0]!;
    const unticked = tick(new Set(), cartLinesFixture.slice(1).map((l) => l.cartId), false);
    const totals = selectionTotals(lines, selectedIds(lines, unticked));
    expect(totals.quantity).toBe(one.num);
    expect(totals.lines).toBe(1);
  });
  it('builds the checkout link', () => {
    expect(checkoutHref([1, 2, 3])).toBe('/payment?cart_ids=1,2,3');
  });
});
