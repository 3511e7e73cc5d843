import { t } from '@mall/i18n';

/** The REST envelope of mall-api's /api/upload/orderimg. */
interface UploadAnswer {
  code: number;
  message?: string;
  data?: { path?: string };
}

export const ORDER_IMAGE_UPLOAD_PATH = '/api/upload/orderimg';

/**
 * Posts one evaluation, refund or complaint image as multipart/form-data (part `file`) on the site's
 * own origin; storefront-server forwards it to mall-api with the HttpOnly session cookie. Resolves to
 * the stored path (/upload/order/…), which the mutations take; rejects with the server's message.
 */
export async function uploadOrderImage(file: File, fetcher: typeof fetch = fetch): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  let answer: UploadAnswer;
  try {
    const res = await fetcher(ORDER_IMAGE_UPLOAD_PATH, { method: 'POST', body, credentials: 'same-origin' });
    answer = (await res.json()) as UploadAnswer;
  } catch {
    throw new Error(t('error.network'));
  }
  if (answer.code !== 0 || !answer.data?.path) throw new Error(answer.message || t('afterSale.upload.failed'));
  return answer.data.path;
}
