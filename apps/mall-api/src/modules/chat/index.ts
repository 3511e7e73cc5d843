// Customer-service chat: one call wires the service, the bus (Redis pub/sub with REDIS_URL,
// in-process without), the websocket /ws and the image upload into buildApp; the REST handlers go
// into restPlugin with everyone else's.
import type { FastifyInstance } from 'fastify';
import type { ServicerConfig } from '@mall/rest-contract';
import { createChatBus } from '../../chat/bus';
import { registerChatEmoji } from '../../chat/emoji';
import { createPresence } from '../../chat/presence';
import { registerChatSocket } from '../../chat/socket';
import { registerChatUpload } from '../../chat/upload';
import type { Db } from '../../db/client';
import { createFallbackLimitStore } from '../../ops/limit-store-fallback';
import { createLimitStore } from '../account/limit-store';
import { chatCalls, chatRoutes } from './routes';
import { createChatService, type ChatOptions } from './service';
import type { UploadStorage } from '../../storage';

export type { ChatOptions } from './service';

export async function createChatModule(
  app: FastifyInstance,
  deps: { db: Db; storage?: UploadStorage; redisUrl?: string; servicerConfig: () => Promise<ServicerConfig> },
  options: ChatOptions = {},
) {
  const bus = await createChatBus(deps.redisUrl, options.channel);
  // With Redis, the send limit counts in the database while Redis is away (ops/limit-store-fallback.ts).
  const limits = deps.redisUrl
    ? await createFallbackLimitStore(deps.db, deps.redisUrl, app.log, { prefix: 'mall-api:chat-limit:' })
    : await createLimitStore(deps.db, undefined);
  app.addHook('onClose', async () => void (await limits.close?.()));
  // Buyers' presence, seen by the servicers' queue whichever instance holds the buyer's socket.
  const presence = await createPresence(deps.redisUrl, options.channel);
  const service = createChatService(deps.db, { limits, publish: (event) => bus.publish(event), presence, options });
  const handlers = chatRoutes(service, deps.servicerConfig);
  await registerChatSocket(app, { db: deps.db, service, bus, presence, calls: chatCalls(handlers) });
  registerChatEmoji(app);
  await registerChatUpload(app, { db: deps.db, service, storage: deps.storage });
  return { handlers, service };
}
