import { m } from '@mall/i18n';
import { Box, Button, Inline, Price, Stack } from '@mall/ui';
import type { CheckoutCalculation } from '../../lib/types';
import * as shared from '../../lib/styles.css';
import * as styles from './PriceBreakdown.css';
import { Section } from '@mall/page-kit';

export type PriceAmounts = Pick<
  CheckoutCalculation,
  'goodsMoney' | 'deliveryMoney' | 'promotionMoney' | 'couponMoney' | 'invoiceMoney' | 'orderMoney'
>;

export interface PriceBreakdownProps {
  /** Amounts computed by mall-api (never in the browser). */
  amounts: PriceAmounts;
  /** Number of items (sum of quantities). */
  count: number;
  /** Where the order goes: a delivery address, or the pickup store. */
  destination?: { name: string; mobile: string; fullAddress: string } | { storeName: string } | null;
  onSubmit: () => void;
  submitting?: boolean;
  /** A new breakdown is being fetched: the amounts are stale, so submitting waits. */
  recalculating?: boolean;
  /** Why the order cannot be submitted yet (e.g. 请先选择收货地址); disables the button. */
  blockedReason?: string | null;
  /** The server's refusal of the last submit or recalculation. */
  error?: string | null;
}

/**
 * 金额明细 and 提交订单 of the checkout page. Every amount comes from mall-api (never computed in the browser): 商品金额,
 * 运费, 满减, 优惠券, 发票税费 (only when any) and 应付金额, with where the order goes. Props: `amounts`, `count`,
 * `destination` (address or pickup store), `onSubmit`, `submitting`, `recalculating` (amounts stale: submit
 * waits), `blockedReason` (e.g. 请先选择收货地址), `error` (server refusal). States: normal, pickup with invoice tax,
 * no address, recalculating, submitting, refused, long address.
 */
export function PriceBreakdown({
  amounts,
  count,
  destination,
  onSubmit,
  submitting = false,
  recalculating = false,
  blockedReason,
  error,
}: PriceBreakdownProps) {
  const row = (label: string, value: number, sign: '' | '+' | '-' = '') => (
    <Box display="flex" gap="lg" justifyContent="flex-end" className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        {sign}
        <Price value={value} size="sm" />
      </dd>
    </Box>
  );
  return (
    <Section title={m['checkout.price.heading']()} extra={<span className={shared.muted}>{m['checkout.price.count']({ count })}</span>}>
      <Stack as="dl" space="xs" align="flex-end" className={styles.list} aria-busy={recalculating || undefined}>
        {row(m['checkout.price.goodsMoney'](), amounts.goodsMoney)}
        {row(m['checkout.price.deliveryMoney'](), amounts.deliveryMoney, '+')}
        {row(m['checkout.price.promotionMoney'](), amounts.promotionMoney, '-')}
        {row(m['checkout.price.couponMoney'](), amounts.couponMoney, '-')}
        {amounts.invoiceMoney > 0 && row(m['checkout.price.invoiceMoney'](), amounts.invoiceMoney, '+')}
      </Stack>
      <Inline space="lg" align="space-between" alignY="flex-end" className={styles.footer}>
        <Stack space="xs" className={styles.total}>
          <Inline as="span" space="sm" alignY="baseline" wrap={false} className={styles.totalLine}>
            {m['checkout.price.orderMoney']()}
            <span data-testid="order-money">
              <Price value={amounts.orderMoney} size="xl" />
            </span>
          </Inline>
          {destination && 'fullAddress' in destination && (
            <>
              <span className={styles.destination}>{m['checkout.price.sendTo']({ address: destination.fullAddress })}</span>
              <span className={styles.destination}>{m['checkout.price.receiver']({ name: destination.name, mobile: destination.mobile })}</span>
            </>
          )}
          {destination && 'storeName' in destination && (
            <span className={styles.destination}>{m['checkout.price.pickupAt']({ store: destination.storeName })}</span>
          )}
        </Stack>
        <Stack space="xs" align="flex-end">
          {recalculating && (
            <p className={shared.muted} role="status">
              {m['checkout.recalculating']()}
            </p>
          )}
          {blockedReason && <p className={shared.error}>{blockedReason}</p>}
          {error && (
            <p role="alert" className={shared.error}>
              {error}
            </p>
          )}
          <Button size="lg" onClick={onSubmit} loading={submitting} disabled={recalculating || Boolean(blockedReason)}>
            {m['checkout.price.submit']()}
          </Button>
        </Stack>
      </Inline>
    </Section>
  );
}
