// Splits chat text into plain text and emoji tags; rendering keeps text as React text (never HTML).
const TAG = /\[emjoy_(0[1-9]|[1-3]\d|4[0-7])\]/g;

export type TextPart = { kind: 'text'; text: string } | { kind: 'emoji'; code: string; src: string };

/** Where the emoji GIFs are served (mall-api draws them; storefront-server forwards /upload). */
export const emojiSrc = (nn: string) => `/upload/chat/emoji/emjoy_${nn}.gif`;

export function splitEmoji(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    if (m.index > last) parts.push({ kind: 'text', text: text.slice(last, m.index) });
    parts.push({ kind: 'emoji', code: m[0], src: emojiSrc(m[1]!) });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

export const EMOJI_CODES = Array.from({ length: 47 }, (_, i) => String(i + 1).padStart(2, '0')).map((nn) => ({
  code: `[emjoy_${nn}]`,
  src: emojiSrc(nn),
}));
