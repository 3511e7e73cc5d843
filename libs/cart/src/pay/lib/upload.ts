import { uploadFile } from '@mall/gateway-client';
import { m } from '@mall/i18n';

/**
 * Transfer certificates: mall-api takes multipart/form-data with one `file` part (JPEG/PNG/GIF/WebP
 * sniffed by content, at most ORDER_IMAGE_MAX_BYTES) and keeps ORDER_IMAGES_MAX per submission.
 */
export {
  ORDER_IMAGE_MAX_BYTES as CERTIFICATE_MAX_BYTES,
  ORDER_IMAGES_MAX as CERTIFICATE_MAX_COUNT,
} from '@mall/rest-contract/constants';
/** A bank receipt is a photo or a banking app's screenshot: JPEG or PNG. */
export const CERTIFICATE_TYPES = ['image/jpeg', 'image/png'] as const;
export const CERTIFICATE_UPLOAD_URL = '/api/upload/certificate';

/**
 * Posts one certificate image to /api/upload/certificate on the site's own origin (storefront-server
 * forwards it with the HttpOnly session cookie). Resolves to the stored path for submitPayTickets.
 */
export function uploadCertificate(file: File, fetcher: typeof fetch = fetch): Promise<string> {
  return uploadFile(CERTIFICATE_UPLOAD_URL, file, { failedMessage: m['pay.offline.uploadFailed'](), networkMessage: m['error.network'](), fetcher });
}
