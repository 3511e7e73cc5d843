import { Stack, Upload } from '@mall/ui';
import { AlertText } from '@mall/page-kit';
import { uploadConsoleImage, type ConsoleUploadArea } from '../../upload';

/** The largest picture mall-api's console uploads take. */
export const CONSOLE_IMAGE_MAX_BYTES = 3 * 1024 * 1024;

export interface ImageFieldProps {
  /** The field's name as the operator reads it (广告图片, 商品默认图 …). */
  label: string;
  /** The picture's /upload/ path; empty when none is chosen yet. */
  value: string;
  /** The new path after an upload, or '' after 删除. */
  onChange: (path: string) => void;
  /** Which console upload receives the file (its permission is checked by mall-api). */
  area: ConsoleUploadArea;
  /** A line under the field: the size the storefront shows it at. */
  hint?: string;
  /** The form's message for this field (a refused rule). */
  error?: string;
  /** Sends the file; defaults to the console upload of `area` (stories pass a fake). */
  upload?: (file: File) => Promise<string>;
  disabled?: boolean;
}

/**
 * One picture of a console form (an advert, a floor's picture, the float layer, a default image):
 * the current picture as a thumbnail with 删除, or the file button; the file is checked for type and
 * size before it is sent, stored by mall-api, and the form keeps the answered /upload/ path.
 * States: empty (the file button), a picture, uploading (a spinner), refused (the message under it).
 */
export function ImageField({ label, value, onChange, area, hint, error, upload, disabled = false }: ImageFieldProps) {
  return (
    <Stack space="xs">
      <Upload
        // A new value from outside (another entry opened) starts the field again.
        key={value}
        label={label}
        maxCount={1}
        // mall-api's limit (admin-content/upload.ts): a larger file is refused before it is sent.
        maxSize={CONSOLE_IMAGE_MAX_BYTES}
        disabled={disabled}
        defaultValue={value ? [{ id: value, url: value }] : []}
        onUpload={upload ?? ((file) => uploadConsoleImage(area, file))}
        onChange={(images) => onChange(images[0]?.url ?? '')}
      />
      {hint && <p>{hint}</p>}
      <AlertText message={error} />
    </Stack>
  );
}
