// The console's first page: today and the last 30 days, the review queues waiting (each a link to its
// queue) and the charts, each with its table.
import { m } from '@mall/i18n';
import { Link, useLoaderData } from 'react-router-dom';
import { Card, formatPrice, Inline, Stack } from '@mall/ui';
import { consoleRequest, consoleRoute, DashboardDocument, type DashboardQuery } from '@mall/console-kit';
import { ChartCard } from '../components/ChartCard/ChartCard';
import { drawChart } from '../lib/drawChart';
import * as css from './DashboardRoute.css';

export const loader = consoleRoute(async (_args: { request: Request }) => (await consoleRequest(DashboardDocument)).dashboard);

const money = (fen: number) => formatPrice(fen);

/** The review queues and where each lives (console-review's pages). */
const QUEUES = [
  { key: 'payments', path: '/console/review/payments', label: m['console.dashboard.payments'] },
  { key: 'refunds', path: '/console/review/refunds', label: m['console.dashboard.refundQueue'] },
  { key: 'complaints', path: '/console/review/complaints', label: m['console.dashboard.complaints'] },
  { key: 'invoices', path: '/console/review/invoices', label: m['console.dashboard.invoices'] },
  { key: 'certifications', path: '/console/review/certifications', label: m['console.dashboard.certifications'] },
] as const;

export function Component() {
  const d = useLoaderData() as DashboardQuery['dashboard'];
  const figure = (label: string, today: string, last30: string) => (
    <div className={css.figure} key={label}>
      <h3 className={css.figureName}>{label}</h3>
      <p>
        <span className={css.period}>{m['console.dashboard.today']()}</span> <strong className={css.value}>{today}</strong>
      </p>
      <p>
        <span className={css.period}>{m['console.dashboard.last30']()}</span> <strong>{last30}</strong>
      </p>
    </div>
  );
  const paidSeries = (rows: readonly { orders: number; paidFen: number }[]) => [
    { name: m['console.dashboard.orders'](), values: rows.map((r) => r.orders) },
    { name: m['console.dashboard.amount'](), values: rows.map((r) => r.paidFen / 100), format: (v: number) => money(Math.round(v * 100)) },
  ];
  return (
    <Stack space="lg">
      <h1>{m['console.dashboard.title']()}</h1>
      <div className={css.figures}>
        {figure(m['console.dashboard.orders'](), String(d.today.orders), String(d.last30.orders))}
        {figure(m['console.dashboard.paid'](), money(d.today.paidFen), money(d.last30.paidFen))}
        {figure(m['console.dashboard.refunds'](), `${d.today.refunds} / ${money(d.today.refundFen)}`, `${d.last30.refunds} / ${money(d.last30.refundFen)}`)}
        {figure(m['console.dashboard.newMembers'](), String(d.today.newMembers), String(d.last30.newMembers))}
      </div>
      <Card title={m['console.dashboard.queues']()}>
        <Inline space="lg">
          {QUEUES.map((q) => (
            <Link key={q.key} to={q.path} className={css.queue}>
              {q.label()} <strong>{d.queues[q.key]}</strong>
            </Link>
          ))}
        </Inline>
      </Card>
      <ChartCard title={m['console.dashboard.salesByDay']()} kind="line" categoryLabel={m['console.dashboard.day']()} categories={d.salesByDay.map((r) => r.day)} series={paidSeries(d.salesByDay)} draw={drawChart} />
      <div className={css.charts}>
        <ChartCard title={m['console.dashboard.byProvince']()} categoryLabel={m['console.dashboard.name']()} categories={d.assistanceByProvince.map((r) => r.name)} series={paidSeries(d.assistanceByProvince)} draw={drawChart} />
        <ChartCard title={m['console.dashboard.byLevel']()} categoryLabel={m['console.dashboard.name']()} categories={d.assistanceByLevel.map((r) => r.name)} series={paidSeries(d.assistanceByLevel)} draw={drawChart} />
      </div>
      <ChartCard
        title={m['console.dashboard.units']()}
        categoryLabel={m['console.dashboard.name']()}
        categories={d.units.map((u) => u.name)}
        series={[
          ...paidSeries(d.units),
          { name: m['console.dashboard.vouchers'](), values: d.units.map((u) => u.voucherFen / 100), format: (v: number) => money(Math.round(v * 100)) },
        ]}
        draw={drawChart}
      />
    </Stack>
  );
}
