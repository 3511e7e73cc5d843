// Public face of @mall/catalogue: goods presentation (home floors, lists, detail), the /list URL
// state and the sku choice logic. Route modules: src/routes/, by page kind in src/pages.ts (`@mall/catalogue/pages`).
export { GoodsCard, originalPriceOf } from './components/GoodsCard/GoodsCard';
export type { GoodsCardData, GoodsCardProps } from './components/GoodsCard/GoodsCard';
export { FloorStyle1 } from './components/FloorStyle1/FloorStyle1';
export type { FloorStyle1Data, FloorStyle1Props, ImageLinkData } from './components/FloorStyle1/FloorStyle1';
export { FloorStyle3, categoryListPath } from './components/FloorStyle3/FloorStyle3';
export type { FloorStyle3Data, FloorStyle3Props } from './components/FloorStyle3/FloorStyle3';
export { SmartLink, isInternalPath } from './components/SmartLink/SmartLink';
export type { SmartLinkProps } from './components/SmartLink/SmartLink';
export { SortBar, type SortBarProps } from './components/SortBar/SortBar';
export { FilterBar, type FilterBarProps, type CategoryLinkData, type BrandOption } from './components/FilterBar/FilterBar';
export { PriceRangeFilter, type PriceRangeFilterProps } from './components/PriceRangeFilter/PriceRangeFilter';
export { GoodsGrid, type GoodsGridProps } from './components/GoodsGrid/GoodsGrid';
export { Gallery, type GalleryProps } from './components/Gallery/Gallery';
export { SkuPicker, type SkuPickerProps } from './components/SkuPicker/SkuPicker';
export { BuyBox, type BuyBoxProps, type BuyBoxGoods } from './components/BuyBox/BuyBox';
export { ManjianInfo, type ManjianInfoProps, type ManjianData } from './components/ManjianInfo/ManjianInfo';
export {
  EvaluationList,
  evaluationQueryOf,
  type EvaluationListProps,
  type EvaluationTab,
} from './components/EvaluationList/EvaluationList';
export { ShopCard, type ShopCardProps, type ShopCardData } from './components/ShopCard/ShopCard';
export { BrandWall, brandGoodsHref, type BrandWallProps, type BrandData } from './components/BrandWall/BrandWall';
export { CategoryPanel, categoryHref, type CategoryPanelProps } from './components/CategoryPanel/CategoryPanel';
export { ShopStreetList, type ShopStreetListProps } from './components/ShopStreetList/ShopStreetList';
export * from './logic/listParams';
export { parsePrice, validatePriceRange } from './logic/priceRange';
export { findSku, specsFor, boundQuantity, galleryImages } from './logic/sku';
export { HomeBlock, HomeBlockPlaceholder } from './home/blocks';
export { provideHomeBlocks, type HomeBlockName, type HomeBlocks } from './home/slots';
