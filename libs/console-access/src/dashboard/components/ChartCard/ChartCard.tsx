import { m } from '@mall/i18n';
import { useEffect, useRef } from 'react';
import { Card, visuallyHidden } from '@mall/ui';
import * as css from './ChartCard.css';

export interface ChartSeries {
  name: string;
  /** One value per category, in the categories' order. */
  values: readonly number[];
  /** How a value reads in the table (money in fen → ¥). */
  format?: (value: number) => string;
}

export interface ChartCardProps {
  title: string;
  /** The x axis (days, provinces, units). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  kind?: 'line' | 'bar';
  /** The first column's heading of the table (日期、名称). */
  categoryLabel: string;
  /**
   * Draws the chart into the element; the dashboard passes ECharts (loaded with its page only).
   * Without it (tests, Storybook without canvas) only the table is there.
   */
  draw?: (element: HTMLDivElement, chart: { kind: 'line' | 'bar'; categories: readonly string[]; series: readonly ChartSeries[] }) => () => void;
}

/**
 * One dashboard chart: the picture for eyes and the same numbers as a table for screen readers (the
 * table is visually hidden, the picture is hidden from assistive technology). Empty data shows the
 * table's empty row.
 */
export function ChartCard({ title, categories, series, kind = 'bar', categoryLabel, draw }: ChartCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!draw || !ref.current) return;
    return draw(ref.current, { kind, categories, series });
  }, [draw, kind, categories, series]);
  return (
    <Card title={title}>
      <div ref={ref} className={css.chart} aria-hidden="true" />
      <table className={visuallyHidden}>
        <caption>{m['console.dashboard.chartTable']({ title })}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {series.map((s) => (
              <th scope="col" key={s.name}>
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.length === 0 ? (
            <tr>
              <td colSpan={series.length + 1}>{m['console.list.empty']()}</td>
            </tr>
          ) : (
            categories.map((category, i) => (
              <tr key={category}>
                <th scope="row">{category}</th>
                {series.map((s) => (
                  <td key={s.name}>{s.format ? s.format(s.values[i] ?? 0) : (s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Card>
  );
}
