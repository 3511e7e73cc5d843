import { m, type Message } from '@mall/i18n';
import type { ReactNode } from 'react';
import { Stack } from '@mall/ui';
import type { ShopOverviewQuery } from '@mall/console-kit';
import * as css from './ShopOverviewTiles.css';
import { fenToYuan } from '@mall/rest-contract/money';

export type ShopOverviewData = ShopOverviewQuery['shopOverview'];

export interface ShopOverviewTilesProps {
  overview: ShopOverviewData;
  /** Wraps a tile's number in a link to its list (the route passes router links); plain text without. */
  linkTo?: (tile: keyof ShopOverviewData, content: ReactNode) => ReactNode;
}

type Tile = 'ordersToShip' | 'ordersToPickUp' | 'refundsApplied' | 'goodsPending' | 'goodsRefused' | 'lowStock' | 'todayOrders' | 'todaySales' | 'goodsSelling';
const TODO: Tile[] = ['ordersToShip', 'ordersToPickUp', 'refundsApplied', 'goodsPending', 'goodsRefused', 'lowStock'];
const TODAY: Tile[] = ['todayOrders', 'todaySales', 'goodsSelling'];
const TILE_TEXT: Record<Tile, Message> = {
  ordersToShip: m['console.shopOrders.overview.ordersToShip'],
  ordersToPickUp: m['console.shopOrders.overview.ordersToPickUp'],
  refundsApplied: m['console.shopOrders.overview.refundsApplied'],
  goodsPending: m['console.shopOrders.overview.goodsPending'],
  goodsRefused: m['console.shopOrders.overview.goodsRefused'],
  lowStock: m['console.shopOrders.overview.lowStock'],
  todayOrders: m['console.shopOrders.overview.todayOrders'],
  todaySales: m['console.shopOrders.overview.todaySales'],
  goodsSelling: m['console.shopOrders.overview.goodsSelling'],
};

/**
 * The shop's landing page numbers (店铺概况): what waits for the shop (orders to ship or verify,
 * refunds, goods in review or refused, low stock) and today's orders and sales, from mall-api's
 * aggregates over the shop's own rows. Each tile may link to its list.
 */
export function ShopOverviewTiles({ overview, linkTo = (_tile, content) => content }: ShopOverviewTilesProps) {
  const group = (title: string, keys: Tile[]) => (
    <section aria-label={title}>
      <h2>{title}</h2>
      <ul className={css.grid}>
        {keys.map((k) => (
          <li key={k} className={css.tile}>
            <span className={css.label}>{TILE_TEXT[k]()}</span>
            <span className={css.number}>{linkTo(k, k === 'todaySales' ? fenToYuan(overview[k]) : String(overview[k]))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <Stack space="lg">
      <h1>{overview.siteName}</h1>
      {group(m['console.shopOrders.overview.todo'](), TODO)}
      {group(m['console.shopOrders.overview.today'](), TODAY)}
    </Stack>
  );
}
