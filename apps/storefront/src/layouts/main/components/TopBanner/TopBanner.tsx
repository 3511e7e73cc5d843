import { useAtomValue, useSetAtom } from 'jotai';
import { SmartLink } from '@mall/catalogue';
import { m } from '@mall/i18n';
import { Img } from '@mall/ui';
import { closeTopAdAtom, topAdVisibleAtom } from '../../../../state';
import * as styles from './TopBanner.css';

export interface TopBannerAd {
  id: number;
  title: string;
  image: string;
  url: string;
  background: string;
}

export interface TopBannerProps {
  /** The NS_PC_INDEX_TOP position; null/absent or disabled hides the banner. */
  position: { enabled: boolean; background: string; advs: TopBannerAd[] } | null | undefined;
}

/**
 * The ad above the header (SPEC §4): hidden when the position is disabled or has no ad, and for
 * good after TOP_AD_CLOSE_LIMIT closes (the counter is kept in localStorage via a jotai atom).
 *
 * The ad above the header, from ad position NS_PC_INDEX_TOP. Props: `position` ({enabled, background, advs[]}
 * or null). Hidden when the position is absent, disabled or empty. The × button hides it for this visit and
 * increments a close counter stored in localStorage (jotai atomWithStorage); from 3 closes on
 * (TOP_AD_CLOSE_LIMIT) it never shows again. States: shown, disabled, closed 3 times.
 */
export function TopBanner({ position }: TopBannerProps) {
  const visible = useAtomValue(topAdVisibleAtom);
  const close = useSetAtom(closeTopAdAtom);
  const ad = position?.advs[0];
  if (!visible || !position?.enabled || !ad) return null;
  return (
    <div
      className={styles.banner}
      style={{ background: ad.background || position.background || undefined }}
      data-testid="top-banner"
    >
      <SmartLink to={ad.url} className={styles.link}>
        {/* The banner's size (1200 × 80) reserves its room before the picture arrives. */}
        <Img src={ad.image} alt={ad.title} eager width={1200} height={80} className={styles.image} />
      </SmartLink>
      <button type="button" className={styles.close} aria-label={m['site.closeAd']()} onClick={close}>
        ×
      </button>
    </div>
  );
}
