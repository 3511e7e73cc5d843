// One gateway over a fake REST, and the browser's POST /graphql to it: what every resolver test sets up.
import { createGateway, CSRF_HEADER } from '../gateway';
import type { fakeRest } from './fake-rest';

export const TEST_ORIGIN = 'http://mall.test';
/** A logged-in shopper's cookie (the fake REST accepts any token). */
export const sessionCookie = (letter = 'd') => `mall_token=${letter.repeat(64)}`;

export interface GraphQLBody {
  data?: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary selections
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface GraphQLPost {
  variables?: Record<string, unknown>;
  cookie?: string;
}

/** Posts one GraphQL request, as the browser does (JSON, CSRF header, the cookie if any). */
export function gatewayOver(rest: Pick<ReturnType<typeof fakeRest>, 'fetch'>) {
  const gateway = createGateway({ restBaseUrl: 'http://rest.test/', fetch: rest.fetch });
  async function post(query: string, { variables = {}, cookie }: GraphQLPost = {}) {
    const response = await gateway.fetch(`${TEST_ORIGIN}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { body: (await response.json()) as GraphQLBody, setCookies: response.headers.getSetCookie(), response };
  }
  return { gateway, post };
}

/**
 * What a resolver test's setup() answers: the fake REST, `gql` (the answer's body) and `send` (the
 * whole answer: body, Set-Cookie headers, response), both taking variables and a cookie.
 */
export function graphqlOver<R extends Pick<ReturnType<typeof fakeRest>, 'fetch'>>(rest: R) {
  const { post } = gatewayOver(rest);
  const send = (query: string, variables: Record<string, unknown> = {}, cookie?: string) => post(query, { variables, cookie });
  const gql = async (query: string, variables: Record<string, unknown> = {}, cookie?: string) => (await send(query, variables, cookie)).body;
  return { rest, gql, send };
}
