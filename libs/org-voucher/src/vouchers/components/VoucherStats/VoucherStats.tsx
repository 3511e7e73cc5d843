import { m } from '@mall/i18n';
import * as styles from './VoucherStats.css';
import { Box, Stack } from '@mall/ui';
import { fenToYuan } from '@mall/rest-contract/money';

export interface VoucherStatsValue {
  voucherStock: number;
  purchased: number;
  issued: number;
  spent: number;
  issuanceCount: number;
  memberCount: number;
}

/**
 * The unit's voucher figures (/member/consumptionCoupons): stock to issue, purchased, issued, spent.
 *
 * 单位消费券概览数字（/member/consumptionCoupons）。props：value（可发放额度、累计购买、累计发放、已消费、发放批次、成员人数，金额为元）。状态：有数据、全部为零（新单位）、大额。
 */
export function VoucherStats({ value }: { value: VoucherStatsValue }) {
  const items: [string, string][] = [
    [m['orgVoucher.voucher.stock'](), m['orgVoucher.common.yuan']({ amount: fenToYuan(value.voucherStock) })],
    [m['orgVoucher.voucher.purchased'](), m['orgVoucher.common.yuan']({ amount: fenToYuan(value.purchased) })],
    [m['orgVoucher.voucher.issued'](), m['orgVoucher.common.yuan']({ amount: fenToYuan(value.issued) })],
    [m['orgVoucher.voucher.spent'](), m['orgVoucher.common.yuan']({ amount: fenToYuan(value.spent) })],
    [m['orgVoucher.voucher.issuanceCount'](), String(value.issuanceCount)],
    [m['orgVoucher.org.memberCount'](), String(value.memberCount)],
  ];
  return (
    <Box as="dl" display="grid" gap="md" className={styles.grid}>
      {items.map(([label, v], i) => (
        <Stack space="xs" key={label} className={styles.item}>
          <dt className={styles.label}>{label}</dt>
          <dd className={i === 0 ? styles.main : styles.value}>{v}</dd>
        </Stack>
      ))}
    </Box>
  );
}
