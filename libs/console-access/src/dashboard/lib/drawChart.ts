// ECharts, modular (echarts/core with only the line and bar charts, the grid, tooltip and legend and
// the canvas renderer), imported only by chart pages' route modules (the dashboard, a shop's figures
// through `@mall/console-access/chart`): it loads with those pages alone.
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartCardProps } from '../components/ChartCard/ChartCard';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** ChartCard's `draw`: one chart in the element; the returned function disposes it. */
export const drawChart: NonNullable<ChartCardProps['draw']> = (element, { kind, categories, series }) => {
  const chart = echarts.init(element);
  chart.setOption({
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 32, bottom: 32 },
    xAxis: { type: 'category', data: [...categories] },
    yAxis: { type: 'value' },
    series: series.map((s) => ({ name: s.name, type: kind, data: [...s.values], smooth: kind === 'line' })),
  });
  const resize = () => chart.resize();
  window.addEventListener('resize', resize);
  return () => {
    window.removeEventListener('resize', resize);
    chart.dispose();
  };
};
