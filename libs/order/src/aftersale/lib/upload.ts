import { uploadFile } from '@mall/gateway-client';
import { m } from '@mall/i18n';

export const ORDER_IMAGE_UPLOAD_PATH = '/api/upload/orderimg';

/**
 * Posts one evaluation, refund or complaint image as multipart/form-data (part `file`) on the site's
 * own origin; storefront-server forwards it to mall-api with the HttpOnly session cookie. Resolves to
 * the stored path (/upload/order/…), which the mutations take; rejects with the server's message.
 */
export function uploadOrderImage(file: File, fetcher: typeof fetch = fetch): Promise<string> {
  return uploadFile(ORDER_IMAGE_UPLOAD_PATH, file, { failedMessage: m['afterSale.upload.failed'](), networkMessage: m['error.network'](), fetcher });
}
