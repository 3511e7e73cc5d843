import { describe, expect, it } from 'vitest';
import { CARE_COOKIE, careModeCookie, isCareMode } from './care-mode';

describe('care mode cookie', () => {
  it('is on only for mall_care=1', () => {
    expect(CARE_COOKIE).toBe('mall_care');
    expect(isCareMode('a=1; mall_care=1; b=2')).toBe(true);
    expect(isCareMode('mall_care=0')).toBe(false);
    expect(isCareMode('mall_care=yes')).toBe(false);
    expect(isCareMode('xmall_care=1')).toBe(false);
    expect(isCareMode('')).toBe(false);
    expect(isCareMode(undefined)).toBe(false);
    expect(isCareMode('=junk; %%%; mall_care=%E0%A4%A')).toBe(false);
  });

  it('is remembered for 365 days on the whole site', () => {
    expect(careModeCookie(true)).toBe('mall_care=1; path=/; max-age=31536000; SameSite=Lax');
    expect(careModeCookie(false)).toBe('mall_care=0; path=/; max-age=31536000; SameSite=Lax');
    expect(isCareMode(careModeCookie(true).split(';')[0])).toBe(true);
  });
});
