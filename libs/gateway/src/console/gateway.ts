// The console's GraphQL endpoint (/console/graphql): a yoga instance of its own over the console
// schema, so no console type or field is reachable from the storefront's /graphql, and no storefront
// field from here. Same limits and cross-site refusal as the storefront's gateway, with the console's
// CSRF header.
import { createSchema, createYoga, type Plugin, type YogaInitialContext, type YogaServerInstance } from 'graphql-yoga';
import { CONSOLE_CSRF_HEADER, CONSOLE_GRAPHQL_PATH } from '@mall/rest-contract';
import { GatewayErrorCode, Messages } from '../errors';
import { graphqlLimitPlugins } from '../limits/limits';
import { keepAliveTransport, type UpstreamTransport } from '../cache/upstream';
import { hostRequestId, upstreamErrorLogger } from '../host-request';
import { typeDefs } from './generated/type-defs';
import { resolvers } from './resolvers';
import { createConsoleContext, type ConsoleContext } from './context';

export interface ConsoleGatewayOptions {
  restBaseUrl: string;
  fetch?: typeof fetch;
  transport?: UpstreamTransport;
  timeoutMs?: number;
  /** Origins besides the request's own that may call (a dev server). */
  allowedOrigins?: readonly string[];
  secureCookies?: boolean;
  gatewaySecret?: string;
  logging?: boolean;
  development?: boolean;
}

type ServerContext = Record<string, unknown>;
export type ConsoleGateway = YogaServerInstance<ServerContext, ConsoleContext>;

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

/** Refuses cross-site requests: the custom header must be there, Origin and Sec-Fetch-Site same-origin. */
function sameOriginOnly(allowedOrigins: readonly string[]): Plugin {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/+$/, '')));
  return {
    onRequest({ request, url, endResponse }) {
      if (url.pathname !== CONSOLE_GRAPHQL_PATH) return;
      const origin = request.headers.get('origin');
      const fetchSite = request.headers.get('sec-fetch-site');
      const sameOrigin = origin === null || hostOf(origin) === url.host || allowed.has(origin);
      const siteOk = fetchSite === null || fetchSite === 'same-origin' || fetchSite === 'none' || (origin !== null && allowed.has(origin));
      if (!request.headers.has(CONSOLE_CSRF_HEADER) || !sameOrigin || !siteOk) {
        endResponse(
          new Response(JSON.stringify({ errors: [{ message: Messages.crossSite, extensions: { code: GatewayErrorCode.CSRF_REJECTED } }] }), {
            status: 403,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          }),
        );
      }
    },
  };
}

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
    plugins: [sameOriginOnly(options.allowedOrigins ?? []), ...graphqlLimitPlugins({ development: options.development ?? process.env.NODE_ENV === 'development' }), cookiesPlugin(contexts)],
  });
}
