// Tells "the database is not answering" (server restarting, connection refused or cut, pool wait
// timed out) apart from a bug: the first is a 503 a client may retry, the second a 500.

export const SERVICE_UNAVAILABLE_MESSAGE = '服务暂时不可用，请稍后重试';

/** Node socket errors and PostgreSQL SQLSTATEs of class 08 (connection) and 57P (operator intervention). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown: the server is stopping (fast shutdown terminates backends)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

// node-postgres reports a lost connection or a pool wait that timed out only in the message.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'the database system is',
  'terminating connection due to administrator command',
];

/** True when `error` (or an error in its `cause` chain, as drizzle wraps driver errors) is the database being unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let e: unknown = error;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    const { errors } = e as { errors?: unknown };
    // AggregateError from a connect to several addresses (127.0.0.1 and ::1).
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
