// The chat bus: carries stored messages (and read marks) to every instance, each of which hands them
// to the sockets it holds. Without REDIS_URL it is in-process (one instance works alone); with it,
// Redis pub/sub on one channel, and an instance hears its own publications the same way as others'
// (so nothing is delivered twice by a local shortcut).
import { EventEmitter } from 'node:events';
import type { ChatEvent } from '../modules/chat/service';

export interface ChatBus {
  publish(event: ChatEvent): Promise<void>;
  subscribe(handler: (event: ChatEvent) => void): void;
  close(): Promise<void>;
}

export const CHAT_CHANNEL = 'mall-api:chat';

export function createLocalBus(): ChatBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      queueMicrotask(() => emitter.emit('event', event));
    },
    subscribe(handler) {
      emitter.on('event', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export async function createRedisBus(url: string, channel = CHAT_CHANNEL): Promise<ChatBus> {
  const { Redis } = await import('ioredis');
  const pub = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 2 });
  const handlers: ((event: ChatEvent) => void)[] = [];
  sub.on('message', (_channel: string, raw: string) => {
    let event: ChatEvent;
    try {
      event = JSON.parse(raw) as ChatEvent;
    } catch {
      return;
    }
    for (const h of handlers) h(event);
  });
  // Redis unreachable at start must not stop mall-api from starting: the subscription is
  // retried whenever the connection becomes ready; meanwhile pushes wait, messages stay stored and the
  // clients' catch-up finds them. ioredis re-subscribes by itself after later reconnects.
  let subscribed = false;
  let warned = false;
  const trySubscribe = () =>
    sub.subscribe(channel).then(
      () => void (subscribed = true),
      (err: Error) => {
        if (!warned) console.warn(`[mall-api] chat bus: Redis unreachable (${err.message}); pushes wait until it answers`);
        warned = true;
      },
    );
  sub.on('ready', () => void (subscribed ? undefined : trySubscribe()));
  // ioredis reconnects by itself; without listeners it prints every failed attempt.
  sub.on('error', () => undefined);
  pub.on('error', () => undefined);
  await trySubscribe();
  return {
    async publish(event) {
      // A failed publication loses no message: it is stored, and the receiver's catch-up finds it.
      await pub.publish(channel, JSON.stringify(event)).catch(() => undefined);
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      sub.disconnect();
      pub.disconnect();
    },
  };
}

export async function createChatBus(redisUrl?: string, channel?: string): Promise<ChatBus> {
  return redisUrl ? createRedisBus(redisUrl, channel) : createLocalBus();
}
