import { m } from '@mall/i18n';
import { Box, Button, Dialog, Spinner } from '@mall/ui';
import * as styles from './AgreementDialog.css';

/** One register agreement of the gateway: title and HTML already sanitised by the gateway. */
export interface AgreementText {
  title: string;
  /** Sanitised HTML (registerAgreement.content). */
  content: string;
}

export interface AgreementDialogProps {
  open: boolean;
  /** The agreement; null while it loads. */
  agreement: AgreementText | null;
  /** Title to show while loading. */
  fallbackTitle?: string;
  onClose: () => void;
  /** 阅读并同意: ticks the agreement box and closes. Without it the dialog only shows the text. */
  onAccept?: () => void;
}

/**
 * A register agreement (用户注册协议, 单位用户注册协议, 隐私政策, 消费者权益保障协议) in a modal Dialog. Props: `open`, `agreement`
 * ({title, content}: sanitised HTML from the gateway; null while loading), `fallbackTitle` (shown while
 * loading), `onClose` (×, Escape, backdrop), `onAccept` (阅读并同意: the register form ticks its box; without it
 * the dialog only shows the text). States: loaded, loading, read-only.
 */
export function AgreementDialog({ open, agreement, fallbackTitle, onClose, onAccept }: AgreementDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={agreement?.title ?? fallbackTitle ?? m['auth.agreementList']()}
      footer={
        onAccept ? (
          <Button variant="primary" onClick={onAccept} disabled={!agreement}>
            {m['auth.agreementAccept']()}
          </Button>
        ) : undefined
      }
    >
      {agreement ? (
        // The gateway sanitises agreement HTML (libs/gateway html sanitiser) before it reaches us.
        <div
          className={styles.content}
          tabIndex={0}
          dangerouslySetInnerHTML={{ __html: agreement.content }}
        />
      ) : (
        <Box display="flex" justifyContent="center" className={styles.loading}>
          <Spinner label={m['auth.agreementLoading']()} showLabel />
        </Box>
      )}
    </Dialog>
  );
}
