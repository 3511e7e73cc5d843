import { m } from '@mall/i18n';
import { useId, useState, type ChangeEvent } from 'react';
import { Button, Spinner, Stack } from '@mall/ui';

import * as css from './ImageGallery.css';
import { AlertText } from '@mall/page-kit';

export interface ImageGalleryProps {
  /** Picture paths in order; the first is the main picture (主图). */
  images: readonly string[];
  onChange: (images: string[]) => void;
  /** Sends one file to the console's upload (re-encoded by mall-api) and resolves to its path. */
  onUpload: (file: File) => Promise<string>;
  /** At most this many pictures (default 10). */
  max?: number;
  disabled?: boolean;
  /** The editor's message (e.g. 请至少上传一张商品图片). */
  error?: string;
}

const ACCEPT = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const MAX_BYTES = 3 * 1024 * 1024;

/**
 * The goods' picture gallery: upload (JPG, PNG, GIF or WebP up to 3MB, checked before sending),
 * reorder (前移 / 后移), make one the main picture (设为主图: it moves first) and remove. Uploads go
 * through `onUpload`; a refusal (size, type, mall-api's answer) shows under the gallery.
 */
export function ImageGallery({ images, onChange, onUpload, max = 10, disabled = false, error }: ImageGalleryProps) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const move = (from: number, to: number) => {
    const next = [...images];
    const [picked] = next.splice(from, 1);
    next.splice(to, 0, picked);
    onChange(next);
  };
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPT.includes(file.type)) return setProblem('只能上传 JPG、PNG、GIF 或 WebP 格式的图片');
    if (file.size > MAX_BYTES) return setProblem('图片不能超过 3MB');
    setProblem(undefined);
    setBusy(true);
    try {
      onChange([...images, await onUpload(file)]);
    } catch (e) {
      setProblem(e instanceof Error && e.message ? e.message : '上传失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  const shown = problem ?? error;
  return (
    <Stack space="xs">
      <ul className={css.list} aria-label={m['console.shopGoods.form.images']()}>
        {images.map((src, i) => (
          <li key={src} className={i === 0 ? `${css.item} ${css.main}` : css.item}>
            <img className={css.picture} src={src} alt={`${m['console.shopGoods.form.images']()} ${i + 1}`} />
            {i === 0 ? (
              <span className={css.badge}>{m['console.shopGoods.form.main']()}</span>
            ) : (
              <Button size="sm" variant="text" disabled={disabled} onClick={() => move(i, 0)} aria-label={`${m['console.shopGoods.action.setMain']()} ${i + 1}`}>
                {m['console.shopGoods.action.setMain']()}
              </Button>
            )}
            <Button size="sm" variant="text" disabled={disabled || i === 0} onClick={() => move(i, i - 1)} aria-label={`${m['console.shopGoods.action.moveUp']()} ${i + 1}`}>
              {m['console.shopGoods.action.moveUp']()}
            </Button>
            <Button size="sm" variant="text" disabled={disabled || i === images.length - 1} onClick={() => move(i, i + 1)} aria-label={`${m['console.shopGoods.action.moveDown']()} ${i + 1}`}>
              {m['console.shopGoods.action.moveDown']()}
            </Button>
            <Button size="sm" variant="text" disabled={disabled} onClick={() => onChange(images.filter((_, j) => j !== i))} aria-label={`${m['console.shopGoods.action.removeImage']()} ${i + 1}`}>
              {m['console.shopGoods.action.removeImage']()}
            </Button>
          </li>
        ))}
      </ul>
      {images.length < max && (
        <div>
          <label htmlFor={inputId}>{`${m['console.shopGoods.form.images']()}：`}</label>
          <input id={inputId} type="file" accept={ACCEPT.join(',')} disabled={disabled || busy} onChange={(e) => void pick(e)} />
          {busy && <Spinner />}
        </div>
      )}
      <p className={css.hint}>{m['console.shopGoods.form.imagesHint']()}</p>
      <AlertText message={shown} className={css.error} />
    </Stack>
  );
}
