// A console picture upload: storefront-server forwards /console/upload/<area> to mall-api's
// /admin/upload/<area> with the console cookie; the CSRF header goes along as on every console write.
// Areas: content (运营's adverts, floors, float layer), settings (default images).
import { CONSOLE_CSRF_HEADER } from '@mall/rest-contract/console-permissions';
import { csrfToken } from './client';

export type ConsoleUploadArea = 'content' | 'settings';

/** Resolves to the stored picture's /upload/ path; rejects with mall-api's message. */
export async function uploadConsoleImage(area: ConsoleUploadArea, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(`/console/upload/${area}`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { [CONSOLE_CSRF_HEADER]: csrfToken() },
  });
  const answer = (await res.json().catch(() => null)) as { code: number; message: string; data?: { path: string } } | null;
  if (!answer || answer.code !== 0 || !answer.data) throw new Error(answer?.message || '上传失败，请重试');
  return answer.data.path;
}
