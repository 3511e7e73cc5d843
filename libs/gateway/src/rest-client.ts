import DataLoader from 'dataloader';
import {
  endpoints,
  ErrorCode,
  REQUEST_ID_HEADER,
  REQUEST_TIMEOUT_MS,
  type CommonBody,
  type EndpointPath,
  type RequestOf,
  type ResponseOf,
} from '@mall/rest-contract';
import { GraphQLError } from 'graphql';
import { gatewayError, GatewayErrorCode, Messages } from './errors';
import { SITE_COOKIES, TOKEN_COOKIE } from './cookies';
import type { PublicCache } from './cache/public-cache';
import { fetchTransport, type UpstreamResponse, type UpstreamTransport } from './cache/upstream';

export interface CallOptions {
  /** Use this token instead of the request's (null: send none), e.g. right after login. */
  token?: string | null;
  /**
   * Memoise the answer for the rest of this GraphQL request (default true). Calls that change state
   * (login, logout) pass false.
   */
  cache?: boolean;
}

export interface RestClient {
  /** POSTs `body` plus the common body of SPEC §7 to `path`; resolves with `data` when code is 0. */
  call<P extends EndpointPath>(path: P, body: RequestOf<P>, options?: CallOptions): Promise<ResponseOf<P>>;
  /**
   * When every call so far was answered by the public cache (the same for every shopper), the
   * earliest expiry of the entries used; null when none was made or any call was not public.
   */
  publicOnlyUntil?(): number | null;
}

export interface RestClientOptions {
  fetch?: typeof fetch;
  /** Defaults to REQUEST_TIMEOUT_MS (60 s, §9). */
  timeoutMs?: number;
  /** Told about upstream failures that the client answers with UPSTREAM_ERROR (for the server log). */
  onUpstreamError?: (details: { path: string; reason: string }) => void;
  /** The shopper's IP, sent as X-Forwarded-For (mall-api believes it with the gateway secret or from TRUSTED_PROXIES). */
  forwardedFor?: string;
  /** The shopper's protocol (http/https), sent as X-Forwarded-Proto. */
  forwardedProto?: string;
  /** GATEWAY_SECRET, sent in GATEWAY_SECRET_HEADER so mall-api believes the two above (SECURITY.md). */
  gatewaySecret?: string;
  /**
   * REST calls this client may make (distinct calls, after DataLoader's de-duplication); beyond it a
   * call fails at once with QUERY_LIMIT_EXCEEDED instead of fanning out (GRAPHQL_LIMITS.maxRestCalls).
   */
  maxCalls?: number;
  /** How calls travel (the gateway's kept-alive undici Agent); `fetch` (or the global one) otherwise. */
  transport?: UpstreamTransport;
  /** The gateway instance's short-time cache of answers that are the same for every shopper. */
  publicCache?: PublicCache;
  /** The request's id (x-request-id), sent on every call so mall-api's log lines carry it. */
  requestId?: string;
  /** Told about every call that went to mall-api: its path, how long it took, how it ended (metrics). */
  onCall?: (call: RestCallRecord) => void;
}

/** One REST call as metrics see it; `outcome` by the answer's code, or `upstream_error` when none came. */
export interface RestCallRecord {
  path: string;
  seconds: number;
  outcome: 'ok' | 'token_error' | 'business_error' | 'upstream_error';
}

/** Carries GATEWAY_SECRET from storefront-server to mall-api (mall-api's http/client-address.ts). */
export const GATEWAY_SECRET_HEADER = 'x-mall-gateway-secret';

/** The common body of SPEC §7 for a request with these cookies (ARCHITECTURE §4). */
export function commonBodyFromCookies(cookies: ReadonlyMap<string, string>): CommonBody {
  // equipment_platform_type: the device platform of SPEC §7's common body (this storefront: a PC browser).
  const body: CommonBody = { app_type: 'pc', app_type_name: '电脑端', equipment_platform_type: 'pc', is_webp: 0 };
  const token = cookies.get(TOKEN_COOKIE);
  if (token) body.token = token;
  for (const name of SITE_COOKIES) {
    const raw = cookies.get(name);
    if (raw === undefined || !/^\d{1,9}$/.test(raw.trim())) continue;
    body[name] = Number(raw.trim());
  }
  return body;
}

interface PendingCall {
  id: string;
  path: EndpointPath;
  body: Record<string, unknown>;
  /** The body as sent: its stable JSON, also the call's cache key (serialised once). */
  json: string;
}

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'number' && (typeof v.message === 'string' || v.message === undefined);
}

/** JSON with sorted keys, so equal bodies give equal cache keys. */
function stableJson(value: unknown): string {
  if (value !== null && typeof value === 'object') {
    const toJSON = (value as { toJSON?: () => unknown }).toJSON;
    if (typeof toJSON === 'function') return stableJson(toJSON.call(value));
    if (Array.isArray(value)) {
      let out = '[';
      for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + stableJson(value[i]);
      return `${out}]`;
    }
    const record = value as Record<string, unknown>;
    let out = '{';
    for (const key of Object.keys(record).sort()) {
      if (record[key] === undefined) continue;
      out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${stableJson(record[key])}`;
    }
    return `${out}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The gateway's one REST client (ARCHITECTURE §3), made per GraphQL request: it adds the common body
 * built from that request, applies the 60 s timeout, maps `code != 0` to GraphQL errors, and makes
 * each distinct call (path + body + token) at most once per GraphQL request (DataLoader cache).
 */
export function createRestClient(
  baseUrl: string,
  commonBodyFromRequest: CommonBody | (() => CommonBody),
  options: RestClientOptions = {},
): RestClient {
  const transport = options.transport ?? fetchTransport(options.fetch ?? globalThis.fetch);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const base = baseUrl.replace(/\/+$/, '');
  const common = (): CommonBody =>
    typeof commonBodyFromRequest === 'function' ? commonBodyFromRequest() : commonBodyFromRequest;

  const upstream = (path: string, reason: string, message: string): GraphQLError => {
    options.onUpstreamError?.({ path, reason });
    return gatewayError(GatewayErrorCode.UPSTREAM_ERROR, message);
  };

  let calls = 0;
  /** Counts a call against the request's bound; throws synchronously beyond it. */
  function spend(): void {
    calls += 1;
    if (options.maxCalls !== undefined && calls > options.maxCalls) {
      throw gatewayError(GatewayErrorCode.QUERY_LIMIT_EXCEEDED, Messages.tooManyRestCalls(options.maxCalls), {
        limit: options.maxCalls,
      });
    }
  }

  async function send(call: PendingCall): Promise<unknown> {
    spend();
    return transmit(call);
  }

  async function transmit(call: PendingCall): Promise<unknown> {
    if (!options.onCall) return exchange(call);
    const started = performance.now();
    let outcome: RestCallRecord['outcome'] = 'upstream_error';
    try {
      const answer = await exchange(call);
      outcome = 'ok';
      return answer;
    } catch (error) {
      const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
      if (code === GatewayErrorCode.TOKEN_ERROR) outcome = 'token_error';
      else if (code === GatewayErrorCode.BUSINESS_ERROR) outcome = 'business_error';
      throw error;
    } finally {
      options.onCall({ path: call.path, seconds: (performance.now() - started) / 1000, outcome });
    }
  }

  async function exchange(call: PendingCall): Promise<unknown> {
    let response: UpstreamResponse;
    try {
      response = await transport(`${base}${call.path}`, {
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
          ...(options.forwardedProto ? { 'x-forwarded-proto': options.forwardedProto } : {}),
          ...(options.gatewaySecret ? { [GATEWAY_SECRET_HEADER]: options.gatewaySecret } : {}),
          ...(options.requestId ? { [REQUEST_ID_HEADER]: options.requestId } : {}),
        },
        body: call.json,
        timeoutMs,
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw upstream(
        call.path,
        String(error),
        timedOut ? Messages.upstreamTimeout : Messages.upstreamUnavailable,
      );
    }
    let payload: unknown;
    try {
      payload = await response.json();
    } catch (error) {
      throw upstream(
        call.path,
        `HTTP ${response.status}, not JSON: ${String(error)}`,
        Messages.upstreamUnavailable,
      );
    }
    if (!isEnvelope(payload)) {
      throw upstream(
        call.path,
        `HTTP ${response.status}, not a {code, message, data} answer`,
        Messages.upstreamBadAnswer,
      );
    }
    if (payload.code === ErrorCode.TOKEN_ERROR) {
      throw gatewayError(GatewayErrorCode.TOKEN_ERROR, payload.message || Messages.tokenError, {
        restCode: payload.code,
      });
    }
    if (payload.code !== ErrorCode.SUCCESS) {
      throw gatewayError(GatewayErrorCode.BUSINESS_ERROR, payload.message || Messages.upstreamBadAnswer, {
        restCode: payload.code,
      });
    }
    const parsed = endpoints[call.path].response.safeParse(payload.data);
    if (!parsed.success) {
      throw upstream(
        call.path,
        `data does not match the contract: ${parsed.error.message}`,
        Messages.upstreamBadAnswer,
      );
    }
    return parsed.data;
  }

  const loader = new DataLoader<PendingCall, unknown, string>(
    (calls) =>
      Promise.all(
        calls.map((c) =>
          send(c).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
        ),
      ),
    { cacheKeyFn: (c) => c.id },
  );

  const publicAnswers = new Map<string, Promise<unknown>>();
  let publicUntil = Number.POSITIVE_INFINITY;
  let privateCalls = 0;

  return {
    call<P extends EndpointPath>(
      path: P,
      body: RequestOf<P>,
      callOptions: CallOptions = {},
    ): Promise<ResponseOf<P>> {
      const commonBody: Record<string, unknown> = { ...common() };
      if (callOptions.token !== undefined) {
        if (callOptions.token === null) delete commonBody.token;
        else commonBody.token = callOptions.token;
      }
      const fullBody: Record<string, unknown> = { ...commonBody, ...(body as Record<string, unknown>) };
      const json = stableJson(fullBody);
      const pending: PendingCall = { id: `${path}\n${json}`, path, body: fullBody, json };
      const ttl = callOptions.cache === false ? undefined : options.publicCache?.ttlFor(path, fullBody);
      if (ttl !== undefined && options.publicCache) {
        // Same for every shopper (no token): from the instance's cache; a miss counts as a call. The
        // request keeps what it got, failures too, so asking again within it (a second resolver, or
        // the interpreter answering again after a compiled query's error) gets the same answer.
        let answer = publicAnswers.get(pending.id);
        if (!answer) {
          try {
            answer = options.publicCache.getOrLoad(pending.id, ttl, () => {
              spend();
              return transmit(pending);
            });
          } catch (error) {
            answer = Promise.reject(error);
          }
          answer.catch(() => {}); // handled by whoever awaits it
          publicAnswers.set(pending.id, answer);
          publicUntil = Math.min(publicUntil, options.publicCache.expiry(pending.id) ?? Number.NEGATIVE_INFINITY);
        }
        return answer as Promise<ResponseOf<P>>;
      }
      privateCalls += 1;
      const result = callOptions.cache === false ? send(pending) : loader.load(pending);
      return result as Promise<ResponseOf<P>>;
    },
    publicOnlyUntil: () => (privateCalls === 0 && publicAnswers.size > 0 && Number.isFinite(publicUntil) ? publicUntil : null),
  };
}
