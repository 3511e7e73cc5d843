// The console under /console/ (ARCHITECTURE §1): its GraphQL endpoint (/console/graphql, the console
// schema only), its .xlsx downloads (/console/export/* → mall-api /admin/export/*, carrying the console
// cookie and nothing else), the 客服 workbench's chat socket (/console/ws → mall-api /admin/ws, the console
// cookie only: its Path=/console is why the socket lives here) and the client-rendered app (dist/apps/console, index.html for every other
// /console/* path).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { createConsoleGateway, type ConsoleGatewayOptions } from '@mall/gateway';
import { CONSOLE_GRAPHQL_PATH, CONSOLE_SESSION_COOKIE } from '@mall/rest-contract';

export interface ConsoleHostOptions {
  upstream: string;
  /** dist/apps/console; the app is not served when it was not built (the API still is). */
  consoleDir: string;
  gateway?: Omit<ConsoleGatewayOptions, 'restBaseUrl' | 'gatewaySecret'>;
  gatewaySecret?: string;
  /** The shopper's address and protocol headers for mall-api (server.ts's forwarding). */
  forwarding: (req: Pick<FastifyRequest, 'ip' | 'protocol'>) => Record<string, string>;
  withoutForwarding: (headers: IncomingHttpHeaders) => IncomingHttpHeaders;
}

const HASHED = /[\\/]assets[\\/].+-[\w-]{8,}\.\w+$/;

/** Only the console's session cookie goes to mall-api: never the shopper's token. */
function consoleCookieOnly(header: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(header) ? header.join('; ') : header;
  if (!raw) return undefined;
  const pair = raw
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${CONSOLE_SESSION_COOKIE}=`));
  return pair;
}

export async function registerConsole(app: FastifyInstance, options: ConsoleHostOptions): Promise<void> {
  const gateway = createConsoleGateway({ ...options.gateway, gatewaySecret: options.gatewaySecret, restBaseUrl: options.upstream });
  const handle = async (req: FastifyRequest, reply: FastifyReply) => {
    const response = await gateway.handleNodeRequestAndResponse(req, reply, { req, reply });
    for (const [name, value] of response.headers) if (name.toLowerCase() !== 'set-cookie') void reply.header(name, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) void reply.header('set-cookie', cookies);
    void reply.status(response.status);
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };
  app.route({ url: CONSOLE_GRAPHQL_PATH, method: ['GET', 'POST'], handler: handle });

  // Downloads and uploads carry the console cookie alone (and the CSRF header an upload sends).
  const consoleCookieOnlyReply = {
    rewriteRequestHeaders: (req: Pick<FastifyRequest, 'ip' | 'protocol'>, headers: IncomingHttpHeaders) => {
      const { cookie, ...rest } = options.withoutForwarding(headers);
      const only = consoleCookieOnly(cookie);
      return { ...rest, ...(only ? { cookie: only } : {}), ...options.forwarding(req) };
    },
  };
  await app.register(fastifyHttpProxy, {
    upstream: options.upstream,
    prefix: '/console/export',
    rewritePrefix: '/admin/export',
    httpMethods: ['GET'],
    replyOptions: consoleCookieOnlyReply,
  });

  // Console picture uploads (POST multipart): mall-api /admin/upload/*.
  await app.register(fastifyHttpProxy, {
    upstream: options.upstream,
    prefix: '/console/upload',
    rewritePrefix: '/admin/upload',
    httpMethods: ['POST'],
    replyOptions: consoleCookieOnlyReply,
  });

  // The chat socket of a shop's 客服: mall-api maps the console session to the shop's servicer.
  await app.register(fastifyHttpProxy, {
    upstream: options.upstream,
    prefix: '/console/ws',
    rewritePrefix: '/admin/ws',
    websocket: true,
    // The plugin calls rewriteRequestHeaders (default: cookie only) but its typings omit it.
    wsClientOptions: {
      rewriteRequestHeaders: (headers: Record<string, string>, req: Pick<FastifyRequest, 'ip' | 'protocol' | 'headers'>) => {
        const only = consoleCookieOnly(req.headers.cookie);
        return { ...headers, ...(only ? { cookie: only } : {}), ...options.forwarding(req) };
      },
    } as object,
  });

  const indexFile = join(options.consoleDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`console app not built (${indexFile}); /console/ answers 503`);
  } else {
    await app.register(fastifyStatic, {
      root: join(options.consoleDir, 'assets'),
      prefix: '/console/assets/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      serve: true,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  // index.html for /console and every client route under it (the app's router takes over).
  const page = async (_req: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(indexFile)) return reply.status(503).type('text/plain; charset=utf-8').send('控制台尚未构建：请运行 npm run build');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').send(readFileSync(indexFile));
  };
  app.get('/console', async (_req, reply) => reply.redirect('/console/'));
  app.get('/console/', page);
  app.get('/console/*', page);
}
