// 店铺概况: the shop account's landing page.
import { Link, useLoaderData } from 'react-router-dom';
import { consoleRequest, consoleRoute, ShopOverviewDocument } from '@mall/console-kit';
import { ShopOverviewTiles, type ShopOverviewData } from '../components/ShopOverviewTiles/ShopOverviewTiles';

export const loader = consoleRoute(async () => (await consoleRequest(ShopOverviewDocument)).shopOverview);

const LINKS: Partial<Record<keyof ShopOverviewData, string>> = {
  ordersToShip: '/console/shop/orders?tab=waitsend',
  ordersToPickUp: '/console/shop/verify',
  goodsPending: '/console/shop/goods/list?tab=pending',
  goodsRefused: '/console/shop/goods/list?tab=refused',
  goodsSelling: '/console/shop/goods/list?tab=selling',
  todayOrders: '/console/shop/orders',
};

export function Component() {
  const overview = useLoaderData() as ShopOverviewData;
  return <ShopOverviewTiles overview={overview} linkTo={(tile, content) => (LINKS[tile] ? <Link to={LINKS[tile]}>{content}</Link> : content)} />;
}
