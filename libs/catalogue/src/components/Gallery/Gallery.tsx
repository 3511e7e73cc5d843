import { lazy, Suspense, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Box, Img, Stack } from '@mall/ui';
import { m } from '@mall/i18n';
import * as styles from './Gallery.css';

// The zoom dialog's code is fetched when it is first opened, not with the goods page.
const Dialog = lazy(() => import('@mall/ui/dialog').then((module) => ({ default: module.Dialog })));

export interface GalleryProps {
  /** Image URLs, the one to show first at the start. */
  images: readonly string[];
  /** The goods name: the images' alternative text. */
  name: string;
}

/**
 * The goods gallery: the mid-size preview (SPEC §9) with a hover lens that shows the original
 * enlarged beside it, a 放大 button that opens the original in a dialog (for keyboard and touch),
 * and thumbnails as buttons (Tab, Enter/Space; arrow keys move between them).
 *
 * The goods gallery of /sku-{id}. Props: `images` (sku image first, then the goods images) and `name` (alt
 * text). Shows the mid-size preview; moving the mouse over it shows a lens and the original enlarged beside
 * it; 放大查看图片 opens the original in a dialog (keyboard, touch). Thumbnails are buttons: click, hover, Enter or
 * arrow keys switch the image. States: several images, one image, no image (default goods image).
 */
export function Gallery({ images, name }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const [zoomOpen, setZoomOpen] = useState(false);
  const current = images[Math.min(index, images.length - 1)] ?? '';

  const onMove = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.min(Math.max((event.clientX - box.left) / box.width, 0), 1);
    const y = Math.min(Math.max((event.clientY - box.top) / box.height, 0), 1);
    setLens({ x, y });
  };

  const onThumbKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const delta = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!delta || images.length === 0) return;
    event.preventDefault();
    const next = (index + delta + images.length) % images.length;
    setIndex(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  };

  return (
    <Stack space="sm" className={styles.root}>
      <div className={styles.stage}>
        <div
          className={styles.main}
          onMouseMove={onMove}
          onMouseLeave={() => setLens(null)}
          data-testid="gallery-main"
        >
          <Img src={current} alt={name} preview="mid" fit="contain" eager className={styles.mainImage} />
          {lens && (
            <span
              aria-hidden="true"
              className={styles.lens}
              style={assignInlineVars({ [styles.lensX]: `${lens.x * 100}%`, [styles.lensY]: `${lens.y * 100}%` })}
            />
          )}
        </div>
        {lens && current && (
          <div
            aria-hidden="true"
            className={styles.zoomPane}
            data-testid="gallery-zoom"
            style={assignInlineVars({
              [styles.zoomImage]: `url("${current.replace(/"/g, '%22')}")`,
              [styles.lensX]: `${lens.x * 100}%`,
              [styles.lensY]: `${lens.y * 100}%`,
            })}
          />
        )}
        <button type="button" className={styles.zoomButton} onClick={() => setZoomOpen(true)} disabled={!current}>
          {m['catalogue.galleryZoom']()}
        </button>
      </div>
      {images.length > 1 && (
        <Box as="ul" display="flex" gap="xs" flexWrap="wrap" className={styles.thumbs} aria-label={m['catalogue.gallery']()} onKeyDown={onThumbKey}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={i === index ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb}
                aria-pressed={i === index}
                aria-label={m['catalogue.galleryThumb']({ index: i + 1 })}
                onClick={() => setIndex(i)}
                onMouseEnter={() => setIndex(i)}
              >
                <Img src={src} preview="small" alt="" width={60} height={60} className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </Box>
      )}
      {zoomOpen && (
        <Suspense fallback={null}>
          <Dialog open onClose={() => setZoomOpen(false)} title={name} size="lg">
            <Img src={current} alt={name} fit="contain" eager className={styles.dialogImage} />
          </Dialog>
        </Suspense>
      )}
    </Stack>
  );
}
