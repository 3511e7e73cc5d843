// 店铺数据: the 店主's figures of the last 30 days, drawn with the platform dashboard's modular ECharts
// (imported here only, so the chart library loads with this page alone).
import { useLoaderData } from 'react-router-dom';
import { drawChart } from '@mall/console-access/chart';
import { consoleRequest, consoleRoute, ShopFiguresDocument } from '@mall/console-kit';
import { ShopFigures, type ShopFiguresData } from '../components/ShopFigures/ShopFigures';

export const loader = consoleRoute(async () => (await consoleRequest(ShopFiguresDocument)).shopFigures);

export function Component() {
  return <ShopFigures figures={useLoaderData() as ShopFiguresData} draw={drawChart} />;
}
