// A chat socket client for the delivery tests (not shipped): the same rules as the browser's —
// the inbox drops sequences already shown, a gap or a (re)connect asks for everything after the last
// shown sequence, and sends carry a client_msg_id and are retried until acknowledged.
import WebSocket from 'ws';
import { ChatInbox, type ChatMessage } from '@mall/rest-contract';
import { createRng } from '../../db/prng';

type Answer = { code: number; message: string; data: unknown };

export class TestChatClient {
  ws: WebSocket | null = null;
  readonly shown: ChatMessage[] = [];
  readonly inbox = new ChatInbox((m) => this.shown.push(m));
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
  private readonly sessions = new Set<number>();
  private syncing = new Map<number, Promise<void>>();
  private closedForGood = false;

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  watch(sessionId: number) {
    this.sessions.add(sessionId);
  }

  async connect(): Promise<void> {
    const ws = new WebSocket(this.url, { headers: this.headers });
    this.ws = ws;
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (raw) => {
        const frame = JSON.parse(String(raw)) as { type: string; id?: number; message?: ChatMessage } & Answer;
        if (frame.type === 'init') return resolve();
        if (frame.type === 'result') {
          const p = this.pending.get(frame.id ?? 0);
          this.pending.delete(frame.id ?? 0);
          p?.resolve(frame);
        }
        if (frame.type === 'message' && frame.message) {
          this.sessions.add(frame.message.session_id);
          if (this.inbox.offer(frame.message) === 'gap') void this.sync(frame.message.session_id).catch(() => undefined);
        }
      });
      ws.on('error', reject);
      ws.on('close', () => {
        for (const p of this.pending.values()) p.reject(new Error('socket closed'));
        this.pending.clear();
        reject(new Error('closed before init'));
      });
    });
    for (const sid of this.sessions) await this.sync(sid);
  }

  /** Catch-up: everything after the last shown sequence, page by page. */
  sync(sessionId: number): Promise<void> {
    const running = this.syncing.get(sessionId);
    if (running) return running;
    const run = (async () => {
      for (;;) {
        const a = await this.call('/servicer/api/chat/dialogs', { session_id: sessionId, after_seq: this.inbox.last(sessionId), page_size: 100 });
        if (a.code !== 0) throw new Error(a.message);
        const data = a.data as { list: ChatMessage[]; exhausted: boolean };
        for (const m of data.list) this.inbox.offer(m);
        if (data.exhausted || data.list.length === 0) break;
      }
    })().finally(() => this.syncing.delete(sessionId));
    this.syncing.set(sessionId, run);
    return run;
  }

  call(path: string, body: Record<string, unknown>): Promise<Answer> {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return Promise.reject(new Error('not connected'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      ws.send(JSON.stringify({ type: 'call', id, path, body }));
    });
  }

  /** Sends until acknowledged, reconnecting as needed (the client_msg_id makes resends harmless). */
  async sayReliably(body: Record<string, unknown>): Promise<ChatMessage> {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        if (!this.ws || this.ws.readyState !== WebSocket.OPEN) await this.connect();
        const a = await this.call('/servicer/api/chat/say', body);
        if (a.code !== 0) throw Object.assign(new Error(a.message), { fatal: true });
        return a.data as ChatMessage;
      } catch (error) {
        if ((error as { fatal?: boolean }).fatal) throw error;
      }
    }
    throw new Error('gave up sending');
  }

  /** Drops the connection abruptly (no close handshake), as a network failure would. */
  kill() {
    this.ws?.terminate();
  }

  async close() {
    this.closedForGood = true;
    this.ws?.close();
  }

  get closed() {
    return this.closedForGood;
  }
}

interface Endpoint {
  url: string;
  headers: Record<string, string>;
}

/** One sender, one receiver, `total` messages in one session, both sockets dropped at random (seeded). */
export async function exchange(senderUrl: Endpoint, receiverUrl: Endpoint, siteId: number, total: number, seed: number) {
  const rng = createRng(seed);
  const sender = new TestChatClient(senderUrl.url, senderUrl.headers);
  const receiver = new TestChatClient(receiverUrl.url, receiverUrl.headers);
  await sender.connect();
  const first = await sender.sayReliably({ site_id: siteId, content: '开始', client_msg_id: `start-${seed}` });
  const sessionId = first.session_id;
  receiver.watch(sessionId);
  await receiver.connect();
  const sent: ChatMessage[] = [first];
  let kills = 0;
  for (let i = 0; i < total - 1; i++) {
    if (rng.chance(0.03)) {
      // Dropped right after the frame leaves: stored but unacknowledged, then resent.
      setImmediate(() => sender.kill());
      kills += 1;
    }
    sent.push(await sender.sayReliably({ site_id: siteId, content: `第${i + 1}条消息[emjoy_${String((i % 47) + 1).padStart(2, '0')}]`, client_msg_id: `m-${seed}-${i}` }));
    if (rng.chance(0.03)) {
      receiver.kill();
      kills += 1;
      if (rng.chance(0.5)) await receiver.connect(); // else it reconnects a few messages later
    }
    if (!receiver.ws || receiver.ws.readyState > 1) if (rng.chance(0.3)) await receiver.connect();
  }
  if (!receiver.ws || receiver.ws.readyState !== 1) await receiver.connect();
  const lastSeq = sent.at(-1)!.seq;
  for (let i = 0; i < 200 && receiver.inbox.last(sessionId) < lastSeq; i++) {
    await receiver.sync(sessionId);
    await new Promise((r) => setTimeout(r, 20));
  }
  await sender.close();
  await receiver.close();
  return { sent, receiver, sessionId, kills };
}

