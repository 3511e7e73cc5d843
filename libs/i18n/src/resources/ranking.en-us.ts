import type { Messages } from './zh-cn';
import type { rankingZhCN } from './ranking.zh-cn';

/** The ranking board, the trade ticker and the ranking page: en-us, same shape as ranking.zh-cn.ts. */
export const rankingEnUS: Messages<typeof rankingZhCN> = {
  title: 'Rankings',
  tabsLabel: 'Ranking categories',
  tabs: {
    AREA: 'Regional purchases',
    COMPANY: 'Unit purchases',
    VOUCHER: 'Unit top-ups',
    SHOP: 'Merchant sales',
  },
  region: 'Region',
  allRegions: 'Whole country',
  unitType: 'Unit type',
  allUnitTypes: 'All types',
  rank: 'Rank',
  name: {
    AREA: 'Region',
    COMPANY: 'Unit',
    VOUCHER: 'Unit',
    SHOP: 'Merchant',
  },
  money: {
    AREA: 'Purchases (10k yuan)',
    COMPANY: 'Purchases (10k yuan)',
    VOUCHER: 'Top-ups (10k yuan)',
    SHOP: 'Sales (10k yuan)',
  },
  summary: '{{number}} orders · {{total}} × 10k yuan in all',
  noData: 'No data',
  loading: 'Loading the rankings',
  more: 'Full rankings',
  ticker: {
    title: 'Live trades',
    label: 'Latest paid orders',
    item: '{{user}} {{mobile}} bought {{sku}}',
    empty: 'No trades yet',
    paused: 'Scrolling paused',
  },
  page: {
    period: 'Period',
    periods: {
      MONTH: 'This month',
      YEAR: 'This year',
      ALL: 'All time',
    },
    chart: 'Top {{count}} as bars (10k yuan)',
    top: 'Top {{count}}',
  },
};
