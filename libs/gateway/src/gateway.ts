import {
  createSchema,
  createYoga,
  type Plugin,
  type YogaInitialContext,
  type YogaServerInstance,
} from 'graphql-yoga';
import { createGatewayContext, type GatewayContext } from './context';
import { Messages } from './errors';
import { GRAPHQL_LIMITS, graphqlLimitPlugins } from './limits/limits';
import { PublicCache } from './cache/public-cache';
import { keepAliveTransport, type UpstreamTransport } from './cache/upstream';
import type { RestClientOptions } from './rest-client';
import { hostRequestId, upstreamErrorLogger } from './host-request';
import { typeDefs } from './generated/type-defs';
import { resolvers } from './resolvers';
import { compiledExecutionPlugin } from './execution/compiled';
import { operationSpanPlugin } from './execution/trace';
import { inProcessExecutor, type InProcessExecute } from './execution/in-process';
import { sameOriginOnly } from './same-origin';

/** The header gateway-client sends with every request; a cross-site form or fetch cannot (ARCHITECTURE §4). */
export const CSRF_HEADER = 'x-mall-csrf';
export const GRAPHQL_PATH = '/graphql';

export interface GatewayOptions {
  /** mall-api, e.g. http://127.0.0.1:3001 (REST_BASE_URL). */
  restBaseUrl: string;
  /** REST transport; tests inject a fake. */
  fetch?: typeof fetch;
  /**
   * How REST calls travel, instead of the kept-alive undici Agent (the bench replays answers through
   * one); wins over `fetch`.
   */
  transport?: UpstreamTransport;
  /** REST timeout; REQUEST_TIMEOUT_MS (60 s) by default. */
  timeoutMs?: number;
  /** Origins besides the request's own that may call the gateway (e.g. a dev server). */
  allowedOrigins?: readonly string[];
  /** Mark the session cookie Secure; by default when the request URL is https. */
  secureCookies?: boolean;
  /** GATEWAY_SECRET shared with mall-api: sent on every REST call so it believes the shopper's address. */
  gatewaySecret?: string;
  /** Yoga's logger; false silences it. */
  logging?: boolean;
  /**
   * Introspection and "Did you mean" suggestions on; by default only when NODE_ENV=development
   * (they map the schema for an attacker).
   */
  development?: boolean;
  /** REST calls per GraphQL request; GRAPHQL_LIMITS.maxRestCalls by default (tests lower it). */
  maxRestCalls?: number;
  /** The named short-time cache of public answers (src/cache/public-cache.ts); on by default. */
  publicCache?: boolean | PublicCache;
  /** Told about every REST call to mall-api (the host's metrics). */
  onRestCall?: RestClientOptions['onCall'];
}

/** Whatever the host passes per request (Fastify passes `{ req, reply }`). */
export type GatewayServerContext = Record<string, unknown>;
export type Gateway = YogaServerInstance<GatewayServerContext, GatewayContext> & {
  /** Runs an operation for code in this process (the server render), answering objects, not JSON. */
  executeInProcess: InProcessExecute;
};

/** Copies the Set-Cookie headers resolvers asked for (login, logout, TOKEN_ERROR) onto the response. */
function sessionCookiesPlugin(contexts: WeakMap<Request, GatewayContext>): Plugin {
  return {
    onResponse({ request, response }) {
      const ctx = contexts.get(request);
      if (!ctx) return;
      for (const cookie of ctx.setCookies) response.headers.append('set-cookie', cookie);
      // A response that sets the session cookie must never be cached by anyone.
      if (ctx.setCookies.length > 0) response.headers.set('cache-control', 'no-store');
    },
  };
}

/**
 * The storefront's GraphQL gateway (ARCHITECTURE §1, §3): graphql-yoga over the SDL, resolving
 * through a per-request REST client to mall-api. Mount it at /graphql; `gateway.fetch(request)` or
 * `gateway.handleNodeRequestAndResponse(req, res)` serve a request.
 */
/**
 * The shopper's address as the host saw it (Fastify's `req.ip`), so mall-api's per-address limits
 * count shoppers rather than the gateway.
 */
function clientIp(serverContext: GatewayServerContext): string | undefined {
  const req = serverContext['req'] as { ip?: unknown } | undefined;
  return typeof req?.ip === 'string' ? req.ip : undefined;
}

/** The shopper's protocol as the host saw it (Fastify's `req.protocol`: X-Forwarded-Proto only from a trusted proxy). */
function clientProtocol(serverContext: GatewayServerContext): string | undefined {
  const req = serverContext['req'] as { protocol?: unknown } | undefined;
  return typeof req?.protocol === 'string' ? req.protocol : undefined;
}

export function createGateway(options: GatewayOptions): Gateway {
  const contexts = new WeakMap<Request, GatewayContext>();
  // Made once per gateway, shared by its requests: kept-alive sockets to mall-api and the cache.
  const transport = options.transport ?? (options.fetch ? undefined : keepAliveTransport());
  const publicCache =
    options.publicCache instanceof PublicCache
      ? options.publicCache
      : options.publicCache === false
        ? undefined
        : new PublicCache();
  const yoga = createYoga<GatewayServerContext, GatewayContext>({
    schema: createSchema<GatewayServerContext & YogaInitialContext & GatewayContext>({ typeDefs, resolvers }),
    graphqlEndpoint: GRAPHQL_PATH,
    context: (initial) => {
      const { request } = initial;
      const protocol = clientProtocol(initial);
      const ctx = createGatewayContext(request, {
        forwardedFor: clientIp(initial),
        forwardedProto: protocol,
        gatewaySecret: options.gatewaySecret,
        restBaseUrl: options.restBaseUrl,
        fetch: options.fetch,
        timeoutMs: options.timeoutMs,
        // Secure when the shopper came over https: the host's own TLS or a trusted proxy's word.
        secureCookies: options.secureCookies ?? (protocol ? protocol === 'https' : undefined),
        maxCalls: options.maxRestCalls ?? GRAPHQL_LIMITS.maxRestCalls,
        transport,
        publicCache,
        requestId: hostRequestId(initial),
        onCall: options.onRestCall,
        onUpstreamError: upstreamErrorLogger(initial, 'gateway'),
      });
      contexts.set(request, ctx);
      return ctx;
    },
    cors: false,
    graphiql: false,
    landingPage: false,
    healthCheckEndpoint: '/graphql/healthz',
    logging: options.logging ?? false,
    maskedErrors: { errorMessage: Messages.internal, isDev: false },
    plugins: [
      sameOriginOnly(GRAPHQL_PATH, CSRF_HEADER, options.allowedOrigins ?? []),
      ...graphqlLimitPlugins({ development: options.development ?? process.env.NODE_ENV === 'development' }),
      sessionCookiesPlugin(contexts),
      compiledExecutionPlugin(),
      operationSpanPlugin(),
    ],
  });
  return Object.assign(yoga, { executeInProcess: inProcessExecutor(yoga.getEnveloped, contexts, publicCache) });
}
