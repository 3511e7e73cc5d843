import { Link } from 'react-router-dom';
import { useT } from '@mall/i18n';
import { BackToTop } from '@mall/ui';
import * as styles from './SideBar.css';

export interface SideBarProps {
  cartCount: number;
  /** site.servicer.hotline, or site.webPhone when there is none. */
  hotline: string;
}

/** The hotline to show: the customer-service hotline first, then the site phone. */
export function pickHotline(servicerHotline: string | null | undefined, webPhone: string | null | undefined): string {
  return (servicerHotline || '').trim() || (webPhone || '').trim();
}

/** Fixed right-hand bar: cart, member centre, service hotline and back-to-top (after 300 px). */
export function SideBar({ cartCount, hotline }: SideBarProps) {
  const t = useT();
  return (
    <aside className={styles.bar} aria-label={t('site.customerService')}>
      <Link to="/cart" className={styles.item}>
        {t('cart.title')}
        <span className={styles.count} data-testid="sidebar-cart-count">
          {cartCount}
        </span>
      </Link>
      <Link to="/member/index" className={styles.item}>
        {t('site.memberCenter')}
      </Link>
      {hotline && (
        <div className={`${styles.item} ${styles.hotlineItem}`} data-testid="sidebar-hotline">
          <span>{t('site.hotline')}</span>
          <a href={`tel:${hotline}`} className={styles.hotline}>
            {hotline}
          </a>
        </div>
      )}
      <div className={styles.bottom}>
        <BackToTop />
      </div>
    </aside>
  );
}
