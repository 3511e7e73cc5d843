// The chat rules of SPEC §5 without zod, for the browser ('@mall/rest-contract/chat-rules')
// and the server alike: the emoji codes, how text is counted, the refusals.
import { CHAT_MESSAGE_MAX } from './constants';

/** Chat images: JPEG, PNG, GIF or WebP by their bytes, at most this size. */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The 47 emoji codes [emjoy_01] … [emjoy_47] (the spelling is the product's). */
export const CHAT_EMOJI_COUNT = 47;
export const CHAT_EMOJI_CODES: readonly string[] = Array.from({ length: CHAT_EMOJI_COUNT }, (_, i) => `[emjoy_${String(i + 1).padStart(2, '0')}]`);
/** One emoji tag; global, so reset lastIndex or use with replace/split. */
export const CHAT_EMOJI_PATTERN = /\[emjoy_(0[1-9]|[1-3]\d|4[0-7])\]/g;
export const CHAT_BLANK_MESSAGE = '不能发送空白内容';
export const CHAT_TOO_LONG_MESSAGE = `一次最多发送${CHAT_MESSAGE_MAX}个字符`;
export const CHAT_RATE_LIMITED_MESSAGE = '发送过于频繁，请稍后再试';
/** Uploaded chat images live here (name = random hex + the sniffed type). */
export const CHAT_IMAGE_PATH_PATTERN = /^\/upload\/chat\/[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

/** Length as SPEC §5 counts it: characters (code points), each emoji tag counting 1. */
export function chatTextLength(text: string): number {
  return Array.from(text.replace(CHAT_EMOJI_PATTERN, '\u0001')).length;
}

/** The refusal for a text message, or null when it may be sent. */
export function chatTextProblem(text: string): string | null {
  if (text.trim() === '') return CHAT_BLANK_MESSAGE;
  if (chatTextLength(text) > CHAT_MESSAGE_MAX) return CHAT_TOO_LONG_MESSAGE;
  return null;
}

