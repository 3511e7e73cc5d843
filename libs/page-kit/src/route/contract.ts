// The one contract between the app's route table and every domain lib's route modules
// (ARCHITECTURE §2): each lib's `src/pages.ts` maps page kinds to lazy imports of modules of this type.
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Layout, Session } from '../session/session';

/** What the app tells a page's loader besides React Router's arguments. */
export interface RouteLoaderArgs extends LoaderFunctionArgs {
  /** The layout data, already loaded (the guards ran on it: closed site). */
  layout: Layout;
  /** The shopper's session, already loaded (the guards ran on it: login, branch-site redirects). */
  session: Session;
  /** The route-table entry being rendered (its path pattern, page kind and page-title key). */
  entry: { path: string; page: string; titleKey: string };
}

/** A lazily loaded route module: its loader (data through gateway-client) and its page. */
export interface RouteModule {
  loader?: (args: RouteLoaderArgs) => unknown;
  Component: ComponentType;
  /** The page's own "not found" view for a loader's 404 (e.g. 商品不存在或已下架). */
  NotFound?: ComponentType;
}

/** A lib's `pages.ts` export: page kind → lazy import of its route module. */
export type PageModules = Record<string, () => Promise<RouteModule>>;
