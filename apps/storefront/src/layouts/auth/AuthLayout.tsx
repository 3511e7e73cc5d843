import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { routeTitle } from '@mall/i18n';
import { Img, MAIN_CONTENT_ID } from '@mall/ui';
import { AccessTools } from '../AccessTools';
import { useLayout } from '@mall/page-kit';
import { matchEntry } from '../../routes/table';
import { CopyrightInfo } from '../main/components/Footer/Footer';
import * as styles from './AuthLayout.css';

/** Auth layout (SPEC §2): logo header, copyright footer, full-width white main area. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const shell = useLayout();
  const { pathname } = useLocation();
  const site = shell?.site;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to="/" className={styles.logo} aria-label={site?.title}>
            <Img src={site?.logo} alt={site?.title ?? ''} eager fit="contain" />
          </Link>
          <span className={styles.title}>{routeTitle(matchEntry(pathname).entry.titleKey)}</span>
          <AccessTools />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} className={styles.main}>
        {children}
      </main>
      {site && (
        <footer className={styles.footer}>
          <CopyrightInfo siteTitle={site.title} copyright={site.copyright} />
        </footer>
      )}
    </div>
  );
}
