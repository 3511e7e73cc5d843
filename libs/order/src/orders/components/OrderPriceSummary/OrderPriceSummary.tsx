import { useT, type TranslationKey } from '@mall/i18n';
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
  const t = useT();
  const rows: { key: TranslationKey; value: number; minus?: boolean; hideZero?: boolean }[] = [
    { key: 'orders.price.goods', value: order.goodsMoney },
    { key: 'orders.price.delivery', value: order.deliveryMoney },
    { key: 'orders.price.promotion', value: order.promotionMoney, minus: true, hideZero: true },
    { key: 'orders.price.coupon', value: order.couponMoney, minus: true, hideZero: true },
    { key: 'orders.price.invoice', value: order.invoiceMoney, hideZero: true },
  ];
  const unpaid = order.status === 'UNPAID' || order.status === 'CLOSED';
  return (
    <Stack as="dl" space="xs" className={styles.list}>
      {rows
        .filter((r) => !r.hideZero || r.value > 0)
        .map((r) => (
          <Box key={r.key} display="flex" justifyContent="space-between" gap="lg">
            <dt className={styles.label}>{t(r.key)}</dt>
            <Box as="dd" display="inline-flex" alignItems="baseline" gap="xxs" className={styles.value} data-minus={r.minus ? 'true' : undefined}>
              {r.minus ? '-' : ''}
              <Price value={r.value} size="sm" />
            </Box>
          </Box>
        ))}
      <Box display="flex" justifyContent="space-between" gap="lg" className={styles.total}>
        <dt className={styles.label}>{t(unpaid ? 'orders.price.unpaidTotal' : 'orders.price.total')}</dt>
        <Box as="dd" display="inline-flex" alignItems="baseline" gap="xxs" className={styles.value}>
          <Price value={order.orderMoney} size="lg" />
        </Box>
      </Box>
    </Stack>
  );
}
