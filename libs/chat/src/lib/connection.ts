// The browser's chat socket: /ws (storefront-server forwards it to mall-api with the session cookie).
// Calls are `call` frames answered by `result`; pushes are `message` and `read`. A ping every 25 s
// keeps it alive; an error or a drop reconnects after a random wait below a cap that doubles from
// 1 s to 30 s ("full jitter": the sockets of a dead instance come back spread out, not in lock-step)
// and, once reconnected, `onReconnect` lets the owner ask for everything after its last shown sequence.
// close() says bye first when asked. Tokens never travel in the URL (access logs keep URLs): the
// member's is the HttpOnly cookie; a token the page holds (the servicer's) goes in the first frame.
import type { ChatMessage } from '@mall/rest-contract';

export type Answer = { code: number; message: string; data: unknown };
export interface ConnectionEvents {
  onInit(role: 'member' | 'servicer' | 'guest', id: number, reconnect: boolean): void;
  onMessage(message: ChatMessage): void;
  onRead?(sessionId: number, reader: 'member' | 'servicer', readSeq: number): void;
  onState?(state: 'connecting' | 'open' | 'closed'): void;
}

export const PING_MS = 25_000;
/** The wait before reconnect attempt `attempt` (0-based): uniformly random below min(30 s, 1 s·2^attempt). */
export const backoffMs = (attempt: number, random: () => number = Math.random) =>
  Math.floor(random() * Math.min(30_000, 1000 * 2 ** attempt));

export class ChatConnection {
  private ws: WebSocket | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, (a: Answer) => void>();
  private ping: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private opened = false;
  private stopped = false;

  /** `auth`: credentials sent as the first frame (`{ type: 'auth', ...auth }`) instead of cookies. */
  constructor(
    private readonly url: string,
    private readonly events: ConnectionEvents,
    private readonly auth?: Record<string, string>,
  ) {}

  static url(query = ''): string {
    const { protocol, host } = window.location;
    return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws${query}`;
  }

  connect(): void {
    this.stopped = false;
    this.events.onState?.('connecting');
    // `auth=frame` tells the server to wait for the credentials frame before it answers `init`.
    const ws = new WebSocket(
      this.auth ? `${this.url}${this.url.includes('?') ? '&' : '?'}auth=frame` : this.url,
    );
    this.ws = ws;
    const auth = this.auth;
    if (auth) ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', ...auth }));
    ws.onmessage = (e) => {
      let frame: {
        type: string;
        id?: number;
        role?: 'member' | 'servicer' | 'guest';
        message?: ChatMessage;
        session_id?: number;
        reader?: 'member' | 'servicer';
        read_seq?: number;
      } & Partial<Answer>;
      try {
        frame = JSON.parse(String(e.data)) as typeof frame;
      } catch {
        return;
      }
      if (frame.type === 'init') {
        const again = this.opened;
        this.opened = true;
        this.attempts = 0;
        this.events.onState?.('open');
        this.events.onInit(frame.role ?? 'guest', frame.id ?? 0, again);
      } else if (frame.type === 'result') {
        const resolve = this.pending.get(frame.id ?? 0);
        this.pending.delete(frame.id ?? 0);
        resolve?.({ code: frame.code ?? -1, message: frame.message ?? '', data: frame.data ?? null });
      } else if (frame.type === 'message' && frame.message) this.events.onMessage(frame.message);
      else if (frame.type === 'read' && frame.session_id)
        this.events.onRead?.(frame.session_id, frame.reader ?? 'member', frame.read_seq ?? 0);
    };
    ws.onclose = () => {
      clearInterval(this.ping);
      for (const resolve of this.pending.values())
        resolve({ code: -500, message: '连接已断开，正在重连', data: null });
      this.pending.clear();
      this.events.onState?.('closed');
      if (!this.stopped) this.retry = setTimeout(() => this.connect(), backoffMs(this.attempts++));
    };
    this.ping = setInterval(() => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'ping' }));
    }, PING_MS);
  }

  call<T>(
    path: string,
    body: Record<string, unknown> = {},
  ): Promise<{ code: number; message: string; data: T }> {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN)
      return Promise.resolve({ code: -500, message: '连接已断开，正在重连', data: null as T });
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve as (a: Answer) => void);
      ws.send(JSON.stringify({ type: 'call', id, path, body }));
    });
  }

  /** Ends the chat: says bye (when a shop is open), then closes the socket and stops reconnecting. */
  close(bye?: Record<string, unknown>): void {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.ping);
    const ws = this.ws;
    if (ws && ws.readyState === WebSocket.OPEN && bye)
      ws.send(JSON.stringify({ type: 'call', id: this.nextId++, path: '/servicer/api/chat/bye', body: bye }));
    ws?.close();
  }
}
