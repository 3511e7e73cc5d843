// Public face of @mall/catalogue: goods presentation used by the home page and, later, lists.
export { GoodsCard, originalPriceOf } from './components/GoodsCard/GoodsCard';
export type { GoodsCardData, GoodsCardProps } from './components/GoodsCard/GoodsCard';
export { FloorStyle1 } from './components/FloorStyle1/FloorStyle1';
export type { FloorStyle1Data, FloorStyle1Props, ImageLinkData } from './components/FloorStyle1/FloorStyle1';
export { FloorStyle3, categoryListPath } from './components/FloorStyle3/FloorStyle3';
export type { FloorStyle3Data, FloorStyle3Props } from './components/FloorStyle3/FloorStyle3';
export { SmartLink, isInternalPath } from './components/SmartLink/SmartLink';
export type { SmartLinkProps } from './components/SmartLink/SmartLink';
export * as catalogueFixtures from './fixtures';
