import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MemberOrderCountsQuery, MemberOverviewQuery } from '@mall/gateway-client';
import { m, type Message } from '@mall/i18n';
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

const ORDER_TABS: readonly (readonly [keyof OrderCounts, Message, string])[] = [
  ['waitPay', m['member.overview.waitPay'], '/member/order_list?status=waitpay'],
  ['waitSend', m['member.overview.waitSend'], '/member/order_list?status=waitsend'],
  ['waitConfirm', m['member.overview.waitConfirm'], '/member/order_list?status=waitconfirm'],
  ['waitRate', m['member.overview.waitRate'], '/member/order_list?status=waitrate'],
  ['refunding', m['member.overview.refunding'], '/member/activist'],
];

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
  const member = data.memberDetail;
  const name = member.nickname || member.username;
  const viewAll = (href: string) => (
    <Link to={href} className={shared.link}>
      {m['member.overview.viewAll']()}
    </Link>
  );
  return (
    <Stack space="lg">
      <Inline as="section" space="lg" wrap={false} className={styles.card} aria-label={m['member.overview.card']()}>
        <Img src={member.headimg} alt={name} fallback="head" className={styles.avatar} />
        <Stack space="xs" className={styles.who}>
          <h2 className={styles.name} data-testid="member-nickname">
            {m['member.overview.welcome']({ name })}
          </h2>
          <Inline as="p" space="md" wrap={false} className={styles.meta}>
            <span className={shared.badge}>{member.levelName}</span>
            <span className={shared.muted}>{member.mobile}</span>
            <Link to="/member/info" className={shared.link}>
              {m['member.overview.editInfo']()}
            </Link>
          </Inline>
        </Stack>
        <Box as="ul" display="flex" gap="xl" className={styles.assets}>
          <FigureLink to="/member/account" value={fenToYuan(member.balance)} label={m['member.overview.balance']()} testId="overview-balance" />
          <FigureLink to="/member/my_point" value={member.point} label={m['member.overview.points']()} />
          <FigureLink to="/member/my_coupon" value={data.couponCount} label={m['member.overview.coupons']()} />
        </Box>
      </Inline>
      <Section title={m['member.overview.orders']()} extra={viewAll('/member/order_list')}>
        {!orderCounts && (
          <p role="status" className={shared.muted}>
            {m['member.common.loadFailed']()}
          </p>
        )}
        <Box as="ul" display="grid" className={styles.orders}>
          {ORDER_TABS.map(([key, label, href]) => (
            <FigureLink
              key={key}
              kind="order"
              to={href}
              value={orderCounts ? orderCounts[key] : '-'}
              label={label()}
              testId={`order-count-${key}`}
            />
          ))}
        </Box>
      </Section>
      <Section title={m['member.overview.footprint']()} extra={viewAll('/member/footprint')}>
        {data.footprint.list.length === 0 ? (
          <Empty size="sm" text={m['member.overview.footprintEmpty']()} />
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
