import { t } from '@mall/i18n';

/** The REST envelope of mall-api's upload routes. */
interface UploadAnswer {
  code: number;
  message?: string;
  data?: { headimg?: string };
}

/**
 * Posts the avatar as multipart/form-data (one part `file`) to /api/upload/headimg on the site's own
 * origin; storefront-server forwards it with the HttpOnly session cookie. Resolves to the new URL.
 */
export async function uploadAvatar(file: File, fetcher: typeof fetch = fetch): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  let answer: UploadAnswer;
  try {
    const res = await fetcher('/api/upload/headimg', { method: 'POST', body, credentials: 'same-origin' });
    answer = (await res.json()) as UploadAnswer;
  } catch {
    throw new Error(t('error.network'));
  }
  if (answer.code !== 0 || !answer.data?.headimg) throw new Error(answer.message || t('member.upload.failed'));
  return answer.data.headimg;
}
