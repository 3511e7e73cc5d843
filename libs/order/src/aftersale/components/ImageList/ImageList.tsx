import { Box, Img } from '@mall/ui';
import * as styles from './ImageList.css';

export interface ImageListProps {
  images: readonly string[];
  /** The alt text of image `index` (1-based), e.g. 凭证图片1. */
  alt: (index: number) => string;
  /** Shown instead of the list when there are no images; nothing by default. */
  empty?: string;
}

/**
 * Uploaded photos shown read-only (evaluation, refund proof, complaint), each opening full size in a new tab.
 *
 * Uploaded photos shown read-only on the evaluation, refund detail and complaint pages; each links to the
 * full picture. Props: `images` (paths), `alt(index)` (1-based alt text), `empty` (text when there are none).
 * States: some photos, the upload limit of 6, none with text, none (renders nothing).
 */
export function ImageList({ images, alt, empty }: ImageListProps) {
  if (images.length === 0) return empty ? <span>{empty}</span> : null;
  return (
    <Box as="ul" display="flex" flexWrap="wrap" gap="sm" className={styles.list}>
      {images.map((src, i) => (
        <li key={`${i}-${src}`}>
          <a href={src} target="_blank" rel="noreferrer">
            <Img src={src} alt={alt(i + 1)} preview className={styles.image} />
          </a>
        </li>
      ))}
    </Box>
  );
}
