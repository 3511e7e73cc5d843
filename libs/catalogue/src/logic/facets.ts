// The list's facet counts as the filter bar shows them (GoodsListPage's goodsList.facets).
import type { useT } from '@mall/i18n';
import type { ListState } from './listParams';

export interface ListFacets {
  categories: readonly { category: { id: number; name: string; level: number }; count: number }[];
  brands: readonly { id: number; name: string; count: number }[];
  tag832: number;
  tagLevels: readonly { level: number; count: number }[];
  priceBands: readonly PriceBand[];
}

/** A price band in yuan: max inclusive (49.99), null for no upper bound. */
export interface PriceBand {
  min: string;
  max: string | null;
  count: number;
}

/** The band is what the URL's price range says. */
export const bandChosen = (state: Pick<ListState, 'priceMin' | 'priceMax'>, band: Pick<PriceBand, 'min' | 'max'>) =>
  state.priceMin !== null && Number(state.priceMin) === Number(band.min) && (band.max === null ? state.priceMax === null : state.priceMax !== null && Number(state.priceMax) === Number(band.max));

/** 50元以下 / 50-100元 / 500元以上: the upper bound shown rounded up (49.99 → 50). */
export function bandLabel(t: ReturnType<typeof useT>, band: Pick<PriceBand, 'min' | 'max'>): string {
  const upper = band.max === null ? null : String(Math.round(Number(band.max)));
  if (upper === null) return t('catalogue.priceBandAbove', { min: band.min });
  if (Number(band.min) === 0) return t('catalogue.priceBandBelow', { max: upper });
  return t('catalogue.priceBandBetween', { min: band.min, max: upper });
}
