import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/a11y.css';
import { Spinner } from '../Spinner/Spinner';
import {
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_MAX_COUNT,
  UPLOAD_IMAGE_TYPES,
  checkFile,
  formatBytes,
  formatNames,
} from './uploadRules';
import * as styles from './Upload.css';

export interface UploadedImage {
  /** Stable key; the URL for images that came from the server. */
  id: string;
  url: string;
  name?: string;
}

interface Pending {
  id: string;
  name: string;
}

export interface UploadProps {
  /** Visible name of the field, e.g. 晒图 or 付款凭证. */
  label: ReactNode;
  /** Uploads one file and resolves to its URL; a rejection shows 上传失败. */
  onUpload: (file: File) => Promise<string>;
  /** Images already uploaded (uncontrolled; remount with a new key to reset). */
  defaultValue?: readonly UploadedImage[];
  /** Called with the images whenever one is added or removed. */
  onChange?: (images: UploadedImage[]) => void;
  /** MIME types accepted; default JPEG, PNG, GIF and WEBP. Anything not image/* is refused. */
  accept?: readonly string[];
  /** Bytes per file; default 5 MB. */
  maxSize?: number;
  /** Images per field; default 5. */
  maxCount?: number;
  disabled?: boolean;
  className?: string;
}

let sequence = 0;
const nextId = () => `upload-${(sequence += 1)}`;

/**
 * An image upload field: a file button (keyboard and screen-reader friendly), thumbnails with
 * 删除, a size/type/count check with a Chinese message before anything is sent, and an
 * `onUpload` prop that does the sending.
 *
 * Image upload for reviews (晒图), refund evidence and payment certificates. Props: `label`, `onUpload(file) =>
 * Promise<url>` (the caller sends it; stories fake it), `defaultValue` ({id, url, name?}[]),
 * `onChange(images)`, `accept` (default JPEG/PNG/GIF/WEBP; anything not image/* is refused), `maxSize`
 * (default 5 MB), `maxCount` (default 5; the add tile hides when full), `disabled`. Files are checked before
 * sending and refused with a Chinese message; thumbnails have a 删除 button; uploads in flight show a spinner.
 */
export function Upload({
  label,
  onUpload,
  defaultValue = [],
  onChange,
  accept = UPLOAD_IMAGE_TYPES,
  maxSize = UPLOAD_IMAGE_MAX_BYTES,
  maxCount = UPLOAD_IMAGE_MAX_COUNT,
  disabled = false,
  className,
}: UploadProps) {
  const formats = formatNames(accept);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [images, setImages] = useState<UploadedImage[]>(() => [...defaultValue]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  // The latest list, for uploads that finish after other changes.
  const imagesRef = useRef(images);

  const update = (next: UploadedImage[]) => {
    imagesRef.current = next;
    setImages(next);
    onChange?.(next);
  };

  const size = formatBytes(maxSize);
  const full = images.length + pending.length >= maxCount;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Reset so choosing the same file again fires change.
    event.target.value = '';
    const messages: string[] = [];
    let room = maxCount - images.length - pending.length;
    for (const file of files) {
      const rejection = checkFile(file, { accept, maxSize });
      if (rejection === 'type') {
        messages.push(m['ui.uploadTypeError']({ name: file.name, formats }));
        continue;
      }
      if (rejection === 'size') {
        messages.push(m['ui.uploadSizeError']({ name: file.name, size }));
        continue;
      }
      if (room <= 0) {
        messages.push(m['ui.uploadCountError']({ max: maxCount }));
        break;
      }
      room -= 1;
      const item: Pending = { id: nextId(), name: file.name };
      setPending((list) => [...list, item]);
      onUpload(file)
        .then((url) => update([...imagesRef.current, { id: item.id, url, name: file.name }]))
        .catch(() => setErrors((list) => [...list, m['ui.uploadFailed']({ name: file.name })]))
        .finally(() => setPending((list) => list.filter((entry) => entry.id !== item.id)));
    }
    setErrors(messages);
  };

  const remove = (index: number) => {
    update(images.filter((_, i) => i !== index));
    setErrors([]);
    inputRef.current?.focus();
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={cx(styles.root, className)}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <ul className={styles.list}>
        {images.map((image, index) => (
          <li key={image.id} className={styles.thumb}>
            <img
              src={image.url}
              alt={image.name ?? m['ui.uploadImage']({ index: index + 1 })}
              className={styles.image}
            />
            {!disabled && (
              <button
                type="button"
                className={styles.remove}
                aria-label={m['ui.uploadRemove']({ index: index + 1 })}
                onClick={() => remove(index)}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </li>
        ))}
        {pending.map((item) => (
          <li key={item.id} className={cx(styles.thumb, styles.pending)}>
            <Spinner size="sm" label={`${m['ui.uploading']()} ${item.name}`} />
          </li>
        ))}
        {!full && (
          <li>
            <label className={cx(styles.add, disabled && styles.addDisabled)}>
              <input
                ref={inputRef}
                type="file"
                multiple={maxCount - images.length - pending.length > 1}
                accept={accept.join(',')}
                disabled={disabled}
                className={visuallyHidden}
                aria-labelledby={`${id}-label ${id}-add`}
                aria-describedby={[hintId, errors.length ? errorId : null].filter(Boolean).join(' ')}
                onChange={onFiles}
              />
              <span aria-hidden="true" className={styles.plus}>
                +
              </span>
              <span id={`${id}-add`}>{m['ui.uploadAdd']()}</span>
            </label>
          </li>
        )}
      </ul>
      <span id={hintId} className={styles.hint}>
        {m['ui.uploadHint']({ size, max: maxCount, formats })}
      </span>
      {errors.length > 0 && (
        <div id={errorId} role="alert" className={styles.error}>
          {errors.map((message, index) => (
            <p key={index}>{message}</p>
          ))}
        </div>
      )}
    </div>
  );
}
