// The console's GraphQL endpoint (/console/graphql): a yoga instance of its own over the console
// schema, so no console type or field is reachable from the storefront's /graphql, and no storefront
// field from here. Same limits and cross-site refusal as the storefront's gateway, with the console's
// CSRF header.
import { createSchema, createYoga, type Plugin, type YogaInitialContext, type YogaServerInstance } from 'graphql-yoga';
import { CONSOLE_CSRF_HEADER, CONSOLE_GRAPHQL_PATH } from '@mall/rest-contract';
import { Messages } from '../errors';
import { graphqlLimitPlugins } from '../limits/limits';
import { keepAliveTransport } from '../cache/upstream';
import type { GatewayOptions } from '../gateway';
import { hostRequestId, upstreamErrorLogger } from '../host-request';
import { typeDefs } from './generated/type-defs';
import { resolvers } from './resolvers';
import { createConsoleContext, type ConsoleContext } from './context';
import { sameOriginOnly } from '../same-origin';

/** The storefront gateway's options that the console's endpoint takes too (no public cache, no REST-call budget). */
export type ConsoleGatewayOptions = Pick<
  GatewayOptions,
  'restBaseUrl' | 'fetch' | 'transport' | 'timeoutMs' | 'allowedOrigins' | 'secureCookies' | 'gatewaySecret' | 'logging' | 'development'
>;

type ServerContext = Record<string, unknown>;
export type ConsoleGateway = YogaServerInstance<ServerContext, ConsoleContext>;

function cookiesPlugin(contexts: WeakMap<Request, ConsoleContext>): Plugin {
  return {
    onResponse({ request, response }) {
      const ctx = contexts.get(request);
      response.headers.set('cache-control', 'no-store');
      if (!ctx) return;
      for (const cookie of ctx.setCookies) response.headers.append('set-cookie', cookie);
    },
  };
}

const serverReq = (initial: ServerContext) => initial['req'] as { ip?: unknown; protocol?: unknown } | undefined;

export function createConsoleGateway(options: ConsoleGatewayOptions): ConsoleGateway {
  const contexts = new WeakMap<Request, ConsoleContext>();
  const transport = options.transport ?? (options.fetch ? undefined : keepAliveTransport());
  return createYoga<ServerContext, ConsoleContext>({
    schema: createSchema<ServerContext & YogaInitialContext & ConsoleContext>({ typeDefs, resolvers }),
    graphqlEndpoint: CONSOLE_GRAPHQL_PATH,
    context: (initial) => {
      const req = serverReq(initial);
      const protocol = typeof req?.protocol === 'string' ? req.protocol : undefined;
      const ctx = createConsoleContext(initial.request, {
        restBaseUrl: options.restBaseUrl,
        fetch: options.fetch,
        transport,
        timeoutMs: options.timeoutMs,
        forwardedFor: typeof req?.ip === 'string' ? req.ip : undefined,
        forwardedProto: protocol,
        gatewaySecret: options.gatewaySecret,
        secureCookies: options.secureCookies ?? (protocol ? protocol === 'https' : undefined),
        requestId: hostRequestId(initial),
        onUpstreamError: upstreamErrorLogger(initial, 'console gateway'),
      });
      contexts.set(initial.request, ctx);
      return ctx;
    },
    cors: false,
    graphiql: false,
    landingPage: false,
    healthCheckEndpoint: '/console/graphql/healthz',
    logging: options.logging ?? false,
    maskedErrors: { errorMessage: Messages.internal, isDev: false },
    plugins: [sameOriginOnly(CONSOLE_GRAPHQL_PATH, CONSOLE_CSRF_HEADER, options.allowedOrigins ?? []), ...graphqlLimitPlugins({ development: options.development ?? process.env.NODE_ENV === 'development' }), cookiesPlugin(contexts)],
  });
}
