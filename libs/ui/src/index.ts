// Public face of @mall/ui: theme, primitives and their pure helpers.
// The theme is also published alone as `@mall/ui/theme` (src/theme/index.ts) for other libs' .css.ts.
export { vars, themeClass, careThemeClass, sprinkles, type Sprinkles, visuallyHidden } from './theme/index';
export { cx } from './utils/cx';
export { chinaDateParts, formatDate, formatDateTime, type ChinaDateParts } from './utils/dateTime';

export { Box, type BoxProps } from './components/Box/Box';
export { Stack, type StackProps, type Space } from './components/Stack/Stack';
export { Inline, type InlineProps } from './components/Inline/Inline';
export { Card, type CardProps } from './components/Card/Card';
export { Button, type ButtonProps } from './components/Button/Button';
export { Price, type PriceProps, type PriceSize } from './components/Price/Price';
export { formatPrice, showsOriginal } from './components/Price/formatPrice';
export { GoodsTag, type GoodsTagProps } from './components/GoodsTag/GoodsTag';
export { PromotionTag, type PromotionTagData, type PromotionTagProps } from './components/PromotionTag/PromotionTag';
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
export { useFocusTrap, focusables } from './components/Dialog/useFocusTrap';
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
export { isPlainClick, type UiLinkProps, type RenderLink } from './utils/link';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination';
export { paginationRange, pageCountOf, clampPage, type PageItem } from './components/Pagination/pagination';
export { Breadcrumb, type BreadcrumbProps, type BreadcrumbItem } from './components/Breadcrumb/Breadcrumb';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { Radio, RadioGroup, type RadioProps, type RadioGroupProps, type RadioOption } from './components/Radio/Radio';
export { Select, type SelectProps, type SelectOption } from './components/Select/Select';
export { Textarea, type TextareaProps } from './components/Textarea/Textarea';
export { countChars, truncateChars, splitChars } from './components/Textarea/charCount';
export { QuantityStepper, type QuantityStepperProps } from './components/QuantityStepper/QuantityStepper';
export { clampQuantity, isOutOfStock, type QuantityBounds } from './components/QuantityStepper/quantity';
export { Cascader, type CascaderProps, type CascaderOption } from './components/Cascader/Cascader';
export { Upload, type UploadProps, type UploadedImage } from './components/Upload/Upload';
export {
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_MAX_COUNT,
  UPLOAD_IMAGE_TYPES,
  checkFile,
  formatBytes,
  type UploadRejection,
} from './components/Upload/uploadRules';
export { Rate, RATE_MAX, type RateProps } from './components/Rate/Rate';
export { Steps, stepStatus, type StepsProps, type StepItem, type StepStatus } from './components/Steps/Steps';
export { Table, type TableProps, type TableColumn } from './components/Table/Table';
export {
  Countdown,
  CountdownButton,
  useCountdown,
  SMS_RESEND_SECONDS,
  type CountdownProps,
  type CountdownButtonProps,
} from './components/Countdown/Countdown';
export { countdownParts, formatClock, type CountdownParts } from './components/Countdown/countdown';
export {
  CareModeProvider,
  CareModeSwitch,
  useCareMode,
  useSetCareMode,
  type CareModeProviderProps,
  type CareModeSwitchProps,
} from './components/CareMode/CareMode';
export { applyCareMode, themeClassFor } from './components/CareMode/careMode';
export { SkipLink, focusById, MAIN_CONTENT_ID, type SkipLinkProps } from './components/SkipLink/SkipLink';
export { ReadAloud, speak, READ_HOVER_DELAY_MS, type ReadAloudProps } from './components/ReadAloud/ReadAloud';
export { LazyReadAloud } from './components/ReadAloud/LazyReadAloud';
export { readableText, visibleText, READ_MAX_CHARS } from './components/ReadAloud/readableText';
