import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, ChatConnection } from './connection';

/** A stand-in browser WebSocket that records what the connection does with it. */
class FakeSocket {
  static made: FakeSocket[] = [];
  static readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeSocket.made = [];
});

describe('backoffMs', () => {
  it('waits a random time below a cap that doubles from 1 s to 30 s (full jitter)', () => {
    expect(backoffMs(0, () => 0)).toBe(0);
    expect(backoffMs(0, () => 0.999)).toBe(999);
    expect(backoffMs(3, () => 0.5)).toBe(4000);
    expect(backoffMs(10, () => 0.999)).toBe(29_970);
    const waits = new Set(Array.from({ length: 50 }, () => backoffMs(4)));
    // Fifty sockets dropped together do not come back together.
    expect(waits.size).toBeGreaterThan(40);
    for (const w of waits) expect(w).toBeLessThan(16_000);
  });
});

describe('ChatConnection', () => {
  it('sends a token it holds in the first frame, never in the URL', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const conn = new ChatConnection(
      'ws://shop.test/ws',
      { onInit: () => undefined, onMessage: () => undefined },
      { servicer_token: 'secret-servicer-token' },
    );
    conn.connect();
    const socket = FakeSocket.made[0]!;
    expect(socket.url).toBe('ws://shop.test/ws?auth=frame');
    expect(socket.url).not.toContain('secret');
    socket.open();
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'auth', servicer_token: 'secret-servicer-token' });
    conn.close();
  });

  it('reconnects after a jittered wait, and connects with cookies only when it holds no token', () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.spyOn(Math, 'random').mockReturnValue(0.25);
    const conn = new ChatConnection('ws://shop.test/ws', {
      onInit: () => undefined,
      onMessage: () => undefined,
    });
    conn.connect();
    expect(FakeSocket.made[0]!.url).toBe('ws://shop.test/ws');
    FakeSocket.made[0]!.onclose?.();
    vi.advanceTimersByTime(249);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    // Second attempt: a quarter of 2 s.
    FakeSocket.made[1]!.onclose?.();
    vi.advanceTimersByTime(499);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(3);
    conn.close();
  });
});
