import { useId } from 'react';
import type { PayInfoQuery } from '@mall/gateway-client';
import { m } from '@mall/i18n';
import { Price, RadioGroup, Stack, formatDateTime } from '@mall/ui';
import { fenToYuan } from '@mall/rest-contract/money';
import { pageStyles as shared } from '@mall/page-kit';
import * as styles from '../PayMethods/PayMethods.css';

export type PayVoucherInfo = PayInfoQuery['payInfo']['vouchers'][number];

export interface PayVoucherProps {
  /** The member's consumption vouchers usable for these orders (payInfo.vouchers). */
  vouchers: readonly PayVoucherInfo[];
  /** The chosen voucher's id, or null for none. */
  value: number | null;
  onChange: (voucherId: number | null) => void;
  /** What the orders cost, fen. */
  amount: number;
  /** While the payment runs. */
  disabled?: boolean;
}

/** What a chosen voucher pays of `amount` and what is left for the payment method, fen. */
export function voucherSplit(vouchers: readonly PayVoucherInfo[], voucherId: number | null, amount: number) {
  const v = vouchers.find((x) => x.voucherId === voucherId);
  const deduct = v ? Math.min(v.usableMoney, amount) : 0;
  return { deduct, rest: amount - deduct };
}

/**
 * 消费券抵扣 at the cashier (/pay) and before an offline transfer (/orderPay): the member’s unit consumption vouchers that can pay these orders
 * (mall-api answers them in payInfo.vouchers, scope and validity checked), or 不使用消费券. The chosen voucher pays
 * first; the split shows what it pays and what the payment method still takes. Props: `vouchers`, `value`
 * (voucher id or null), `onChange`, `amount` (fen), `disabled` (while paying). States: none (renders
 * nothing: most members are in no unit), chosen, a voucher larger than the order, long Chinese names,
 * disabled while paying.
 */
export function PayVoucher({ vouchers, value, onChange, amount, disabled = false }: PayVoucherProps) {
  const titleId = useId();
  if (vouchers.length === 0) return null;
  const { deduct, rest } = voucherSplit(vouchers, value, amount);
  return (
    <Stack space="md" as="section" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {m['orgVoucher.payVoucher.title']()}
      </h2>
      <RadioGroup
        label={m['orgVoucher.payVoucher.title']()}
        hideLabel
        direction="column"
        value={value === null ? '' : String(value)}
        onChange={(v) => onChange(v === '' ? null : Number(v))}
        disabled={disabled}
        options={[
          { value: '', label: m['orgVoucher.payVoucher.none']() },
          ...vouchers.map((v) => ({
            value: String(v.voucherId),
            label: m['orgVoucher.payVoucher.option']({ name: v.voucherName, remaining: fenToYuan(v.remaining), usable: fenToYuan(v.usableMoney), end: formatDateTime(v.validEnd) }),
          })),
        ]}
      />
      {value !== null && (
        <dl className={shared.dl} data-testid="voucher-split">
          <dt className={shared.dt}>{m['orgVoucher.payVoucher.deduct']()}</dt>
          <dd className={shared.dd} data-testid="voucher-deduct">
            <Price value={deduct} size="sm" />
          </dd>
          <dt className={shared.dt}>{m['orgVoucher.payVoucher.rest']()}</dt>
          <dd className={shared.dd} data-testid="voucher-rest">
            <Price value={rest} size="sm" />
          </dd>
        </dl>
      )}
    </Stack>
  );
}
