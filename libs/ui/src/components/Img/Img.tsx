import { useState, type ImgHTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { useDefaultImages } from './DefaultImagesContext';
import type { DefaultImageKind } from './defaultImages';
import { previewUrl, type PreviewSize } from './previewUrl';
import * as styles from './Img.css';

export interface ImgProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> {
  src: string | null | undefined;
  /** Required: describe the picture, or pass '' for a purely decorative one. */
  alt: string;
  /** Which default image replaces a missing or broken one. */
  fallback?: DefaultImageKind;
  /** Ask for the server's preview size first (true = mid); the original is tried if it fails. */
  preview?: boolean | PreviewSize;
  fit?: 'cover' | 'contain';
  /** Lazy by default: most of our images are goods lists below the fold. */
  eager?: boolean;
  onFallback?: (kind: DefaultImageKind) => void;
}

/** The ordered sources to try: preview, original, then the site's default image. */
export function imageCandidates(
  src: string | null | undefined,
  preview: ImgProps['preview'],
  fallbackSrc: string,
): string[] {
  const list: string[] = [];
  if (src) {
    if (preview) list.push(previewUrl(src, preview === true ? undefined : preview));
    list.push(src);
  }
  list.push(fallbackSrc);
  return [...new Set(list)];
}

/**
 * An image that never shows as broken: on error it falls back to the site's default image.
 *
 * An image that never shows as broken. Props: `src`, `alt` (required), `fallback` (goods, head, shop, city,
 * supply, store, category or brand: which default image replaces a missing or broken one; the images come
 * from `DefaultImagesProvider`, fed by the API default images), `preview` (load the server-side mid-size
 * preview of an /upload/ image first: abc.png → abc_mid.png, then the original), `fit` cover|contain, `eager`
 * (images are lazy by default), `onFallback`.
 */
export function Img({
  src,
  alt,
  fallback = 'goods',
  preview = false,
  fit = 'cover',
  eager = false,
  className,
  onFallback,
  ...rest
}: ImgProps) {
  const defaults = useDefaultImages();
  const candidates = imageCandidates(src, preview, defaults[fallback]);
  const key = candidates.join('\n');
  // Keyed by the candidate list, so a new src starts again from its first candidate.
  const [attempt, setAttempt] = useState({ key, index: 0 });
  const index = attempt.key === key ? attempt.index : 0;
  const current = candidates[Math.min(index, candidates.length - 1)];
  const isFallback = index >= candidates.length - 1 && current === defaults[fallback];

  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-fallback={isFallback ? fallback : undefined}
      className={cx(styles.img, styles.fit[fit], className)}
      onError={() => {
        if (index >= candidates.length - 1) return; // the default itself failed: stop here
        const next = index + 1;
        setAttempt({ key, index: next });
        if (next === candidates.length - 1) onFallback?.(fallback);
      }}
    />
  );
}
