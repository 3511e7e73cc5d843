// The list's facet counts as the filter bar shows them (GoodsListPage's goodsList.facets).
import { m } from '@mall/i18n';
import { parseYuanInput } from '@mall/rest-contract/money';
import type { ListState } from './listParams';

export interface ListFacets {
  categories: readonly { category: { id: number; name: string; level: number }; count: number }[];
  brands: readonly { id: number; name: string; count: number }[];
  tag832: number;
  tagLevels: readonly { level: number; count: number }[];
  priceBands: readonly PriceBand[];
}

/** A price band in fen: max inclusive (4999), null for no upper bound. */
export interface PriceBand {
  min: number;
  max: number | null;
  count: number;
}

/**
 * A band bound as the list URL's yuan filter value: "50", "99.99" (no trailing zeros, as a person would
 * type it into the price range).
 */
export const bandYuan = (fen: number): string => String(fen / 100);

/** The band is what the URL's price range says. */
export const bandChosen = (state: Pick<ListState, 'priceMin' | 'priceMax'>, band: Pick<PriceBand, 'min' | 'max'>) =>
  state.priceMin !== null &&
  parseYuanInput(state.priceMin) === band.min &&
  (band.max === null ? state.priceMax === null : state.priceMax !== null && parseYuanInput(state.priceMax) === band.max);

/** 50元以下 / 50-100元 / 500元以上: the upper bound shown rounded up (49.99 → 50). */
export function bandLabel(band: Pick<PriceBand, 'min' | 'max'>): string {
  const upper = band.max === null ? null : String(Math.round(band.max / 100));
  if (upper === null) return m['catalogue.priceBandAbove']({ min: bandYuan(band.min) });
  if (band.min === 0) return m['catalogue.priceBandBelow']({ max: upper });
  return m['catalogue.priceBandBetween']({ min: bandYuan(band.min), max: upper });
}
