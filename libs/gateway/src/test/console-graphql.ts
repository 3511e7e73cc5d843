// The console gateway over a fake mall-api: records every /admin/api call and answers from handlers
// typed by the console contract; `gql` posts as the console page does (CSRF header, session cookie).
import { CONSOLE_CSRF_HEADER, CONSOLE_SESSION_COOKIE, type ConsolePath, type ConsoleResponseOf } from '@mall/rest-contract';
import { createConsoleGateway } from '../console/gateway';
import { fail, type Envelope, type RecordedCall } from './fake-rest';
import { TEST_ORIGIN, type GraphQLBody } from './post-graphql';

type Handler = (body: Record<string, unknown>) => Envelope;

export const consoleOk = <P extends ConsolePath>(_path: P, data: ConsoleResponseOf<P>): Envelope => ({ code: 0, message: '操作成功', data });
export { fail };

export function consoleGraphqlOver(handlers: Partial<Record<ConsolePath, Envelope | Handler>>) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path: url.pathname, body });
    const handler = handlers[url.pathname as ConsolePath];
    const envelope = typeof handler === 'function' ? handler(body) : (handler ?? fail(-4, '接口不存在'));
    return new Response(JSON.stringify({ ...envelope, timestamp: 0 }), { headers: { 'content-type': 'application/json' } });
  };
  const gateway = createConsoleGateway({ restBaseUrl: 'http://rest.test/', fetch: fetch as typeof globalThis.fetch });
  async function gql(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLBody> {
    const response = await gateway.fetch(`${TEST_ORIGIN}/console/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CONSOLE_CSRF_HEADER]: 'csrf-1', cookie: `${CONSOLE_SESSION_COOKIE}=${'c'.repeat(64)}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLBody;
  }
  return { gql, calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}
