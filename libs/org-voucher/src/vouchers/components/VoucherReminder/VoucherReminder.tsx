import { m } from '@mall/i18n';
import { Button, Dialog } from '@mall/ui';
import * as styles from './VoucherReminder.css';

export interface VoucherReminderProps {
  open: boolean;
  /** Vouchers waiting for activation. */
  count: number;
  /** 'not now': the host silences the dialog for VOUCHER_REMINDER_RESET_MS (SPEC §9: 4 hours). */
  onLater: () => void;
  /** 去激活: the host goes to the member's pending vouchers. */
  onGo: () => void;
}

/**
 * The voucher reminder dialog of SPEC §4: the member has vouchers to activate.
 *
 * 消费券待激活提醒（SPEC §4）：会员有待激活的消费券时弹出（消费券页面除外）。props：open 是否显示，count 待激活张数，onLater “暂不”（4 小时内不再提醒），onGo
 * “去激活”。状态：打开、关闭、张数很多。
 */
export function VoucherReminder({ open, count, onLater, onGo }: VoucherReminderProps) {
  return (
    <Dialog
      open={open}
      onClose={onLater}
      title={m['orgVoucher.reminder.title']()}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onLater}>
            {m['orgVoucher.reminder.later']()}
          </Button>
          <Button onClick={onGo}>{m['orgVoucher.reminder.go']()}</Button>
        </>
      }
    >
      <p className={styles.body}>{m['orgVoucher.reminder.body']({ count })}</p>
    </Dialog>
  );
}
