// @mall/member/page-kit: the member-centre page frame shared with @mall/order's pages and cart's
// payment pages (same cards, headings, load states, forms and styles). A subpath of its own, so
// those pages take the frame without pulling in member's whole index (auth pages and their forms).
export { Card, Deferred, LoadError, PageCard, PageTitle, useMutation } from './centre/lib/route';
export { FormFooter } from './centre/lib/FormFooter';
export { AlertText } from './centre/lib/AlertText';
export { Section } from './centre/lib/Section';
export { DescriptionList, type DescriptionRow } from './centre/lib/DescriptionList';
export { PagedDeferred, UrlTabs, tabOf, usePageParam, type UrlTab } from './centre/lib/listPage';
export { ConfirmDialog } from './centre/components/ConfirmDialog/ConfirmDialog';
export { formatDateTime } from './centre/lib/format';
export { chars, hasErrors, type FormErrors } from './centre/lib/validation';
export { createSignal, type Signal } from './centre/lib/signal';
export * as memberPageStyles from './centre/lib/styles.css';
