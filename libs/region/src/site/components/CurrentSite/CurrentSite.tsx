import { Link } from 'react-router-dom';
import { useT } from '@mall/i18n';
import * as styles from './CurrentSite.css';

export interface CurrentSiteProps {
  /** The stored branch site's title, or null on the national site. */
  title: string | null;
}

/** The header's site switch: the current site, a link to /change_city and, on a branch site, the way back (back_index=1). */
export function CurrentSite({ title }: CurrentSiteProps) {
  const t = useT();
  return (
    <span className={styles.root} data-testid="current-site">
      <span className={styles.title}>{t('region.site.current', { title: title ?? t('region.site.national') })}</span>
      <Link to="/change_city" className={styles.link}>
        {t('region.site.switch')}
      </Link>
      {title && (
        <Link to="/?back_index=1" className={styles.link} data-testid="back-national">
          {t('region.site.backNational')}
        </Link>
      )}
    </span>
  );
}
