import { GraphQLError, type ExecutionResult } from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import type { GatewayContext } from '../context';
import type { PublicCache } from '../cache/public-cache';
import { parseCookieHeader, TOKEN_COOKIE } from '../cookies';

/** One operation run by code in the gateway's own process (the server render's loaders). */
export interface InProcessCall {
  /** The operation's text, as gateway-client sends it (one operation per document). */
  query: string;
  variables?: Record<string, unknown>;
  /** The Cookie header the call carries (the shopper's, or only the public cookies). */
  cookie: string;
  /** The host's context (Fastify passes `{ req }`: the shopper's address, protocol, request id, logger). */
  serverContext?: Record<string, unknown>;
}

/** The answer as objects, not as JSON text: what a GraphQL response would carry, plus its Set-Cookie headers. */
export interface InProcessResult {
  data?: unknown;
  errors?: readonly GraphQLError[];
  setCookies: readonly string[];
}

export type InProcessExecute = (call: InProcessCall) => Promise<InProcessResult>;

const IN_PROCESS_URL = 'http://in-process/graphql';

/**
 * Runs operations through the gateway's envelop pipeline (the parse and validation caches, the
 * limits, masked errors, the compiled execution) without an HTTP exchange in between: the caller gets
 * the result objects, not a JSON text it would parse again. The HTTP-only steps are left out on
 * purpose: the same-origin check guards browsers, and nothing crosses a wire to be serialised.
 * Set-Cookie headers the resolvers asked for (a token error clears the session) come back beside the
 * answer, as the HTTP answer would carry them.
 *
 * With the public cache, a call without a token whose answer was made of the public cache's entries
 * alone (the layout, the home page's floors) is kept whole, frozen, until the first of those entries
 * expires, and concurrent calls share one run: the page's operations are not executed again for
 * every render, and nothing a token or a non-public call went into is ever kept.
 */
export function inProcessExecutor(
  getEnveloped: YogaServerInstance<Record<string, unknown>, GatewayContext>['getEnveloped'],
  contexts: WeakMap<Request, GatewayContext>,
  publicCache?: PublicCache,
): InProcessExecute {
  const run = async ({ query, variables, cookie, serverContext }: InProcessCall): Promise<InProcessResult & { publicUntil: number | null }> => {
    const request = new Request(IN_PROCESS_URL, { method: 'POST', headers: cookie ? { cookie } : {} });
    // Variables as the wire would hand them over: no undefined members, no shared objects.
    const variableValues = variables ? (JSON.parse(JSON.stringify(variables)) as Record<string, unknown>) : undefined;
    const { parse, validate, contextFactory, execute, schema } = getEnveloped({
      ...serverContext,
      request,
      params: { query, variables: variableValues },
    });
    let document;
    try {
      document = parse(query);
    } catch (error) {
      return { errors: [asGraphQLError(error)], setCookies: [], publicUntil: null };
    }
    const invalid = validate(schema, document);
    if (invalid.length > 0) return { errors: invalid, setCookies: [], publicUntil: null };
    const contextValue = await contextFactory();
    const result = (await execute({ schema, document, contextValue, variableValues })) as ExecutionResult;
    const ctx = contexts.get(request);
    // Public only when nothing of a shopper went in: no token, and every REST call the public cache's.
    const publicUntil = ctx && ctx.token === null && ctx.setCookies.length === 0 && !result.errors?.length ? (ctx.rest.publicOnlyUntil?.() ?? null) : null;
    return { data: result.data ?? undefined, errors: result.errors, setCookies: ctx?.setCookies ?? [], publicUntil };
  };
  if (!publicCache) return async (call) => strip(await run(call));

  const answers = publicCache.answers;
  return (call) => {
    // A shopper's token: never shared, never kept.
    if (parseCookieHeader(call.cookie).has(TOKEN_COOKIE)) return run(call).then(strip);
    const key = `${call.query}\n${JSON.stringify(call.variables ?? null)}\n${call.cookie}`;
    const hit = answers.get(key);
    if (hit && hit.expires > publicCache.time()) return hit.value as Promise<InProcessResult>;
    // One run per key at a time (its entry lives while it runs); kept only when the answer was made
    // of public-cache entries alone, until the first of them expires.
    const entry = { expires: Number.POSITIVE_INFINITY, value: Promise.resolve<unknown>(undefined) };
    const value = run(call).then(
      (answer) => {
        if (answer.publicUntil !== null && answer.publicUntil > publicCache.time()) entry.expires = answer.publicUntil;
        else if (answers.get(key) === entry) answers.delete(key);
        // Shared by every request asking meanwhile (and later, when kept): nobody may change it.
        return deepFreeze(strip(answer));
      },
      (error: unknown) => {
        if (answers.get(key) === entry) answers.delete(key);
        throw error;
      },
    );
    entry.value = value;
    answers.delete(key);
    answers.set(key, entry);
    // Oldest first in a Map: drop the oldest beyond the bound.
    while (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
    return value;
  };
}

/** Whole answers kept at most (a page's few operations × branch sites × languages). */
const MAX_ANSWERS = 200;

function strip({ publicUntil: _until, ...answer }: InProcessResult & { publicUntil: number | null }): InProcessResult {
  return answer;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

function asGraphQLError(error: unknown): GraphQLError {
  return error instanceof GraphQLError ? error : new GraphQLError(error instanceof Error ? error.message : String(error));
}
