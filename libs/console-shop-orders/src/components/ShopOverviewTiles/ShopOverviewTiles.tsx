import type { ReactNode } from 'react';
import { Stack } from '@mall/ui';
import type { ShopOverviewQuery } from '@mall/console-kit';
import { useShopOrdersT, type ShopOrdersKey } from '../../i18n';
import * as css from './ShopOverviewTiles.css';
import { fenToYuan } from '@mall/rest-contract/money';

export type ShopOverviewData = ShopOverviewQuery['shopOverview'];

export interface ShopOverviewTilesProps {
  overview: ShopOverviewData;
  /** Wraps a tile's number in a link to its list (the route passes router links); plain text without. */
  linkTo?: (tile: keyof ShopOverviewData, content: ReactNode) => ReactNode;
}

const TODO: (keyof ShopOverviewData)[] = ['ordersToShip', 'ordersToPickUp', 'refundsApplied', 'goodsPending', 'goodsRefused', 'lowStock'];
const TODAY: (keyof ShopOverviewData)[] = ['todayOrders', 'todaySales', 'goodsSelling'];

/**
 * The shop's landing page numbers (店铺概况): what waits for the shop (orders to ship or verify,
 * refunds, goods in review or refused, low stock) and today's orders and sales, from mall-api's
 * aggregates over the shop's own rows. Each tile may link to its list.
 */
export function ShopOverviewTiles({ overview, linkTo = (_tile, content) => content }: ShopOverviewTilesProps) {
  const t = useShopOrdersT();
  const group = (title: string, keys: (keyof ShopOverviewData)[]) => (
    <section aria-label={title}>
      <h2>{title}</h2>
      <ul className={css.grid}>
        {keys.map((k) => (
          <li key={k} className={css.tile}>
            <span className={css.label}>{t(`overview.${k}` as ShopOrdersKey)}</span>
            <span className={css.number}>{linkTo(k, k === 'todaySales' ? fenToYuan(overview[k]) : String(overview[k]))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <Stack space="lg">
      <h1>{overview.siteName}</h1>
      {group(t('overview.todo'), TODO)}
      {group(t('overview.today'), TODAY)}
    </Stack>
  );
}
