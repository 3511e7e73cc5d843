import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MemberOrderCountsQuery, MemberOverviewQuery } from '@mall/gateway-client';
import { useT } from '@mall/i18n';
import { Box, Empty, Img, Inline, Price, Stack } from '@mall/ui';
import * as styles from './MemberOverview.css';
import { Section, pageStyles as shared } from '@mall/page-kit';
import { fenToYuan } from '@mall/rest-contract/money';

export type OrderCounts = MemberOrderCountsQuery['orderCounts'];

export interface MemberOverviewProps {
  data: MemberOverviewQuery;
  /** Order counts by status; null while they could not be loaded (shown as “-” with a note). */
  orderCounts: OrderCounts | null;
}

const ORDER_TABS = [
  ['waitPay', 'member.overview.waitPay', '/member/order_list?status=waitpay'],
  ['waitSend', 'member.overview.waitSend', '/member/order_list?status=waitsend'],
  ['waitConfirm', 'member.overview.waitConfirm', '/member/order_list?status=waitconfirm'],
  ['waitRate', 'member.overview.waitRate', '/member/order_list?status=waitrate'],
  ['refunding', 'member.overview.refunding', '/member/activist'],
] as const;

/** One figure of the overview leading to its page: the number over its name (an asset, or orders of a status). */
function FigureLink({
  to,
  value,
  label,
  testId,
  kind = 'asset',
}: {
  to: string;
  value: ReactNode;
  label: string;
  testId?: string;
  kind?: 'asset' | 'order';
}) {
  return (
    <li>
      <Link to={to} className={kind === 'order' ? styles.order : styles.asset}>
        <span className={kind === 'order' ? styles.orderCount : styles.assetValue} data-testid={testId}>
          {value}
        </span>
        <span>{label}</span>
      </Link>
    </li>
  );
}

/**
 * The member centre home (/member/index). Props: `data` (the MemberOverview query: memberDetail, couponCount,
 * footprint), `orderCounts` (null when they failed to load: dashes and a note). Shows the member card
 * (avatar, nickname or username, level), balance, points and coupons, order counts by status (zeros until
 * orders exist) and the recent footprint. States: typical, long nickname with orders, no footprint.
 */
export function MemberOverview({ data, orderCounts }: MemberOverviewProps) {
  const t = useT();
  const m = data.memberDetail;
  const name = m.nickname || m.username;
  const viewAll = (href: string) => (
    <Link to={href} className={shared.link}>
      {t('member.overview.viewAll')}
    </Link>
  );
  return (
    <Stack space="lg">
      <Inline as="section" space="lg" wrap={false} className={styles.card} aria-label={t('member.overview.card')}>
        <Img src={m.headimg} alt={name} fallback="head" className={styles.avatar} />
        <Stack space="xs" className={styles.who}>
          <h2 className={styles.name} data-testid="member-nickname">
            {t('member.overview.welcome', { name })}
          </h2>
          <Inline as="p" space="md" wrap={false} className={styles.meta}>
            <span className={shared.badge}>{m.levelName}</span>
            <span className={shared.muted}>{m.mobile}</span>
            <Link to="/member/info" className={shared.link}>
              {t('member.overview.editInfo')}
            </Link>
          </Inline>
        </Stack>
        <Box as="ul" display="flex" gap="xl" className={styles.assets}>
          <FigureLink to="/member/account" value={fenToYuan(m.balance)} label={t('member.overview.balance')} testId="overview-balance" />
          <FigureLink to="/member/my_point" value={m.point} label={t('member.overview.points')} />
          <FigureLink to="/member/my_coupon" value={data.couponCount} label={t('member.overview.coupons')} />
        </Box>
      </Inline>
      <Section title={t('member.overview.orders')} extra={viewAll('/member/order_list')}>
        {!orderCounts && (
          <p role="status" className={shared.muted}>
            {t('member.common.loadFailed')}
          </p>
        )}
        <Box as="ul" display="grid" className={styles.orders}>
          {ORDER_TABS.map(([key, label, href]) => (
            <FigureLink
              key={key}
              kind="order"
              to={href}
              value={orderCounts ? orderCounts[key] : '-'}
              label={t(label)}
              testId={`order-count-${key}`}
            />
          ))}
        </Box>
      </Section>
      <Section title={t('member.overview.footprint')} extra={viewAll('/member/footprint')}>
        {data.footprint.list.length === 0 ? (
          <Empty size="sm" text={t('member.overview.footprintEmpty')} />
        ) : (
          <Box as="ul" display="grid" gap="md" className={styles.goods}>
            {data.footprint.list.map((f) => (
              <li key={f.id}>
                <Link to={`/sku-${f.goods.skuId}`} className={styles.goodsLink}>
                  <Img src={f.goods.skuImage} alt="" fallback="goods" preview className={styles.goodsImage} />
                  <span className={styles.goodsName}>{f.goods.skuName || f.goods.goodsName}</span>
                  <Price value={f.goods.discountPrice} size="sm" />
                </Link>
              </li>
            ))}
          </Box>
        )}
      </Section>
    </Stack>
  );
}
