// @mall/page-kit: what every page is made of, above ui and gateway-client and below the domain libs
// (ARCHITECTURE §2). README.md says what is where.

// The route contract between the app's route table and each lib's route modules, and the loaders' helpers.
export type { RouteModule, RouteLoaderArgs, PageModules } from './route/contract';
export { errorMessage, intParam, load, notFound, pageParam } from './route/loaders';
export { routerLink, safeRedirect } from './route/links';

// The layout's two parts and the one session refresh.
export {
  onRefreshSession,
  refreshSession,
  ROOT_ROUTE_ID,
  useLayout,
  useSession,
  type Layout,
  type RootData,
  type Session,
} from './session/session';
export {
  canonicalUrl,
  jsonLdText,
  languageAlternates,
  metaOfMatches,
  META_DESCRIPTION_MAX,
  PageMeta,
  plainTextExcerpt,
  publicOrigin,
  RouteMeta,
  type PageMetaData,
} from './route/meta';

// A page's frame: its card and heading, deferred data with its load-error state, mutations, styles.
export { Deferred, LoadError, PageCard, PageTitle } from './page/Page';
export { focusNewPage, useRouteFocus } from './page/routeFocus';
export { useMutation } from './page/useMutation';
export { showChanges, useWrites, write, type Write, type WriteEffect } from './page/writes';
export * as pageStyles from './page/styles.css';

// List pages with their page and filter tab in the URL.
export { pagedLoader, PagedDeferred, tabOf, usePagedList, usePageParam, UrlTabs, type UrlTab } from './list/listPage';

// Forms.
export { useForm } from './form/useForm';
export { FormFooter } from './form/FormFooter';
export { chars, hasErrors, type FormErrors } from './form/formErrors';

// Blocks of a page.
export { AlertText } from './blocks/AlertText';
export { DescriptionList, type DescriptionRow } from './blocks/DescriptionList';
export { DetailLink } from './blocks/DetailLink';
export { Section } from './blocks/Section';
export { ConfirmDialog } from './components/ConfirmDialog/ConfirmDialog';

