import { Button, formatPrice, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import type { CentreCouponData } from '../../types';
import * as styles from './CouponCard.css';
import { fenToYuan } from '@mall/rest-contract/money';

export interface CouponCardProps {
  coupon: CentreCouponData;
  /** Claims one; absent for a visitor (the button then says 登录后领取 and calls onLogin). */
  onClaim: (coupon: CentreCouponData) => void;
  claiming?: boolean;
  /** Formats a unix-seconds date (the page passes the shared date formatter). */
  formatDate: (seconds: number) => string;
}

/**
 * A coupon type in the coupon centre (/coupon). Props: `coupon` (value or discount, threshold, shop or
 * platform, validity as fixed dates or N days from the claim, total and claimed count, and the state for this
 * member), `onClaim`, `claiming` (busy) and `formatDate`. States: 立即领取, 已领取, 已抢光, 已过期, claiming, long shop
 * and coupon names.
 */
export function CouponCard({ coupon: c, onClaim, claiming = false, formatDate }: CouponCardProps) {
  const percent = c.count > 0 ? Math.min(100, Math.floor((c.leadCount * 100) / c.count)) : 100;
  const state = { CLAIMABLE: m['promotions.coupon.claimable'](), CLAIMED: m['promotions.coupon.claimed'](), SOLDOUT: m['promotions.coupon.soldout'](), EXPIRED: m['promotions.coupon.expired']() }[c.state];
  const threshold = c.atLeast > 0 ? m['promotions.coupon.off']({ atLeast: fenToYuan(c.atLeast) }) : m['promotions.coupon.noThreshold']();
  return (
    <article className={styles.card[c.state === 'CLAIMABLE' ? 'live' : 'dim']} aria-label={c.name}>
      <Stack space="none" align="center" className={styles.value}>
        {c.type === 'discount' ? <strong className={styles.amount}>{m['promotions.coupon.discount']({ discount: c.discount })}</strong> : <strong className={styles.amount}>{formatPrice(c.money)}</strong>}
        <span className={styles.threshold}>{threshold}</span>
      </Stack>
      <Stack space="xxs" className={styles.body}>
        <h3 className={styles.name} title={c.name}>
          {c.name}
        </h3>
        <p className={styles.meta} title={c.siteName}>
          {c.siteId === 0 ? m['promotions.coupon.platform']() : c.siteName}
        </p>
        <p className={styles.meta}>{c.validityType === 1 ? m['promotions.coupon.validDays']({ days: c.fixedTerm }) : m['promotions.coupon.validRange']({ from: formatDate(c.startTime), to: formatDate(c.endTime) })}</p>
        <p className={styles.meta}>{m['promotions.coupon.progress']({ percent })}</p>
      </Stack>
      <Button size="sm" variant={c.state === 'CLAIMABLE' ? 'primary' : 'secondary'} disabled={c.state !== 'CLAIMABLE'} loading={claiming} onClick={() => onClaim(c)}>
        {state}
      </Button>
    </article>
  );
}
