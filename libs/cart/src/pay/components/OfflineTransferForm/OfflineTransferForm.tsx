import { useState, type FormEvent } from 'react';
import { m } from '@mall/i18n';
import { Button, Inline, Stack, Textarea, Upload, type UploadedImage } from '@mall/ui';
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_MAX_COUNT, CERTIFICATE_TYPES } from '../../lib/upload';
import { pageStyles as shared } from '@mall/page-kit';
import { OfflineAccountInfo, type OfflineAccount } from '../OfflineAccountInfo/OfflineAccountInfo';
import * as styles from './OfflineTransferForm.css';

/** mall-api's limit on the remark of a transfer. */
export const TRANSFER_REMARK_MAX = 200;

export interface OfflineTransferFormProps {
  account: OfflineAccount;
  /** Amount to transfer, fen. */
  amount: number;
  /** Uploads one certificate image and resolves to its stored path. */
  onUpload: (file: File) => Promise<string>;
  /** Called with at least one uploaded image path and the trimmed remark. */
  onSubmit: (input: { images: string[]; remark: string }) => void;
  submitting?: boolean;
  /** The server's refusal, shown inline. */
  error?: string | null;
  /** Most images (mall-api keeps 6). */
  maxCount?: number;
}

/**
 * Offline transfer on /orderPay: the receiving account and amount, the certificate upload (ui Upload;
 * JPG/PNG, 5 MB each, up to 6 — mall-api’s limits), a remark (200 characters) and 提交凭证. Props: `account`,
 * `amount`, `onUpload(file) → path` (POST /api/upload/certificate, field `file`), `onSubmit({images,
 * remark})`, `submitting`, `error`, `maxCount`. Submitting without an image, or while one uploads, shows a
 * message and sends nothing. States: empty, missing certificate, long names, submitting, server error.
 */
export function OfflineTransferForm({
  account,
  amount,
  onUpload,
  onSubmit,
  submitting = false,
  error,
  maxCount = CERTIFICATE_MAX_COUNT,
}: OfflineTransferFormProps) {
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(0);
  const [remark, setRemark] = useState('');
  const [imagesError, setImagesError] = useState<string | null>(null);

  // Counts uploads in flight, so submit can wait for them instead of sending a partial list.
  const upload = async (file: File) => {
    setUploading((n) => n + 1);
    try {
      return await onUpload(file);
    } finally {
      setUploading((n) => n - 1);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading > 0) return setImagesError(m['pay.offline.uploading']());
    if (images.length === 0) return setImagesError(m['pay.offline.imagesRequired']());
    setImagesError(null);
    onSubmit({ images: images.map((i) => i.url), remark: remark.trim() });
  };

  return (
    <Stack as="form" space="lg" className={styles.form} onSubmit={submit} noValidate aria-label={m['pay.offline.title']()}>
      <OfflineAccountInfo account={account} amount={amount} />
      <Stack space="xs">
        <Upload
          label={m['pay.offline.certificate']()}
          onUpload={upload}
          onChange={(next) => {
            setImages(next);
            if (next.length > 0) setImagesError(null);
          }}
          accept={CERTIFICATE_TYPES}
          maxSize={CERTIFICATE_MAX_BYTES}
          maxCount={maxCount}
          disabled={submitting}
        />
        <span className={shared.muted}>{m['pay.offline.certificateHint']()}</span>
        {imagesError && (
          <p role="alert" className={shared.errorLine}>
            {imagesError}
          </p>
        )}
      </Stack>
      <Textarea
        label={m['pay.offline.remark']()}
        placeholder={m['pay.offline.remarkPlaceholder']()}
        value={remark}
        onValueChange={setRemark}
        maxLength={TRANSFER_REMARK_MAX}
        rows={3}
      />
      {error && (
        <p role="alert" className={shared.errorLine}>
          {error}
        </p>
      )}
      <Inline space="sm">
        <Button type="submit" size="lg" loading={submitting}>
          {m['pay.offline.submit']()}
        </Button>
      </Inline>
    </Stack>
  );
}
