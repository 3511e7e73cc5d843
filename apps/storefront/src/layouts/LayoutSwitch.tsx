import type { ComponentType, ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteMeta } from '@mall/gateway-client/meta';
import { useT } from '@mall/i18n';
import { matchEntry, type LayoutKind } from '../routes/table';
import { MainLayout } from './main/MainLayout';
import { AuthLayout } from './auth/AuthLayout';
import { BareLayout, NoNavLayout, RegionLayout, ShopLayout, SupportLayout } from './frames';
import { MemberLayout } from './member/MemberLayout';

export const layouts: Record<LayoutKind, ComponentType<{ children: ReactNode }>> = {
  main: MainLayout,
  noNav: NoNavLayout,
  member: MemberLayout,
  shop: ShopLayout,
  support: SupportLayout,
  region: RegionLayout,
  auth: AuthLayout,
  bare: BareLayout,
};

/**
 * Renders the layout the route table gives the current path around the page. One parent route
 * for every page keeps a layout mounted while moving between its pages (no header flash).
 */
export function LayoutSwitch({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const Layout = layouts[matchEntry(pathname).entry.layout];
  const t = useT();
  return (
    <>
      {/* The page's description, canonical and JSON-LD (its loader's `meta`), else the site's description: once per page. */}
      <RouteMeta defaultDescription={t('seo.siteDescription')} />
      <Layout>{children ?? <Outlet />}</Layout>
    </>
  );
}
