/** Default size limit of one uploaded image: 5 MB. */
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Default number of images per field. */
export const UPLOAD_IMAGE_MAX_COUNT = 5;
/** Image types the site accepts (what browsers and the image server both handle). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** 5242880 → '5MB', 512000 → '500KB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))}MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)}KB`;
  return `${bytes}B`;
}

export type UploadRejection = 'type' | 'size' | 'count';

export interface UploadRules {
  accept: readonly string[];
  maxSize: number;
}

/** Why `file` cannot be uploaded, or null. Only image types listed in `accept` pass. */
export function checkFile(
  file: Pick<File, 'type' | 'size'>,
  { accept, maxSize }: UploadRules,
): UploadRejection | null {
  if (!file.type.startsWith('image/') || !accept.includes(file.type)) return 'type';
  if (file.size > maxSize) return 'size';
  return null;
}

/** `['image/jpeg', 'image/png']` → `JPG/PNG`: the hint and the refusal name what `accept` takes. */
export function formatNames(accept: readonly string[]): string {
  return accept.map((type) => (type.split('/')[1] ?? type).toUpperCase().replace('JPEG', 'JPG')).join('/');
}
