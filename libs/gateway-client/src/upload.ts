/** The REST envelope every mall-api /api/upload/* route answers with. */
interface UploadAnswer {
  code: number;
  message?: string;
  data?: Record<string, unknown>;
}

export interface UploadFileOptions {
  /** Which field of `data` holds the stored file's path or URL (`path`, or `headimg` for avatars). */
  field?: string;
  /** Shown when the route refuses without a message of its own. */
  failedMessage: string;
  /** Shown when the request or its JSON fails. */
  networkMessage: string;
  fetcher?: typeof fetch;
}

/**
 * Posts one file as multipart/form-data (one part `file`) to an /api/upload/* route on the site's own
 * origin; storefront-server forwards it to mall-api with the HttpOnly session cookie. Resolves to the
 * stored path; rejects with the server's message, or the caller's when the server gives none.
 */
export async function uploadFile(url: string, file: File, options: UploadFileOptions): Promise<string> {
  const { field = 'path', failedMessage, networkMessage, fetcher = fetch } = options;
  const body = new FormData();
  body.append('file', file);
  let answer: UploadAnswer;
  try {
    const res = await fetcher(url, { method: 'POST', body, credentials: 'same-origin' });
    answer = (await res.json()) as UploadAnswer;
  } catch {
    throw new Error(networkMessage);
  }
  const stored = answer.data?.[field];
  if (answer.code !== 0 || typeof stored !== 'string' || !stored) throw new Error(answer.message || failedMessage);
  return stored;
}
