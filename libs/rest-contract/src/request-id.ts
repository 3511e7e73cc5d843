// One id per request, carried from the first server that sees it (nginx or storefront-server) through
// the gateway's REST calls to mall-api, and written on every log line of both servers: grep one id to
// follow a page view across instances.
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may look like: nginx's $request_id (32 hex), a UUID, or a similar token. */
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id a request is known by: the one it came with when it looks like an id (a load balancer or the
 * gateway set it), else a fresh UUID (so nothing a client sends can break or flood a log line).
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && ACCEPTED.test(value) ? value : globalThis.crypto.randomUUID();
}
