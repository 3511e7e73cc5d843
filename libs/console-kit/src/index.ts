// @mall/console-kit: the console's page pieces (ARCHITECTURE §2), used by apps/console and every
// libs/console-*: the GraphQL client and generated documents, the page contract, the list state in
// the URL, the console's messages, and the components (each documented in Storybook under console-kit/).
export { consoleRequest, ConsoleRequestError, csrfToken } from './client';
export { consoleRoute, loginPath, type ConsolePage, type ConsoleRouteModule, type MenuGroup } from './route';
export { listParams, readListParams, useListParams, type ListParams } from './list/listParams';
export { registerConsoleMessages, useConsoleT, type ConsoleKey, type ConsoleTranslate } from './i18n';
export { DataTable, type DataColumn, type DataTableProps } from './components/DataTable/DataTable';
export { FilterBar, type FilterBarProps, type FilterField } from './components/FilterBar/FilterBar';
export { DetailPanel, type DetailPanelProps } from './components/DetailPanel/DetailPanel';
export { ReasonDialog, type ReasonDialogProps } from './components/ReasonDialog/ReasonDialog';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './components/StatusBadge/StatusBadge';
export * from './generated/documents';
export type * from './generated/graphql';
