// The one text check every REST body, query and chat frame passes before its schema (rest-plugin's
// parseInput, the chat socket): what is refused, what is cleaned, what passes unchanged.
import { describe, expect, it } from 'vitest';
import { cleanInput, TEXT_CONTROL_MESSAGE, TEXT_ENCODING_MESSAGE } from './input-text';

describe('cleanInput', () => {
  it('refuses a NUL byte or another control character anywhere: values, nested values, keys', () => {
    for (const body of [{ nickname: 'a\u0000b' }, { list: [{ name: '\u0007' }] }, { ['ke\u0000y']: 1 }, ['\u001B[31m']]) {
      expect(cleanInput(body)).toEqual({ ok: false, message: TEXT_CONTROL_MESSAGE });
    }
  });

  it('refuses a lone surrogate (it cannot be stored as UTF-8 without changing)', () => {
    expect(cleanInput({ captcha_code: '\uD800' })).toEqual({ ok: false, message: TEXT_ENCODING_MESSAGE });
    expect(cleanInput({ a: ['x\uDFFFy'] })).toEqual({ ok: false, message: TEXT_ENCODING_MESSAGE });
  });

  it('removes bidirectional overrides and isolates, keeps direction marks, emoji and tabs', () => {
    const body = { nickname: '\u202Eexe.txt', note: '\u2066名\u2069字', rtl: '\u200F名字\u200E', emoji: '𠮷野家😀👨‍👩‍👧', text: 'a\tb\r\nc' };
    expect(cleanInput(body)).toEqual({ ok: true, value: { nickname: 'exe.txt', note: '名字', rtl: '\u200F名字\u200E', emoji: '𠮷野家😀👨‍👩‍👧', text: 'a\tb\r\nc' } });
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(cleanInput(deep)).toEqual({ ok: false, message: TEXT_CONTROL_MESSAGE });
  });
});
