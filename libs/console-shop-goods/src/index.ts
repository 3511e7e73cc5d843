// @mall/console-shop-goods: a shop's goods (list, editor), the shop's own info, categories and stores,
// and the platform's goods review. Its pages are in pages.ts; components shown in Storybook under
// console-shop-goods/.
export { GoodsEditor, type GoodsEditorOptions, type GoodsEditorProps } from './components/GoodsEditor/GoodsEditor';
export { GoodsReviewDiff, type GoodsReviewDiffProps } from './components/GoodsReviewDiff/GoodsReviewDiff';
export { ImageGallery, type ImageGalleryProps } from './components/ImageGallery/ImageGallery';
export { SkuTable, type SkuTableProps } from './components/SkuTable/SkuTable';
export { ShopCategoryTree, type ShopCategoryTreeProps } from './components/ShopCategoryTree/ShopCategoryTree';
export { ShopInfoForm, type ShopInfoFormProps } from './components/ShopInfoForm/ShopInfoForm';
export { StoreForm, type StoreFormProps } from './components/StoreForm/StoreForm';
