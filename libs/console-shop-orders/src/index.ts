// @mall/console-shop-orders: a shop's overview, figures, orders and verification desk. Its pages are in
// pages.ts; components shown in Storybook under console-shop-orders/.
export { ShopOrderDetail, type ShopOrderDetailData, type ShopOrderDetailProps } from './components/ShopOrderDetail/ShopOrderDetail';
export { ShopFigures, type ShopFiguresData, type ShopFiguresProps } from './components/ShopFigures/ShopFigures';
export { ShopOverviewTiles, type ShopOverviewData, type ShopOverviewTilesProps } from './components/ShopOverviewTiles/ShopOverviewTiles';
export { VerifierMembers, type VerifierMembersProps } from './components/VerifierMembers/VerifierMembers';
export { VerifyDesk, type VerifyDeskProps } from './components/VerifyDesk/VerifyDesk';
