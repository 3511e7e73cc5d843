import { lazy, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { m } from '@mall/i18n';
import { matchEntry, type LayoutKind } from '../routes/table';
import { MainLayout } from './main/MainLayout';
import { RouteMeta, useLayout } from '@mall/page-kit';
import { SkipLink } from '@mall/ui';
import { useDocumentTitle } from '../Root';

type Layout = ComponentType<{ children: ReactNode }>;

/**
 * The main layout (home, goods list, goods detail …) is in the first load; every other layout is a
 * chunk of its own (the first-load budget), which loadLayout() fetches with its route's page (loadPage),
 * so it is here before the page renders, on the server and before hydration alike.
 */
const layoutModules: Record<Exclude<LayoutKind, 'main'>, () => Promise<Layout>> = {
  noNav: () => import('./frames').then((module) => module.NoNavLayout),
  member: () => import('./member/MemberLayout').then((module) => module.MemberLayout),
  shop: () => import('./frames').then((module) => module.ShopLayout),
  support: () => import('./frames').then((module) => module.SupportLayout),
  region: () => import('./frames').then((module) => module.RegionLayout),
  auth: () => import('./auth/AuthLayout').then((module) => module.AuthLayout),
  bare: () => import('./frames').then((module) => module.BareLayout),
};

const loadedLayouts = new Map<LayoutKind, Layout>([['main', MainLayout]]);

/** Fetches a layout's chunk once; LayoutSwitch then renders it without suspending. */
export async function loadLayout(kind: LayoutKind): Promise<void> {
  if (loadedLayouts.has(kind)) return;
  loadedLayouts.set(kind, await layoutModules[kind as Exclude<LayoutKind, 'main'>]());
}

/** A layout rendered before loadLayout() fetched it (a path no page was loaded for): suspends until it is here. */
const suspending = (kind: Exclude<LayoutKind, 'main'>): Layout =>
  lazy(() => layoutModules[kind]().then((Component) => ({ default: Component })));
const suspendingLayouts: Record<Exclude<LayoutKind, 'main'>, Layout> = {
  noNav: suspending('noNav'),
  member: suspending('member'),
  shop: suspending('shop'),
  support: suspending('support'),
  region: suspending('region'),
  auth: suspending('auth'),
  bare: suspending('bare'),
};

/**
 * Renders the layout the route table gives the current path around the page. One parent route
 * for every page keeps a layout mounted while moving between its pages (no header flash).
 */
export function LayoutSwitch({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const kind = matchEntry(pathname).entry.layout;
  const Layout = loadedLayouts.get(kind) ?? suspendingLayouts[kind as Exclude<LayoutKind, 'main'>];
  const site = useLayout()?.site;
  const title = useDocumentTitle();
  return (
    <>
      {/* The page's description, canonical and JSON-LD (its loader's `meta`), else the site's description, with
          the site's keywords and the Open Graph tags: once per page. */}
      <RouteMeta
        defaultDescription={m['seo.siteDescription']()}
        title={title}
        site={site ? { name: site.title, logo: site.logo, keywords: site.keywords } : undefined}
      />
      {/* The first Tab stop of every layout: past the header and navigation to the page. */}
      <SkipLink />
      <Layout>{children ?? <Outlet />}</Layout>
    </>
  );
}
