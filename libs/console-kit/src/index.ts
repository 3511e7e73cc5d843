// @mall/console-kit: the console's page pieces (ARCHITECTURE §2), used by apps/console and every
// libs/console-*: the GraphQL client and generated documents, the page contract, the list state in
// the URL, and the components (each documented in Storybook under console-kit/).
export { consoleRequest, ConsoleRequestError, csrfToken } from './client';
export { consoleRoute, loginPath, pageFitsActor, PLATFORM_MENU_GROUPS, SHOP_MENU_GROUPS, type ConsolePage, type ConsoleRouteModule, type MenuGroup, type PageScope } from './route';
export { listParams, readListParams, useListParams, type ListParams, type ListState } from './list/listParams';
export { exportHref, useActorActions } from './actor';
export { refusalAsMessage } from './list/refusal';
export { useEditSearch, useSearchParam } from './list/searchParam';
export { dayBound } from './list/dayBound';
export { DataTable, wholeListPaging, type DataColumn, type DataTableProps } from './components/DataTable/DataTable';
export { FilterBar, type FilterBarProps, type FilterField } from './components/FilterBar/FilterBar';
export { ListFilterBar, ListTable, type ListFilterBarProps, type ListPageData, type ListTableProps } from './components/ListTable/ListTable';
export { ListPage, type ListPageProps } from './components/ListPage/ListPage';
export { FormActions, type FormActionsProps } from './components/FormActions/FormActions';
export { DetailPanel, type DetailPanelProps } from './components/DetailPanel/DetailPanel';
export { ReasonDialog, type ReasonDialogProps } from './components/ReasonDialog/ReasonDialog';
export { ImageField, type ImageFieldProps } from './components/ImageField/ImageField';
export { uploadConsoleImage, type ConsoleUploadArea } from './upload';
export { GoodsPicker, type GoodsPickerProps } from './components/GoodsPicker/GoodsPicker';
export { goodsOfIds, unknownGoods, type PickerGoods } from './components/GoodsPicker/pickerGoods';
export { pickerGoodsOfSku, searchPickerGoods } from './goodsSearch';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './components/StatusBadge/StatusBadge';
export * from './generated/documents';
export type * from './generated/graphql';
