import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@mall/ui';
import { AccessTools } from './AccessTools';
import { MainLayout } from './main/MainLayout';
import * as styles from './frames.css';

/*
 * The shop, support, region and no-navigation layouts: the main layout's frame (top bar, logo,
 * search, cart entry, side bar with 联系客服, footer) without the top advert and the navigation bar;
 * their pages draw their own header (shop navigation, region header with its category tree).
 */
export function NoNavLayout({ children }: { children: ReactNode }) {
  return <MainLayout kind="noNav">{children}</MainLayout>;
}

export function ShopLayout({ children }: { children: ReactNode }) {
  return <MainLayout kind="shop">{children}</MainLayout>;
}

export function SupportLayout({ children }: { children: ReactNode }) {
  return <MainLayout kind="support">{children}</MainLayout>;
}

export function RegionLayout({ children }: { children: ReactNode }) {
  return (
    <MainLayout kind="region" white>
      {children}
    </MainLayout>
  );
}

/** /closed: nothing of the site but the care-mode switch (the site is closed, so no links into it). */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page} data-layout="bare">
      <div className={`${styles.barInner} ${styles.barEnd}`}>
        <AccessTools />
      </div>
      <main id={MAIN_CONTENT_ID}>{children}</main>
    </div>
  );
}
