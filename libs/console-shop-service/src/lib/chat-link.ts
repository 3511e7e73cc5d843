// The 客服工作台's connection and picture uploads under the console login: the socket is /console/ws
// (storefront-server forwards it with the console cookie alone; the cookie's Path=/console keeps it
// from /ws) and its first frame carries the console's CSRF token; pictures go to /console/upload/chatimg
// with the CSRF header. No token is kept in the page.
import { ChatConnection, type ConnectionEvents } from '@mall/chat/servicer';
import { csrfToken } from '@mall/console-kit';
import { CONSOLE_CSRF_HEADER } from '@mall/rest-contract/console-permissions';

export const CONSOLE_CHAT_SOCKET_PATH = '/console/ws';

export function consoleChatConnection(events: ConnectionEvents): ChatConnection {
  const { protocol, host } = window.location;
  return new ChatConnection(`${protocol === 'https:' ? 'wss' : 'ws'}://${host}${CONSOLE_CHAT_SOCKET_PATH}`, events, { console_csrf: csrfToken() });
}

/** Resolves to the stored picture's /upload/ path; rejects with mall-api's message. */
export async function uploadChatImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch('/console/upload/chatimg', { method: 'POST', body: form, credentials: 'same-origin', headers: { [CONSOLE_CSRF_HEADER]: csrfToken() } });
  const answer = (await res.json().catch(() => null)) as { code: number; message: string; data?: { pic_path: string } } | null;
  if (!answer || answer.code !== 0 || !answer.data) throw new Error(answer?.message || '图片上传失败，请重试');
  return answer.data.pic_path;
}
