import { m } from '@mall/i18n';
import type { ReactNode } from 'react';
import { Button, Img, Inline, Stack } from '@mall/ui';
import { AlertText } from '@mall/page-kit';
import { DetailPanel, StatusBadge } from '@mall/console-kit';
import { isPending, stateTone } from '../../lib/format';
import * as styles from './ReviewDetail.css';

export interface ReviewField {
  label: string;
  value: ReactNode;
}

export interface ReviewDetailProps {
  /** What is reviewed: a payment number, a goods name, a unit … */
  title: string;
  /** The entry's state (reviewing, paid, refused …) and its Chinese name. */
  state: string;
  stateName: string;
  fields: readonly ReviewField[];
  /** Uploaded images to look at (transfer certificates, refund or complaint photos). */
  images?: readonly string[];
  imagesLabel?: string;
  /** Labels of the two decisions (通过 / 驳回, 支持投诉 / 驳回投诉 …). */
  approveLabel?: string;
  refuseLabel?: string;
  /** While a decision is being sent. */
  busy?: boolean;
  /** mall-api's message when the last decision was refused (e.g. a second decision). */
  error?: string;
  onApprove?: () => void;
  onRefuse?: () => void;
  onClose?: () => void;
}

/**
 * One entry of a review queue beside its list: what the shopper or unit submitted (fields and
 * images), its state, and the two decisions while it is still pending. A decided entry shows no
 * buttons, only a note that it cannot be decided again (mall-api refuses a second decision anyway).
 */
export function ReviewDetail({ title, state, stateName, fields, images, imagesLabel, approveLabel, refuseLabel, busy = false, error, onApprove, onRefuse, onClose }: ReviewDetailProps) {
  const pending = isPending(state);
  return (
    <DetailPanel
      title={title}
      status={<StatusBadge label={stateName} tone={stateTone(state)} />}
      onClose={onClose}
      actions={
        pending && (onApprove || onRefuse) ? (
          <Inline space="sm">
            {onApprove && (
              <Button onClick={onApprove} loading={busy}>
                {approveLabel ?? m['console.review.action.approve']()}
              </Button>
            )}
            {onRefuse && (
              <Button variant="secondary" onClick={onRefuse} disabled={busy}>
                {refuseLabel ?? m['console.review.action.refuse']()}
              </Button>
            )}
          </Inline>
        ) : undefined
      }
    >
      <Stack space="sm">
        {error && <AlertText message={error} />}
        <dl className={styles.fields}>
          {fields.map((f) => (
            <div key={f.label} className={styles.row}>
              <dt className={styles.label}>{f.label}</dt>
              <dd className={styles.value}>{f.value === '' || f.value === null || f.value === undefined ? '—' : f.value}</dd>
            </div>
          ))}
        </dl>
        {images && (
          <section aria-label={imagesLabel ?? m['console.review.detail.certificate']()}>
            <h3 className={styles.label}>{imagesLabel ?? m['console.review.detail.certificate']()}</h3>
            {images.length === 0 ? (
              <p>{m['console.review.detail.noImages']()}</p>
            ) : (
              <Inline space="sm">
                {images.map((src, i) => (
                  <a key={src} href={src} target="_blank" rel="noreferrer" className={styles.image}>
                    <Img src={src} alt={`${imagesLabel ?? m['console.review.detail.certificate']()} ${i + 1}`} fit="contain" />
                  </a>
                ))}
              </Inline>
            )}
          </section>
        )}
        {!pending && <p className={styles.label}>{m['console.review.detail.decided']()}</p>}
      </Stack>
    </DetailPanel>
  );
}
