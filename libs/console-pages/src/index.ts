// @mall/console-pages: the micro-page editor (微页面) and the goods picker other console forms share.
export { GoodsPicker, type GoodsPickerProps } from './components/GoodsPicker/GoodsPicker';
export { categoryOptions, type PickerCategoryItem, type PickerItem } from './lib/picker';
export { useGoodsSearch } from './lib/useGoodsSearch';
