import { m, messageFor, type Message } from '@mall/i18n';
import { Box, Button, Empty, formatPrice, Stack } from '@mall/ui';
import * as styles from './VoucherCards.css';
import { fenToYuan } from '@mall/rest-contract/money';

export type VoucherCardStatus = 'PENDING' | 'USABLE' | 'USED' | 'EXPIRED';

/** A voucher status's name (待激活 / 可使用 / 已使用 / 已过期). */
export const VOUCHER_STATUS_TEXT: Record<VoucherCardStatus, Message> = {
  PENDING: m['orgVoucher.voucher.statusPENDING'],
  USABLE: m['orgVoucher.voucher.statusUSABLE'],
  USED: m['orgVoucher.voucher.statusUSED'],
  EXPIRED: m['orgVoucher.voucher.statusEXPIRED'],
};

/** The name of `status`; its key when it is not one of ours (a status newer than this code). */
export const voucherStatusText = (status: VoucherCardStatus) =>
  messageFor(VOUCHER_STATUS_TEXT, status, `orgVoucher.voucher.status${status}`);

export interface VoucherCard {
  voucherId: number;
  voucherNo: string;
  voucherName: string;
  orgName: string;
  faceValue: number;
  remaining: number;
  status: VoucherCardStatus;
  validStart: number;
  validEnd: number;
}

export interface VoucherCardsProps {
  vouchers: readonly VoucherCard[];
  /** Activates a pending voucher; absent hides the button. */
  onActivate?: (voucherId: number) => void;
  /** The voucher being activated, or null. */
  activatingId?: number | null;
}

const date = (secs: number) => new Date(secs * 1000 + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * A member's consumption vouchers (/member/myCoupon): value left, unit, validity, activation.
 *
 * 会员的消费券（/member/myCoupon）。props：vouchers 消费券（面值、余额、发放单位、有效期、状态：待激活 / 可使用 / 已使用 / 已过期），onActivate
 * 激活待激活的券，activatingId 正在激活的券。状态：各状态混合、空、激活中、超长中文名称。
 */
export function VoucherCards({ vouchers, onActivate, activatingId = null }: VoucherCardsProps) {
  if (vouchers.length === 0) return <Empty text={m['orgVoucher.voucher.myEmpty']()} />;
  return (
    <Box as="ul" display="grid" gap="md" className={styles.list}>
      {vouchers.map((v) => (
        <li key={v.voucherId} className={v.status === 'USABLE' || v.status === 'PENDING' ? styles.card : styles.cardDone}>
          <Stack space="none" align="center" className={styles.value}>
            <span className={styles.amount}>{formatPrice(v.status === 'USABLE' ? v.remaining : v.faceValue)}</span>
            {v.status === 'USABLE' && v.remaining !== v.faceValue ? <span className={styles.small}>{m['orgVoucher.voucher.faceValue']()} {fenToYuan(v.faceValue)}</span> : null}
          </Stack>
          <Stack space="xxs" className={styles.body}>
            <h3 className={styles.name}>{v.voucherName}</h3>
            <p className={styles.small}>{m['orgVoucher.voucher.from']({ org: v.orgName })}</p>
            <p className={styles.small}>
              {m['orgVoucher.voucher.validity']()} {date(v.validStart)} ~ {date(v.validEnd)}
            </p>
          </Stack>
          <Stack space="xs" align="flex-end">
            <span className={styles.status}>{voucherStatusText(v.status)}</span>
            {v.status === 'PENDING' && onActivate ? (
              <Button size="sm" disabled={activatingId === v.voucherId} onClick={() => onActivate(v.voucherId)} aria-label={`${m['orgVoucher.voucher.activate']()} ${v.voucherName}`}>
                {m['orgVoucher.voucher.activate']()}
              </Button>
            ) : null}
          </Stack>
        </li>
      ))}
    </Box>
  );
}
