// A shop console picture to the console's upload: storefront-server forwards /console/upload/* to
// mall-api's /admin/upload/* with the console cookie; the CSRF header goes along as on every console call.
import { csrfToken } from '@mall/console-kit';
import { CONSOLE_CSRF_HEADER } from '@mall/rest-contract/console-permissions';

export const GOODS_UPLOAD_URL = '/console/upload/goods';
/** The shop's own pictures (avatar, banner): the 店主's upload. */
export const SHOP_INFO_UPLOAD_URL = '/console/upload/shopinfo';

/** Resolves to the stored picture's /upload/ path; rejects with mall-api's message. */
async function uploadTo(url: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin', headers: { [CONSOLE_CSRF_HEADER]: csrfToken() } });
  const answer = (await res.json().catch(() => null)) as { code: number; message: string; data?: { path: string } } | null;
  if (!answer || answer.code !== 0 || !answer.data) throw new Error(answer?.message || '上传失败，请重试');
  return answer.data.path;
}

export const uploadGoodsImage = (file: File): Promise<string> => uploadTo(GOODS_UPLOAD_URL, file);
export const uploadShopInfoImage = (file: File): Promise<string> => uploadTo(SHOP_INFO_UPLOAD_URL, file);
