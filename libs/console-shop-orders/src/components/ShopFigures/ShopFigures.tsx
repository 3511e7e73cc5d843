import { formatPrice, Stack } from '@mall/ui';
import { ChartCard, type ChartCardProps } from '@mall/console-access';
import type { ShopFiguresQuery } from '@mall/console-kit';
import { useShopOrdersT } from '../../i18n';
import * as tiles from '../ShopOverviewTiles/ShopOverviewTiles.css';

export type ShopFiguresData = ShopFiguresQuery['shopFigures'];

export interface ShopFiguresProps {
  figures: ShopFiguresData;
  /** Draws each chart (the route passes console-access's ECharts `drawChart`); without it only the tables are there. */
  draw?: ChartCardProps['draw'];
}

const money = (fen: number) => formatPrice(fen);
/** A chart's money values are yuan (the axis reads in yuan); its table shows them as ¥. */
const yuanValues = (fens: readonly number[]) => fens.map((f) => f / 100);
const yuanFormat = (v: number) => money(Math.round(v * 100));

/**
 * 店铺数据: a shop's last 30 days from mall-api's aggregates over its own orders — paid orders, sales,
 * refund rate and refunded money, sales by day (line), top goods by sales and orders by state (bars).
 * Each chart is also a table for screen readers (ChartCard); without paid orders the tiles read 0 and
 * each table its empty row. Long goods names stay whole in the tables.
 */
export function ShopFigures({ figures: f, draw }: ShopFiguresProps) {
  const t = useShopOrdersT();
  const rate = (f.refundRatePermille / 10).toFixed(1);
  const numbers = [
    [t('figures.paidOrders'), String(f.paidOrders)],
    [t('figures.paidMoney'), money(f.paidFen)],
    [t('figures.refundRate'), t('figures.refundRateValue', { rate, orders: f.refundedOrders })],
    [t('figures.refundMoney'), money(f.refundFen)],
  ];
  return (
    <Stack space="lg">
      <h1>{t('title.figures')}</h1>
      <section aria-label={t('figures.period')}>
        <h2>{t('figures.period')}</h2>
        <ul className={tiles.grid}>
          {numbers.map(([label, value]) => (
            <li key={label} className={tiles.tile}>
              <span className={tiles.label}>{label}</span>
              <span className={tiles.number}>{value}</span>
            </li>
          ))}
        </ul>
      </section>
      <ChartCard
        title={t('figures.salesByDay')}
        kind="line"
        categoryLabel={t('figures.day')}
        categories={f.salesByDay.map((d) => d.day)}
        series={[
          { name: t('figures.orders'), values: f.salesByDay.map((d) => d.orders) },
          { name: t('figures.amount'), values: yuanValues(f.salesByDay.map((d) => d.paidFen)), format: yuanFormat },
        ]}
        draw={draw}
      />
      <ChartCard
        title={t('figures.topGoods')}
        categoryLabel={t('figures.goods')}
        categories={f.topGoods.map((g) => g.name)}
        series={[
          { name: t('figures.amount'), values: yuanValues(f.topGoods.map((g) => g.paidFen)), format: yuanFormat },
          { name: t('figures.num'), values: f.topGoods.map((g) => g.num) },
        ]}
        draw={draw}
      />
      <ChartCard
        title={t('figures.orderCounts')}
        categoryLabel={t('figures.status')}
        categories={f.orderCounts.map((c) => c.name)}
        series={[{ name: t('figures.orders'), values: f.orderCounts.map((c) => c.count) }]}
        draw={draw}
      />
    </Stack>
  );
}
