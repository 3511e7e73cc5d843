// The console's GraphQL client: graphql-request against /console/graphql with the CSRF header (the
// readable mall_console_csrf cookie's value; "-" before sign-in, which the gateway accepts as present
// and mall-api never matches). Errors become ConsoleRequestError with the gateway's code.
import { GraphQLClient, ClientError } from 'graphql-request';
import { CONSOLE_CSRF_COOKIE, CONSOLE_CSRF_HEADER, CONSOLE_GRAPHQL_PATH } from '@mall/rest-contract/console-permissions';
import type { TypedDocumentString } from './generated/documents';

export class ConsoleRequestError extends Error {
  constructor(
    message: string,
    /** TOKEN_ERROR, FORBIDDEN, BUSINESS_ERROR, CSRF_REJECTED, UPSTREAM_ERROR … */
    readonly code: string,
  ) {
    super(message);
    this.name = 'ConsoleRequestError';
  }
}

export function csrfToken(cookie = typeof document === 'undefined' ? '' : document.cookie): string {
  const pair = cookie.split(';').map((p) => p.trim()).find((p) => p.startsWith(`${CONSOLE_CSRF_COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(CONSOLE_CSRF_COOKIE.length + 1)) || '-' : '-';
}

let client: GraphQLClient | null = null;
const origin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

/** Runs one console document; resolves with its data or throws ConsoleRequestError. */
export async function consoleRequest<R, V>(document: TypedDocumentString<R, V>, variables?: V): Promise<R> {
  client ??= new GraphQLClient(`${origin()}${CONSOLE_GRAPHQL_PATH}`, { credentials: 'same-origin' });
  try {
    return await client.request<R>({ document: document.toString(), variables: (variables ?? undefined) as Record<string, unknown> | undefined, requestHeaders: { [CONSOLE_CSRF_HEADER]: csrfToken() } });
  } catch (error) {
    if (error instanceof ClientError) {
      const first = error.response.errors?.[0];
      throw new ConsoleRequestError(first?.message ?? error.message, String(first?.extensions?.code ?? 'UPSTREAM_ERROR'));
    }
    throw new ConsoleRequestError(error instanceof Error ? error.message : String(error), 'UPSTREAM_ERROR');
  }
}
