import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT } from './app';
import { chatOptionsFromEnv, rateLimitFromEnv } from './config';

describe('rate limits from the environment', () => {
  it('keeps the defaults when nothing is set', () => {
    expect(rateLimitFromEnv({})).toEqual(DEFAULT_RATE_LIMIT);
  });

  it('takes per-minute overrides for login and captcha', () => {
    expect(rateLimitFromEnv({ LOGIN_RATE_LIMIT_PER_MINUTE: '500', CAPTCHA_RATE_LIMIT_PER_MINUTE: '900' })).toEqual({
      login: { max: 500, timeWindow: 60_000 },
      captcha: { max: 900, timeWindow: 60_000 },
    });
  });

  it('refuses a value that is not a whole number above 0', () => {
    expect(() => rateLimitFromEnv({ LOGIN_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/whole number/);
    expect(() => rateLimitFromEnv({ CAPTCHA_RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/whole number/);
  });
});

describe('the chat send limit from the environment', () => {
  it('keeps the default, takes a number per 10 s, 0 turns it off, refuses the rest', () => {
    expect(chatOptionsFromEnv({})).toEqual({});
    expect(chatOptionsFromEnv({ CHAT_SEND_LIMIT_PER_10S: '50' })).toEqual({ sendLimit: { max: 50, windowMs: 10_000 } });
    expect(chatOptionsFromEnv({ CHAT_SEND_LIMIT_PER_10S: '0' })).toEqual({ sendLimit: false });
    expect(() => chatOptionsFromEnv({ CHAT_SEND_LIMIT_PER_10S: '-1' })).toThrow(/whole number/);
  });
});
