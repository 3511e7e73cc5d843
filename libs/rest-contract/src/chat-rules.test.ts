// The chat rules of SPEC §5: no blank message, at most 150 characters, an emoji tag counts 1.
import { describe, expect, it } from 'vitest';
import { CHAT_BLANK_MESSAGE, CHAT_EMOJI_CODES, CHAT_IMAGE_PATH_PATTERN, CHAT_TOO_LONG_MESSAGE, chatTextLength, chatTextProblem } from './chat-rules';
import { CHAT_MESSAGE_MAX } from './constants';

describe('chatTextLength', () => {
  it.each([
    ['你好', 2],
    ['[emjoy_01]', 1],
    ['[emjoy_47][emjoy_01]好', 3],
    ['[emjoy_48]', 10],
    ['[emjoy_00]', 10],
    ['🍊', 1],
    ['', 0],
  ])('%j counts %j', (text, length) => {
    expect(chatTextLength(text)).toBe(length);
  });
  it('knows the 47 emoji codes', () => {
    expect(CHAT_EMOJI_CODES).toHaveLength(47);
    expect(CHAT_EMOJI_CODES[0]).toBe('[emjoy_01]');
    expect(CHAT_EMOJI_CODES.every((code) => chatTextLength(code) === 1)).toBe(true);
  });
});

describe('chatTextProblem', () => {
  it.each([
    ['', CHAT_BLANK_MESSAGE],
    [' \n\t ', CHAT_BLANK_MESSAGE],
    ['好'.repeat(CHAT_MESSAGE_MAX), null],
    ['好'.repeat(CHAT_MESSAGE_MAX + 1), CHAT_TOO_LONG_MESSAGE],
    ['[emjoy_02]'.repeat(CHAT_MESSAGE_MAX), null],
    ['[emjoy_02]'.repeat(CHAT_MESSAGE_MAX) + '好', CHAT_TOO_LONG_MESSAGE],
  ])('%#: %j', (text, problem) => {
    expect(chatTextProblem(text)).toBe(problem);
  });
  it('says the limit in its message', () => {
    expect(CHAT_TOO_LONG_MESSAGE).toBe('一次最多发送150个字符');
  });
});

describe('chat image paths', () => {
  it.each([
    ['/upload/chat/0123456789abcdef0123456789abcdef.png', true],
    ['/upload/chat/0123456789abcdef0123456789abcdef.webp', true],
    ['/upload/chat/0123456789abcdef0123456789abcdef.svg', false],
    ['/upload/chat/../../etc/passwd', false],
    ['https://evil.example/x.png', false],
  ])('%s → %s', (path, ok) => {
    expect(CHAT_IMAGE_PATH_PATTERN.test(path)).toBe(ok);
  });
});
