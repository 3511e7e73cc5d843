// Public face of @mall/ui: theme, primitives and their pure helpers.
export { vars } from './theme/contract.css';
export { themeClass } from './theme/default.css';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css';
export { visuallyHidden } from './utils/a11y.css';
export { cx } from './utils/cx';

export { Button, type ButtonProps } from './components/Button/Button';
export { Price, type PriceProps, type PriceSize } from './components/Price/Price';
export { formatPrice, formatYuan, yuanToFen, showsOriginal, type YuanAmount } from './components/Price/formatPrice';
export { GoodsTag, type GoodsTagProps } from './components/GoodsTag/GoodsTag';
export { goodsTags, GOODS_TAG_LABEL, type GoodsTagKind, type TagValue } from './components/GoodsTag/goodsTags';
export { Img, imageCandidates, type ImgProps } from './components/Img/Img';
export { previewUrl, type PreviewSize } from './components/Img/previewUrl';
export {
  DefaultImagesProvider,
  useDefaultImages,
  type DefaultImagesProviderProps,
} from './components/Img/DefaultImagesContext';
export { builtinDefaultImages, type DefaultImageKind, type DefaultImages } from './components/Img/defaultImages';
export { Empty, type EmptyProps } from './components/Empty/Empty';
export {
  ToastProvider,
  useToast,
  TOAST_DURATION_MS,
  type ToastApi,
  type ToastProviderProps,
} from './components/Toast/Toast';
export { toastBus, type ToastKind, type ToastMessage } from './components/Toast/toastBus';
export { Dialog, type DialogProps } from './components/Dialog/Dialog';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs/Tabs';
export { CategoryTree, type CategoryTreeProps, type CategoryLinkProps } from './components/CategoryTree/CategoryTree';
export { limitCategoryDepth, defaultCategoryHref, type CategoryNode } from './components/CategoryTree/categoryTree';
export { BackToTop, type BackToTopProps } from './components/BackToTop/BackToTop';
export { useScrolledPast } from './components/BackToTop/useScrolledPast';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export {
  Carousel,
  CAROUSEL_INTERVAL_MS,
  type CarouselProps,
  type CarouselSlide,
} from './components/Carousel/Carousel';
export {
  Input,
  SearchInput,
  normalizeKeyword,
  type InputProps,
  type SearchInputProps,
} from './components/Input/Input';
