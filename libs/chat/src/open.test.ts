import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_OPEN_EVENT, openChat, takeUnansweredChatOpen } from './open';

describe('openChat', () => {
  afterEach(() => void takeUnansweredChatOpen());

  it('keeps a request nobody listened to for the ChatHost that mounts later, once', () => {
    openChat({ siteId: 7, skuId: 301 });
    expect(takeUnansweredChatOpen()).toEqual({ siteId: 7, skuId: 301 });
    expect(takeUnansweredChatOpen()).toBeNull();
  });

  it('keeps nothing when a host took the request', () => {
    const take = (e: Event) => e.preventDefault();
    window.addEventListener(CHAT_OPEN_EVENT, take);
    try {
      openChat({ siteId: 7 });
    } finally {
      window.removeEventListener(CHAT_OPEN_EVENT, take);
    }
    expect(takeUnansweredChatOpen()).toBeNull();
  });

  it('a request taken by a host clears an earlier unanswered one', () => {
    openChat({ siteId: 1 });
    const take = (e: Event) => e.preventDefault();
    window.addEventListener(CHAT_OPEN_EVENT, take);
    openChat({ siteId: 2 });
    window.removeEventListener(CHAT_OPEN_EVENT, take);
    expect(takeUnansweredChatOpen()).toBeNull();
  });
});
