import { PREVIEW_IMAGE_SIZE } from '@mall/rest-contract/constants';

/** Thumbnail sizes the server generates beside each upload (`abc.png` → `abc_mid.png`). */
export type PreviewSize = 'big' | 'mid' | 'small';

const SIZE_SUFFIX = /_(?:big|mid|small)$/;
// Our own uploads: '/upload/…' or the API's relative 'upload/…'. Anything else is left alone.
const OWN_UPLOAD = /^\/?upload\//;

/**
 * The URL of a server-side preview of an uploaded image, or `src` unchanged for external,
 * data and blob URLs and for paths without an extension.
 */
export function previewUrl(src: string, size: PreviewSize = PREVIEW_IMAGE_SIZE): string {
  if (!OWN_UPLOAD.test(src)) return src;
  const cut = src.search(/[?#]/);
  const path = cut === -1 ? src : src.slice(0, cut);
  const rest = cut === -1 ? '' : src.slice(cut);
  const dot = path.lastIndexOf('.');
  if (dot <= path.lastIndexOf('/')) return src;
  const stem = path.slice(0, dot).replace(SIZE_SUFFIX, '');
  return `${stem}_${size}${path.slice(dot)}${rest}`;
}
