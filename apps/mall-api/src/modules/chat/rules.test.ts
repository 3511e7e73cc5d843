import { describe, expect, it } from 'vitest';
import { chatSayRequest, chatTextLength, chatTextProblem, CHAT_BLANK_MESSAGE, CHAT_EMOJI_CODES, CHAT_TOO_LONG_MESSAGE, type ChatMessage, ChatInbox } from '@mall/rest-contract';


describe('chat text rules (SPEC §5)', () => {
  it('counts each emoji tag as one character', () => {
    expect(CHAT_EMOJI_CODES).toHaveLength(47);
    expect(CHAT_EMOJI_CODES[0]).toBe('[emjoy_01]');
    expect(CHAT_EMOJI_CODES[46]).toBe('[emjoy_47]');
    expect(chatTextLength('[emjoy_01][emjoy_47]好')).toBe(3);
    // Not one of the 47 codes: counted as the text it is.
    expect(chatTextLength('[emjoy_48]')).toBe(10);
    expect(chatTextLength('[emjoy_00]')).toBe(10);
  });

  it('refuses blank and over-long text, allows exactly 150', () => {
    expect(chatTextProblem('  \n\t ')).toBe(CHAT_BLANK_MESSAGE);
    expect(chatTextProblem('')).toBe(CHAT_BLANK_MESSAGE);
    expect(chatTextProblem('好'.repeat(150))).toBeNull();
    expect(chatTextProblem('好'.repeat(151))).toBe(CHAT_TOO_LONG_MESSAGE);
    expect(chatTextProblem('好'.repeat(149) + '[emjoy_05]')).toBeNull();
    expect(chatTextProblem('好'.repeat(150) + '[emjoy_05]')).toBe(CHAT_TOO_LONG_MESSAGE);
    expect(chatTextProblem('😀'.repeat(150))).toBeNull();
  });

  it('the say schema applies them to text messages only', () => {
    expect(chatSayRequest.safeParse({ site_id: 1, content: ' ' }).error?.issues[0]?.message).toBe(CHAT_BLANK_MESSAGE);
    expect(chatSayRequest.safeParse({ site_id: 1, content_type: 1, goods_sku_id: 3 }).success).toBe(true);
    expect(chatSayRequest.safeParse({ site_id: 1, content_type: 3, content: 'javascript:alert(1)' }).success).toBe(false);
    expect(chatSayRequest.safeParse({ site_id: 2147483648, content: 'hi' }).success).toBe(false);
  });
});

describe('ChatInbox', () => {
  const msg = (seq: number, session_id = 1) => ({ seq, session_id }) as ChatMessage;
  it('shows each sequence once and in order, holding what arrives early', () => {
    const shown: number[] = [];
    const inbox = new ChatInbox((m) => shown.push(m.seq));
    expect(inbox.offer(msg(1))).toBe('shown');
    expect(inbox.offer(msg(1))).toBe('duplicate');
    expect(inbox.offer(msg(3))).toBe('gap');
    expect(inbox.offer(msg(4))).toBe('gap');
    expect(inbox.offer(msg(2))).toBe('shown');
    expect(inbox.offer(msg(3))).toBe('duplicate');
    expect(shown).toEqual([1, 2, 3, 4]);
    expect(inbox.last(1)).toBe(4);
    expect(inbox.last(2)).toBe(0);
    inbox.seed(2, 10);
    expect(inbox.offer(msg(10, 2))).toBe('duplicate');
    expect(inbox.offer(msg(11, 2))).toBe('shown');
  });
});

describe('emoji images', () => {
  it('draws 47 distinct GIFs that a decoder accepts', async () => {
    const { emojiGif } = await import('../../chat/emoji');
    const gifs = Array.from({ length: 47 }, (_, i) => emojiGif(i + 1));
    for (const g of gifs) {
      expect(g.subarray(0, 6).toString('latin1')).toBe('GIF89a');
      expect(g.readUInt16LE(6)).toBe(24);
      expect(g.at(-1)).toBe(0x3b);
    }
    expect(new Set(gifs.map((g) => g.toString('hex'))).size).toBe(47);
  });
});
