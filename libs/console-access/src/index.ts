// @mall/console-access: the console's dashboard, accounts and roles, and audit log. Its pages are in
// pages.ts; components shown in Storybook under console-access/.
export { ChartCard, type ChartCardProps, type ChartSeries } from './dashboard/components/ChartCard/ChartCard';
