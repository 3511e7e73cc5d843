import { m } from '@mall/i18n';
import { formatPrice, Stack } from '@mall/ui';
import { ChartCard, type ChartCardProps } from '@mall/console-access';
import type { ShopFiguresQuery } from '@mall/console-kit';

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
  const rate = (f.refundRatePermille / 10).toFixed(1);
  const numbers = [
    [m['console.shopOrders.figures.paidOrders'](), String(f.paidOrders)],
    [m['console.shopOrders.figures.paidMoney'](), money(f.paidFen)],
    [m['console.shopOrders.figures.refundRate'](), m['console.shopOrders.figures.refundRateValue']({ rate, orders: f.refundedOrders })],
    [m['console.shopOrders.figures.refundMoney'](), money(f.refundFen)],
  ];
  return (
    <Stack space="lg">
      <h1>{m['console.shopOrders.title.figures']()}</h1>
      <section aria-label={m['console.shopOrders.figures.period']()}>
        <h2>{m['console.shopOrders.figures.period']()}</h2>
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
        title={m['console.shopOrders.figures.salesByDay']()}
        kind="line"
        categoryLabel={m['console.shopOrders.figures.day']()}
        categories={f.salesByDay.map((d) => d.day)}
        series={[
          { name: m['console.shopOrders.figures.orders'](), values: f.salesByDay.map((d) => d.orders) },
          { name: m['console.shopOrders.figures.amount'](), values: yuanValues(f.salesByDay.map((d) => d.paidFen)), format: yuanFormat },
        ]}
        draw={draw}
      />
      <ChartCard
        title={m['console.shopOrders.figures.topGoods']()}
        categoryLabel={m['console.shopOrders.figures.goods']()}
        categories={f.topGoods.map((g) => g.name)}
        series={[
          { name: m['console.shopOrders.figures.amount'](), values: yuanValues(f.topGoods.map((g) => g.paidFen)), format: yuanFormat },
          { name: m['console.shopOrders.figures.num'](), values: f.topGoods.map((g) => g.num) },
        ]}
        draw={draw}
      />
      <ChartCard
        title={m['console.shopOrders.figures.orderCounts']()}
        categoryLabel={m['console.shopOrders.figures.status']()}
        categories={f.orderCounts.map((c) => c.name)}
        series={[{ name: m['console.shopOrders.figures.orders'](), values: f.orderCounts.map((c) => c.count) }]}
        draw={draw}
      />
    </Stack>
  );
}
