// The console's REST client: POSTs to mall-api's /admin/api calls of the contract table with only the
// console cookie (never the shopper's) and the browser's x-console-csrf header, and maps the
// envelope's refusals to GraphQL errors (TOKEN_ERROR, FORBIDDEN, BUSINESS_ERROR).
import {
  REQUEST_ID_HEADER,
  CONSOLE_CSRF_HEADER,
  CONSOLE_SESSION_COOKIE,
  ConsoleErrorCode,
  consoleAuthEndpoints,
  consoleEndpoints,
  endpoints,
  ErrorCode,
  REQUEST_TIMEOUT_MS,
  type ConsoleAuthPath,
  type ConsolePath,
  type ConsoleRequestOf,
  type ConsoleResponseOf,
} from '@mall/rest-contract';
import type { z } from 'zod';
import { gatewayError, GatewayErrorCode, Messages } from '../errors';
import { GATEWAY_SECRET_HEADER } from '../rest-client';
import { fetchTransport, type UpstreamTransport } from '../cache/upstream';

export const ConsoleGatewayErrorCode = { ...GatewayErrorCode, FORBIDDEN: 'FORBIDDEN' } as const;

export interface ConsoleClientOptions {
  restBaseUrl: string;
  /** The console session token from the cookie, read each call (login and logout change it). */
  token: () => string | null;
  /** The x-console-csrf header the browser sent (or the fresh one after sign-in). */
  csrf: () => string | null;
  /** Told when mall-api says the session is gone, so the cookies are cleared. */
  onTokenError: () => void;
  transport?: UpstreamTransport;
  fetch?: typeof fetch;
  timeoutMs?: number;
  forwardedFor?: string;
  forwardedProto?: string;
  gatewaySecret?: string;
  onUpstreamError?: (details: { path: string; reason: string }) => void;
  /** The request's id, sent as x-request-id so mall-api's log lines carry it. */
  requestId?: string;
}

export interface ConsoleClient {
  call<P extends ConsolePath>(path: P, body: ConsoleRequestOf<P>): Promise<ConsoleResponseOf<P>>;
  signIn<P extends ConsoleAuthPath>(path: P, body: z.input<(typeof consoleAuthEndpoints)[P]['request']>): Promise<z.output<(typeof consoleAuthEndpoints)[P]['response']>>;
  /** A storefront call without a session (the image captcha). */
  captcha(): Promise<{ id: string; img: string }>;
  /**
   * The captcha's calls without a session that need no reading (the same mall-api calls, and so the
   * same per-address limits, as the storefront's): the altcha challenge bound to an image captcha,
   * and its check, which answers the captcha's code.
   */
  captchaProofOfWork(captchaId: string): Promise<{ challenge: string }>;
  solveCaptchaProofOfWork(captchaId: string, payload: string): Promise<{ code: string }>;
}

export function createConsoleClient(options: ConsoleClientOptions): ConsoleClient {
  const transport = options.transport ?? fetchTransport(options.fetch ?? globalThis.fetch);
  const base = options.restBaseUrl.replace(/\/+$/, '');

  async function post(path: string, body: unknown, session: boolean): Promise<unknown> {
    const token = session ? options.token() : null;
    const csrf = session ? options.csrf() : null;
    let payload: { code?: unknown; message?: unknown; data?: unknown };
    try {
      const response = await transport(`${base}${path}`, {
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(token ? { cookie: `${CONSOLE_SESSION_COOKIE}=${token}` } : {}),
          ...(csrf ? { [CONSOLE_CSRF_HEADER]: csrf } : {}),
          ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
          ...(options.forwardedProto ? { 'x-forwarded-proto': options.forwardedProto } : {}),
          ...(options.gatewaySecret ? { [GATEWAY_SECRET_HEADER]: options.gatewaySecret } : {}),
          ...(options.requestId ? { [REQUEST_ID_HEADER]: options.requestId } : {}),
        },
        body: JSON.stringify(body ?? {}),
        timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      });
      payload = (await response.json()) as typeof payload;
    } catch (error) {
      options.onUpstreamError?.({ path, reason: String(error) });
      throw gatewayError(GatewayErrorCode.UPSTREAM_ERROR, Messages.upstreamUnavailable);
    }
    if (typeof payload?.code !== 'number') throw gatewayError(GatewayErrorCode.UPSTREAM_ERROR, Messages.upstreamBadAnswer);
    const message = typeof payload.message === 'string' && payload.message ? payload.message : Messages.upstreamBadAnswer;
    if (payload.code === ErrorCode.TOKEN_ERROR) {
      options.onTokenError();
      throw gatewayError(GatewayErrorCode.TOKEN_ERROR, message, { restCode: payload.code });
    }
    if (payload.code === ConsoleErrorCode.FORBIDDEN) throw gatewayError(ConsoleGatewayErrorCode.FORBIDDEN as never, message, { restCode: payload.code });
    if (payload.code === ConsoleErrorCode.CSRF_REJECTED) throw gatewayError(GatewayErrorCode.CSRF_REJECTED, message, { restCode: payload.code });
    if (payload.code !== ErrorCode.SUCCESS) throw gatewayError(GatewayErrorCode.BUSINESS_ERROR, message, { restCode: payload.code });
    return payload.data;
  }

  const checked = <T>(schema: z.ZodType<T>, path: string, data: unknown): T => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      options.onUpstreamError?.({ path, reason: `answer does not match the contract: ${parsed.error.message}` });
      throw gatewayError(GatewayErrorCode.UPSTREAM_ERROR, Messages.upstreamBadAnswer);
    }
    return parsed.data;
  };

  return {
    async call(path, body) {
      return checked(consoleEndpoints[path].response as unknown as z.ZodType<never>, path, await post(path, body, true));
    },
    async signIn(path, body) {
      return checked(consoleAuthEndpoints[path].response as unknown as z.ZodType<never>, path, await post(path, body, false));
    },
    async captcha() {
      return (await post('/api/captcha/captcha', {}, false)) as { id: string; img: string };
    },
    async captchaProofOfWork(captchaId) {
      const path = '/api/captcha/pow';
      return checked(endpoints[path].response, path, await post(path, { captcha_id: captchaId }, false));
    },
    async solveCaptchaProofOfWork(captchaId, payload) {
      const path = '/api/captcha/pow_solve';
      return checked(endpoints[path].response, path, await post(path, { captcha_id: captchaId, payload }, false));
    },
  };
}
