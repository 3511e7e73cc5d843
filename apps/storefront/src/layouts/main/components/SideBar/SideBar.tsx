import { Link } from 'react-router-dom';
import { useT } from '@mall/i18n';
import { BackToTop } from '@mall/ui';
import { ChatEntry, ChatHost } from '@mall/chat';
import * as styles from './SideBar.css';

export interface SideBarProps {
  cartCount: number;
  /** site.servicer.hotline, or site.webPhone when there is none. */
  hotline: string;
}

/** The hotline to show (the closed page shows it too, so it lives in @mall/content). */
export { pickHotline } from '@mall/content/status';

/**
 * Fixed right-hand bar: cart, member centre, service hotline and back-to-top (after 300 px).
 *
 * The fixed bar on the right of the main layout. Props: `cartCount`, `hotline` (site.servicer.hotline, else
 * site.webPhone; hidden when both are empty). Holds cart and member links and the BackToTop button that
 * appears after 300 px of scroll. States: with hotline, without hotline, empty cart.
 */
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
      <ChatEntry className={styles.item}>{t('chatDialog.contact')}</ChatEntry>
      {hotline && (
        <div className={`${styles.item} ${styles.hotlineItem}`} data-testid="sidebar-hotline">
          <span>{t('site.hotline')}</span>
          <a href={`tel:${hotline}`} className={styles.hotline}>
            {hotline}
          </a>
        </div>
      )}
      <div className={styles.bottom}>
        <BackToTop className={styles.backToTop} />
      </div>
      <ChatHost />
    </aside>
  );
}
