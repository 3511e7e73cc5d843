import type { ReactNode } from 'react';
import { m } from '@mall/i18n';
import { Button, Dialog } from '@mall/ui';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, e.g. 确定删除收货人“李秀英”的地址吗？ */
  children?: ReactNode;
  /** Text of the confirming button; default 确认删除. */
  confirmText?: ReactNode;
  /** While the action runs: the confirming button spins and blocks. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A small modal asking to confirm a destructive action (delete an address, an account …).
 *
 * Asks to confirm a destructive action of the member centre (delete an address, a withdrawal account, an
 * invoice title). Props: `open`, `title`, `children` (what will happen), `confirmText` (default 确认删除),
 * `pending` (the confirm button spins), `onConfirm`, `onCancel` (also Escape and the backdrop). States: open,
 * pending, closed.
 */
export function ConfirmDialog({ open, title, children, confirmText, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onCancel}>
            {m['common.cancel']()}
          </Button>
          <Button loading={pending} onClick={onConfirm}>
            {confirmText ?? m['member.common.confirmDelete']()}
          </Button>
        </div>
      }
    >
      <p className={styles.text}>{children ?? m['member.common.deleteConfirmText']()}</p>
    </Dialog>
  );
}
