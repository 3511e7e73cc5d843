import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { m } from '@mall/i18n';
import { BACK_TO_TOP_AFTER_PX } from '@mall/rest-contract/constants';
import { useScrolledPast } from '@mall/ui';
import { ChatEntry, ChatHost } from '@mall/chat';
import * as styles from './SideBar.css';

/** 返回顶部 shows only once the window has scrolled: its code comes then, not with every first load. */
const BackToTop = lazy(() => import('@mall/ui/back-to-top').then((module) => ({ default: module.BackToTop })));

export interface SideBarProps {
  cartCount: number;
  /** site.servicer.hotline, or site.webPhone when there is none. */
  hotline: string;
  /** The mobile site's QR code picture (the site's web_qrcode, a branch site's own); none: no 手机商城. */
  qrcode?: string;
}

/** The hotline to show (the closed page shows it too, so it lives in @mall/content). */
export { pickHotline } from '@mall/content/status';

/**
 * 手机商城: the mobile site's QR code, opened by pointing at it or pressing it (a phone scans it off
 * the screen, so it is a picture, not a link).
 */
function MobileSiteQr({ qrcode }: { qrcode: string }) {
  const id = useId();
  // Pointing shows it while the pointer is there; pressing keeps it open until pressed again or Esc.
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || pinned;
  return (
    <div className={styles.item} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <button
        type="button"
        className={styles.qrButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setPinned((p) => !p)}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          setPinned(false);
          setHovered(false);
        }}
      >
        {m['site.mobileSite']()}
      </button>
      <figure id={id} className={styles.qrPop} hidden={!open} data-testid="sidebar-qrcode">
        <img src={qrcode} alt={m['site.mobileSiteQr']()} className={styles.qrImage} loading="lazy" />
        <figcaption className={styles.qrCaption}>{m['site.qrcode']()}</figcaption>
      </figure>
    </div>
  );
}

/**
 * Fixed right-hand bar: cart, member centre, 手机商城 QR code, service hotline and back-to-top (after 300 px).
 *
 * The fixed bar on the right of the main layout. Props: `cartCount`, `hotline` (site.servicer.hotline, else
 * site.webPhone; hidden when both are empty), `qrcode` (the mobile site's QR code, opened from 手机商城;
 * hidden when empty). Holds cart and member links and the BackToTop button that appears after 300 px of
 * scroll. States: with hotline, without hotline, empty cart, QR code open, no QR code.
 */
export function SideBar({ cartCount, hotline, qrcode }: SideBarProps) {
  const scrolled = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  return (
    <aside className={styles.bar} aria-label={m['site.customerService']()}>
      <Link to="/cart" className={styles.item}>
        {m['cart.title']()}
        <span className={styles.count} data-testid="sidebar-cart-count">
          {cartCount}
        </span>
      </Link>
      <Link to="/member/index" className={styles.item}>
        {m['site.memberCenter']()}
      </Link>
      <ChatEntry className={styles.item}>{m['chatDialog.contact']()}</ChatEntry>
      {qrcode ? <MobileSiteQr qrcode={qrcode} /> : null}
      {hotline && (
        <div className={`${styles.item} ${styles.hotlineItem}`} data-testid="sidebar-hotline">
          <span>{m['site.hotline']()}</span>
          <a href={`tel:${hotline}`} className={styles.hotline}>
            {hotline}
          </a>
        </div>
      )}
      <div className={styles.bottom}>
        {scrolled && (
          <Suspense fallback={null}>
            <BackToTop className={styles.backToTop} />
          </Suspense>
        )}
      </div>
      <ChatHost />
    </aside>
  );
}
