// A rich-text body as every content form stores it: through the house sanitizer, refused when
// nothing readable is left (a body of only <script> or empty tags).
import { sanitizeHtml } from '@mall/rest-contract/html';
import { BusinessError } from '../../http/envelope';

export function cleanBody(html: string): string {
  const content = sanitizeHtml(html);
  if (!content.trim()) throw new BusinessError('正文清理后为空，请填写文字内容');
  return content;
}
