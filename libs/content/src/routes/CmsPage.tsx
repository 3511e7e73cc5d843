import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import * as styles from './routes.css';
import { routerLink } from '@mall/page-kit';

/** A CMS page: the breadcrumb from 首页 along `trail`, then the page's blocks in one column. */
export function CmsPage({ trail, children }: { trail: readonly BreadcrumbItem[]; children: ReactNode }) {
  return (
    <Stack space="lg" className={styles.stack}>
      <Breadcrumb items={[{ label: m['title.home'](), href: '/' }, ...trail]} renderLink={routerLink} />
      {children}
    </Stack>
  );
}
