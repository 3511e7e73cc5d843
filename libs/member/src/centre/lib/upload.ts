import { uploadFile } from '@mall/gateway-client';
import { m } from '@mall/i18n';

/**
 * Posts the avatar as multipart/form-data (one part `file`) to /api/upload/headimg on the site's own
 * origin; storefront-server forwards it with the HttpOnly session cookie. Resolves to the new URL.
 */
export function uploadAvatar(file: File, fetcher: typeof fetch = fetch): Promise<string> {
  return uploadFile('/api/upload/headimg', file, { failedMessage: m['member.upload.failed'](), networkMessage: m['error.network'](), field: 'headimg', fetcher });
}

/** Posts one proof picture of a certification application to /api/upload/certificate; resolves to its stored path. */
export function uploadCertificateImage(file: File, fetcher: typeof fetch = fetch): Promise<string> {
  return uploadFile('/api/upload/certificate', file, { failedMessage: m['member.upload.failed'](), networkMessage: m['error.network'](), fetcher });
}
