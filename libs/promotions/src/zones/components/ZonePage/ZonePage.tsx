import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { Stack } from '@mall/ui';
import * as styles from '../../routes/routes.css';

export interface ZonePageProps {
  /** Where ‹ goes back to; home (返回首页) when omitted. */
  back?: { to: string; label: string };
  /** The page's h1; omitted where the page's own block brings its heading. */
  title?: ReactNode;
  children?: ReactNode;
}

/** An assistance page (projects, news, meal packages, micro pages): the ‹ back link, the heading, then the page's blocks in one column. */
export function ZonePage({ back, title, children }: ZonePageProps) {
  const { to, label } = back ?? { to: '/', label: m['zones.backHome']() };
  return (
    <Stack space="lg" className={styles.stack}>
      <Link to={to} className={styles.back}>
        ‹ {label}
      </Link>
      {title !== undefined && <h1 className={styles.title}>{title}</h1>}
      {children}
    </Stack>
  );
}
