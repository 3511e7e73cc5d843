import { t } from '@mall/i18n';

/**
 * Transfer certificates: mall-api takes multipart/form-data with one `file` part (JPEG/PNG/GIF/WebP
 * sniffed by content, at most ORDER_IMAGE_MAX_BYTES) and keeps ORDER_IMAGES_MAX per submission. These
 * live in @mall/rest-contract's zod module, which browser code must not import, hence the copies.
 */
export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
export const CERTIFICATE_MAX_COUNT = 6;
/** The brief asks for jpg/png only (what a bank app screenshot or a photo is). */
export const CERTIFICATE_TYPES = ['image/jpeg', 'image/png'] as const;
export const CERTIFICATE_UPLOAD_URL = '/api/upload/certificate';

interface UploadAnswer {
  code: number;
  message?: string;
  data?: { path?: string };
}

/**
 * Posts one certificate image to /api/upload/certificate on the site's own origin (storefront-server
 * forwards it with the HttpOnly session cookie). Resolves to the stored path for submitPayTickets.
 */
export async function uploadCertificate(file: File, fetcher: typeof fetch = fetch): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  let answer: UploadAnswer;
  try {
    const res = await fetcher(CERTIFICATE_UPLOAD_URL, { method: 'POST', body, credentials: 'same-origin' });
    answer = (await res.json()) as UploadAnswer;
  } catch {
    throw new Error(t('error.network'));
  }
  if (answer.code !== 0 || !answer.data?.path) throw new Error(answer.message || t('pay.offline.uploadFailed'));
  return answer.data.path;
}
