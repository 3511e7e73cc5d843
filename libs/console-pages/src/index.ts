// @mall/console-pages: the micro-page editor (微页面); its goods picker is console-kit's GoodsPicker.
export { categoryOptions, type PickerCategoryItem } from './lib/picker';
