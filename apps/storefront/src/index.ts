// The storefront app's public face (for e2e helpers and tooling): the route table and guards.
export { routeTable, matchEntry } from './routes/table';
export type { RouteEntry, LayoutKind, PageKind } from './routes/table';
export { guardRoute, safeRedirect, loginPath, branchRedirect } from './routes/guards';
