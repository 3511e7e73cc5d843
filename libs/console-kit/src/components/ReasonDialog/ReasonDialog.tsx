import { m } from '@mall/i18n';
import { useId, useState } from 'react';
import { Button, Dialog, Inline, Stack, Textarea } from '@mall/ui';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in one sentence (确定拒绝这笔退款？). */
  message: string;
  /** Ask for a reason (refusals: the shopper or unit reads it); the confirm button waits for one. */
  reasonRequired?: boolean;
  /** Longest reason accepted (the REST schema's limit). */
  reasonMax?: number;
  confirmLabel?: string;
  /** Disables the buttons while the call runs. */
  busy?: boolean;
  /** mall-api's message after a refused call, shown under the field. */
  error?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * The console's confirmation before a write: a dialog with the consequence, an optional reason field
 * (required for refusals, with its character limit) and confirm / cancel. It never closes itself on
 * confirm: the page closes it when the call succeeded, or shows mall-api's message in `error`.
 */
export function ReasonDialog({ open, title, message, reasonRequired = false, reasonMax = 200, confirmLabel, busy = false, error, onConfirm, onClose }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const fieldId = useId();
  const missing = reasonRequired && reason.trim() === '';
  const submit = () => {
    setTouched(true);
    if (!missing) onConfirm(reason.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      closeOnBackdrop={false}
      footer={
        <Inline space="sm" align="flex-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {m['console.dialog.cancel']()}
          </Button>
          <Button onClick={submit} disabled={busy}>
            {confirmLabel ?? m['console.dialog.confirm']()}
          </Button>
        </Inline>
      }
    >
      <Stack space="sm">
        <p>{message}</p>
        {reasonRequired && (
          <Textarea
            id={fieldId}
            label={m['console.dialog.reason']()}
            value={reason}
            maxLength={reasonMax}
            onValueChange={setReason}
            hint={m['console.dialog.reasonHint']()}
            error={touched && missing ? m['console.dialog.reasonRequired']() : error}
          />
        )}
        {!reasonRequired && error && <p role="alert">{error}</p>}
      </Stack>
    </Dialog>
  );
}
