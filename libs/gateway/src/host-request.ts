// What the gateways read from the host's request (Fastify passes `{ req, reply }` as the server
// context): its id, passed on to mall-api, and its logger, whose lines carry that id.
type ServerContext = Record<string, unknown>;

/** The host's request id (Fastify's `req.id`), passed to mall-api on every REST call. */
export function hostRequestId(serverContext: ServerContext): string | undefined {
  const req = serverContext['req'] as { id?: unknown } | undefined;
  return typeof req?.id === 'string' ? req.id : undefined;
}

/**
 * Where the gateway reports a failed REST call: the host request's logger (its lines carry the request
 * id) or, outside a host, the console.
 */
export function upstreamErrorLogger(serverContext: ServerContext, label: string): (details: { path: string; reason: string }) => void {
  const req = serverContext['req'] as { log?: { warn(details: object, message: string): void } } | undefined;
  const log = req?.log;
  return log ? (details) => log.warn(details, `${label}: mall-api call failed`) : ({ path, reason }) => console.warn(`[${label}] ${path}: ${reason}`);
}

