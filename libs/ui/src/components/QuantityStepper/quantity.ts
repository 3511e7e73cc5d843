export interface QuantityBounds {
  min: number;
  /** Stock; undefined means no upper bound. */
  max?: number;
  step: number;
}

/** True when nothing can be bought: the stock is below the minimum (e.g. 0). */
export function isOutOfStock({ min, max }: QuantityBounds): boolean {
  return max !== undefined && max < min;
}

/**
 * A valid quantity for `value`: inside min..max and on the step grid from min (rounded down,
 * so it never exceeds max). Not-a-number gives min.
 */
export function clampQuantity(value: number, { min, max, step }: QuantityBounds): number {
  if (!Number.isFinite(value)) return min;
  const upper = max === undefined ? Number.POSITIVE_INFINITY : Math.max(min, max);
  const bounded = Math.min(Math.max(Math.trunc(value), min), upper);
  const size = step > 0 ? Math.trunc(step) || 1 : 1;
  return min + Math.floor((bounded - min) / size) * size;
}
