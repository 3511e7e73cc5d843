import type { PageKind } from './table';
import type { PageModule } from './pageModule';

/** Lazy page modules by kind: each is its own chunk (ARCHITECTURE §3). */
export const pageModules: Record<PageKind, () => Promise<PageModule>> = {
  home: () => import('../pages/home/HomeRoute'),
  login: () => import('../pages/login/LoginRoute'),
  closed: () => import('../pages/closed/ClosedRoute'),
  notFound: () => import('../pages/notFound/NotFoundRoute'),
  beingBuilt: () => import('../pages/beingBuilt/BeingBuiltRoute'),
};
