import { ClientError, GraphQLClient } from 'graphql-request';
import { GatewayError, defaultMessages, type GatewayClientMessages } from './errors';
import type { TypedDocumentString } from './generated/documents/TypedDocumentString';

/** Must match the gateway's CSRF header (libs/gateway): cross-site pages cannot send it. */
export const CSRF_HEADER = 'x-mall-csrf';
export const GRAPHQL_ENDPOINT = '/graphql';
/** Within this window a second error toast is not shown ("only one toast at a time", SPEC §8). */
export const TOAST_DEDUPE_MS = 3000;

export interface GatewayClientHooks {
  /** TOKEN_ERROR: clear the client's session state (jotai atoms, cached member). */
  onTokenError(): void;
  /** Client-side navigation (React Router's navigate). */
  navigate(to: string): void;
  /** Shows an error toast. */
  showToast(message: string): void;
  /** The full current path (pathname + search + hash) for the login redirect. */
  currentPath(): string;
}

export interface GatewayClientConfig extends GatewayClientHooks {
  /** Defaults to '/graphql' on the page's origin. */
  endpoint?: string;
  /** Transport; tests pass a fake. */
  fetch?: typeof fetch;
  /** Overrides of the Chinese fallback messages (e.g. from i18n resources). */
  messages?: Partial<GatewayClientMessages>;
  /** Clock for the toast de-duplication window. */
  now?: () => number;
  /**
   * Runs an operation in this process instead of over HTTP (the server render calls its own gateway):
   * the answer's objects are used as they are, without a JSON text in between.
   */
  execute?: InProcessExecute;
}

/** An operation run in process: its text and variables in, a GraphQL answer's data and errors out. */
export type InProcessExecute = (
  query: string,
  variables: Record<string, unknown> | undefined,
) => Promise<{ data?: unknown; errors?: readonly WireError[] }>;

export interface GqlOptions {
  /** On TOKEN_ERROR, go to /login?redirect=<current full path> (SPEC §6 forceLogin). */
  forceLogin?: boolean;
  /** Show no toast for this call's failure (the caller handles it, e.g. ranking loads are only logged). */
  silent?: boolean;
  /** Cancels the request (a route loader passes request.signal). */
  signal?: AbortSignal;
}

/** graphql-request's loose GraphQL error shape, as found in ClientError.response.errors. */
interface WireError {
  message?: unknown;
  extensions?: { code?: unknown; restCode?: unknown } | null;
}

function defaultHooks(): GatewayClientHooks {
  const location = (globalThis as { location?: Location }).location;
  return {
    onTokenError: () => undefined,
    navigate: (to) => location?.assign(to),
    showToast: (message) => console.error(message),
    currentPath: () => (location ? `${location.pathname}${location.search}${location.hash}` : '/'),
  };
}

/** The one GatewayError of a GraphQL answer's errors (a token error first), or null when there are none. */
function fromWireErrors(errors: readonly WireError[], status: number | undefined, messages: GatewayClientMessages): GatewayError | null {
  const pick = errors.find((e) => e.extensions?.code === 'TOKEN_ERROR') ?? errors[0];
  if (!pick) return null;
  const code = typeof pick.extensions?.code === 'string' ? pick.extensions.code : 'INTERNAL_SERVER_ERROR';
  const message = typeof pick.message === 'string' && pick.message ? pick.message : messages.unknown;
  const restCode = typeof pick.extensions?.restCode === 'number' ? pick.extensions.restCode : undefined;
  return new GatewayError(code, message, status, restCode);
}

/** Turns whatever graphql-request threw into one GatewayError. */
export function toGatewayError(
  error: unknown,
  messages: GatewayClientMessages = defaultMessages,
): GatewayError {
  if (error instanceof GatewayError) return error;
  if (error instanceof ClientError) {
    const { status } = error.response;
    return fromWireErrors((error.response.errors ?? []) as WireError[], status, messages) ?? new GatewayError('HTTP_ERROR', messages.http, status);
  }
  if (error instanceof Error && error.name === 'AbortError')
    return new GatewayError('ABORTED', messages.aborted);
  return new GatewayError('NETWORK_ERROR', messages.network);
}

export interface GatewayClient {
  gql<TResult, TVariables>(
    document: TypedDocumentString<TResult, TVariables>,
    variables?: TVariables,
    options?: GqlOptions,
  ): Promise<TResult>;
}

/** A client with its own hooks; the app normally uses the module-level `gql` set up by configureGatewayClient. */
export function createGatewayClient(config: Partial<GatewayClientConfig> = {}): GatewayClient {
  const hooks: GatewayClientHooks = { ...defaultHooks(), ...config };
  const messages: GatewayClientMessages = { ...defaultMessages, ...config.messages };
  const now = config.now ?? (() => Date.now());
  const client = new GraphQLClient(
    config.endpoint ?? new URL(GRAPHQL_ENDPOINT, globalThis.location?.href ?? 'http://localhost').href,
    {
      credentials: 'same-origin',
      headers: { [CSRF_HEADER]: '1' },
      // Operations are one per document, so the operation name need not be parsed out of the string.
      excludeOperationName: true,
      ...(config.fetch ? { fetch: config.fetch } : {}),
    },
  );
  const execute = config.execute;
  let lastToastAt = Number.NEGATIVE_INFINITY;

  function toast(message: string): void {
    const t = now();
    if (t - lastToastAt < TOAST_DEDUPE_MS) return;
    lastToastAt = t;
    hooks.showToast(message);
  }

  function report(error: GatewayError, options: GqlOptions): void {
    if (error.code === 'ABORTED') return;
    if (error.code === 'TOKEN_ERROR') {
      hooks.onTokenError();
      if (options.forceLogin) hooks.navigate(`/login?redirect=${encodeURIComponent(hooks.currentPath())}`);
      return;
    }
    if (!options.silent) toast(error.message);
  }

  return {
    async gql<TResult, TVariables>(
      document: TypedDocumentString<TResult, TVariables>,
      variables?: TVariables,
      options: GqlOptions = {},
    ): Promise<TResult> {
      try {
        if (execute) {
          const result = await execute(document.toString(), (variables ?? undefined) as Record<string, unknown> | undefined);
          // As graphql-request does: any error fails the call (the status an HTTP answer would have had).
          const failed = result.errors?.length ? fromWireErrors(result.errors, 200, messages) : null;
          if (failed) throw failed;
          return result.data as TResult;
        }
        return await client.request<TResult>({
          document: document.toString(),
          variables: (variables ?? undefined) as Record<string, unknown> | undefined,
          signal: options.signal,
        });
      } catch (thrown) {
        const error = options.signal?.aborted
          ? new GatewayError('ABORTED', messages.aborted)
          : toGatewayError(thrown, messages);
        report(error, options);
        throw error;
      }
    },
  };
}

let current: GatewayClient = createGatewayClient();

/**
 * What one server render owns (storefront-server's render pipeline): its own client (calling the
 * gateway in process with the shopper's cookies) and a memo for data shared by the loaders of that
 * request (the Shell). On the server many renders run at once, so nothing of theirs may live in a
 * module variable: the host resolves the scope of the request being rendered (AsyncLocalStorage).
 */
export interface RequestScope {
  client: GatewayClient;
  /** The shopper's Cookie header (branch-site cookies are read from it). */
  cookie: string;
  /** Per-request memo (e.g. the Shell query's promise). */
  memo: Map<string, unknown>;
  /**
   * A page a shared cache may keep: rendered for nobody in particular (no session query, no token
   * sent), so its HTML holds nothing of the shopper who asked.
   */
  publicPage?: boolean;
  /**
   * Calls the gateway without the shopper's token, for what is the same for every shopper (the
   * layout): the gateway's public cache answers it for members too.
   */
  anonymousClient?: GatewayClient;
}

let resolveScope: () => RequestScope | undefined = () => undefined;

/** Server rendering only: how to find the scope of the request being rendered. */
export function setRequestScopeResolver(resolver: () => RequestScope | undefined): void {
  resolveScope = resolver;
}

/** The scope of the server render in progress, or undefined in the browser. */
export function currentRequestScope(): RequestScope | undefined {
  return resolveScope();
}

/** Set once by the app at start: the hooks of the one error mapping (ARCHITECTURE §3). */
export function configureGatewayClient(config: GatewayClientConfig): void {
  current = createGatewayClient(config);
}

/**
 * Runs a typed operation (a codegen `…Document`) through /graphql. Errors are mapped once: TOKEN_ERROR
 * clears the session (and with forceLogin goes to login), anything else shows one toast; the
 * GatewayError is rethrown so the caller (a loader) can decide what to render.
 */
export function gql<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables?: TVariables,
  options?: GqlOptions,
): Promise<TResult> {
  return (resolveScope()?.client ?? current).gql(document, variables, options);
}
