import { Agent } from 'undici';

/** What the REST client needs from an HTTP answer. */
export interface UpstreamResponse {
  readonly status: number;
  json(): Promise<unknown>;
}

/** One POST to mall-api; rejects with an error named TimeoutError when `timeoutMs` passes. */
export type UpstreamTransport = (
  url: string,
  init: { headers: Record<string, string>; body: string; timeoutMs: number },
) => Promise<UpstreamResponse>;

/** A `fetch` (tests inject a fake one) as a transport. */
export function fetchTransport(fetchImpl: typeof fetch): UpstreamTransport {
  return (url, { headers, body, timeoutMs }) =>
    fetchImpl(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * Kept-alive connections to mall-api through undici's `request` (the profile showed the
 * WHATWG fetch layer — Request/Response objects, body streams, an AbortSignal per call — as the
 * gateway's biggest own cost after writing responses). One Agent per gateway instance: up to
 * `connections` sockets per origin, idle ones kept 30 s.
 */
export function keepAliveTransport({ connections = 64 }: { connections?: number } = {}): UpstreamTransport & {
  close(): Promise<void>;
} {
  const agent = new Agent({ connections, keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000 });
  const transport = async (url: string, init: { headers: Record<string, string>; body: string; timeoutMs: number }) => {
    try {
      const { statusCode, body } = await agent.request({
        origin: new URL(url).origin,
        path: url.slice(url.indexOf('/', url.indexOf('//') + 2)),
        method: 'POST',
        headers: init.headers,
        body: init.body,
        headersTimeout: init.timeoutMs,
        bodyTimeout: init.timeoutMs,
      });
      return {
        status: statusCode,
        json: async () => {
          // undici's body.json() rejects an empty or non-JSON answer with a SyntaxError, as fetch does.
          return JSON.parse(await body.text()) as unknown;
        },
      };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && TIMEOUT_CODES.has(code)) {
        const timeout = new Error(`mall-api did not answer within ${init.timeoutMs} ms`);
        timeout.name = 'TimeoutError';
        throw timeout;
      }
      throw error;
    }
  };
  return Object.assign(transport, { close: () => agent.close() });
}
