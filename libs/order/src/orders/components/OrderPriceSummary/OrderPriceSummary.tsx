import { m, type Message } from '@mall/i18n';
import { Box, Price, Stack } from '@mall/ui';
import type { OrderDetailItem } from '../../fixtures';
import * as styles from './OrderPriceSummary.css';

export type PriceSummaryOrder = Pick<
  OrderDetailItem,
  'status' | 'goodsMoney' | 'deliveryMoney' | 'promotionMoney' | 'couponMoney' | 'invoiceMoney' | 'orderMoney'
>;

export interface OrderPriceSummaryProps {
  order: PriceSummaryOrder;
}

/**
 * The price breakdown of an order: 商品总额, 运费, discounts (满减优惠, 优惠券) as minus amounts, 发票税费 when any, and the
 * total (实付款; 应付款 while unpaid). Zero discounts are left out. States: paid with discounts,
 * unpaid without discounts, with invoice tax.
 */
export function OrderPriceSummary({ order }: OrderPriceSummaryProps) {
  const rows: { key: string; label: Message; value: number; minus?: boolean; hideZero?: boolean }[] = [
    { key: 'goods', label: m['orders.price.goods'], value: order.goodsMoney },
    { key: 'delivery', label: m['orders.price.delivery'], value: order.deliveryMoney },
    { key: 'promotion', label: m['orders.price.promotion'], value: order.promotionMoney, minus: true, hideZero: true },
    { key: 'coupon', label: m['orders.price.coupon'], value: order.couponMoney, minus: true, hideZero: true },
    { key: 'invoice', label: m['orders.price.invoice'], value: order.invoiceMoney, hideZero: true },
  ];
  const unpaid = order.status === 'UNPAID' || order.status === 'CLOSED';
  return (
    <Stack as="dl" space="xs" className={styles.list}>
      {rows
        .filter((r) => !r.hideZero || r.value > 0)
        .map((r) => (
          <Box key={r.key} display="flex" justifyContent="space-between" gap="lg">
            <dt className={styles.label}>{r.label()}</dt>
            <Box as="dd" display="inline-flex" alignItems="baseline" gap="xxs" className={styles.value} data-minus={r.minus ? 'true' : undefined}>
              {r.minus ? '-' : ''}
              <Price value={r.value} size="sm" />
            </Box>
          </Box>
        ))}
      <Box display="flex" justifyContent="space-between" gap="lg" className={styles.total}>
        <dt className={styles.label}>{(unpaid ? m['orders.price.unpaidTotal']() : m['orders.price.total']())}</dt>
        <Box as="dd" display="inline-flex" alignItems="baseline" gap="xxs" className={styles.value}>
          <Price value={order.orderMoney} size="lg" />
        </Box>
      </Box>
    </Stack>
  );
}
