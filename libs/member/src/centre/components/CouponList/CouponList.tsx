import type { CouponState, MemberCouponsQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Box, Empty, formatPrice, Skeleton, Stack } from '@mall/ui';
import { formatDate, formatDateTime } from '../../lib/format';
import * as styles from './CouponList.css';
import { pageStyles as shared } from '@mall/page-kit';
import { fenToYuan } from '@mall/rest-contract/money';

export type CouponItem = MemberCouponsQuery['memberCoupons']['list'][number];

export interface CouponListProps {
  coupons: readonly CouponItem[];
  /** The tab being shown: unused coupons get a 去使用 link, used and expired ones are greyed. */
  state: CouponState;
  /** Where 去使用 goes for a coupon (its shop or the goods list). */
  couponHref?: (coupon: CouponItem) => string;
  loading?: boolean;
  error?: string | null;
}

/**
 * The member's coupons of one tab of /member/my_coupon (未使用 / 已使用 / 已过期). Props: `coupons`, `state`,
 * `couponHref(coupon)` (去使用, unused only), `loading`, `error`. Money-off coupons show ¥, discount coupons 8.5
 * 折; the threshold (满 … 元可用 or 无门槛), the shop or 全平台通用, the validity. States: unused (long shop names), used,
 * expired, empty, loading, error.
 */
export function CouponList({ coupons, state, couponHref, loading = false, error }: CouponListProps) {
  if (loading) return <Skeleton lines={6} />;
  if (error)
    return (
      <p role="alert" className={shared.error}>
        {error}
      </p>
    );
  if (coupons.length === 0) return <Empty text={m['member.coupon.empty']()} />;
  return (
    <Box as="ul" display="grid" gap="md" className={styles.list}>
      {coupons.map((c) => (
        <li key={c.id} className={styles.coupon} data-state={c.state} data-testid="coupon-item">
          <Stack space="xs" align="center" justifyContent="center" className={styles.value}>
            {c.type === 'DISCOUNT' ? (
              <span className={styles.amount}>{m['member.coupon.discount']({ discount: c.discount })}</span>
            ) : (
              <span className={styles.amount}>{formatPrice(c.money)}</span>
            )}
            <span className={styles.threshold}>
              {c.atLeast > 0 ? m['member.coupon.atLeast']({ amount: fenToYuan(c.atLeast) }) : m['member.coupon.noThreshold']()}
            </span>
          </Stack>
          <Stack space="xxs" className={styles.info}>
            <p className={styles.name}>{c.name}</p>
            <p className={shared.muted}>{c.shopId > 0 ? m['member.coupon.shop']({ shop: c.shopName }) : m['member.coupon.platform']()}</p>
            <p className={shared.muted}>
              {m['member.coupon.validity']({ start: formatDate(c.startTime), end: formatDate(c.endTime) })}
            </p>
            {c.state === 'USED' && c.useTime > 0 && (
              <p className={shared.muted}>{m['member.coupon.usedAt']({ date: formatDateTime(c.useTime) })}</p>
            )}
          </Stack>
          {state === 'UNUSED' && couponHref && (
            <a href={couponHref(c)} className={styles.use} aria-label={`${m['member.coupon.goUse']()} ${c.name}`}>
              {m['member.coupon.goUse']()}
            </a>
          )}
          {state !== 'UNUSED' && (
            <span className={styles.stamp}>{state === 'USED' ? m['member.coupon.used']() : m['member.coupon.expired']()}</span>
          )}
        </li>
      ))}
    </Box>
  );
}
