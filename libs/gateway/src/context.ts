import type { CommonBody } from '@mall/rest-contract';
import { clearTokenCookie, parseCookieHeader, TOKEN_COOKIE, tokenCookie } from './cookies';
import {
  commonBodyFromCookies,
  createRestClient,
  type RestClient,
  type RestClientOptions,
} from './rest-client';

/** What every resolver gets: the request's REST client and its session cookie. */
export interface GatewayContext {
  rest: RestClient;
  /** The token from the HttpOnly cookie, or null for a visitor (or after logout / TOKEN_ERROR). */
  readonly token: string | null;
  /** Stores a fresh token in the session cookie (login). */
  setToken(token: string, autoLoginDays: number): void;
  /** Removes the session cookie (logout, TOKEN_ERROR). */
  clearToken(): void;
  /** Set-Cookie headers the response must carry. */
  readonly setCookies: readonly string[];
}

export interface ContextOptions extends RestClientOptions {
  restBaseUrl: string;
  /** Mark cookies Secure; by default when the request URL is https. */
  secureCookies?: boolean;
}

export function createGatewayContext(request: Request, options: ContextOptions): GatewayContext {
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  const secure = options.secureCookies ?? new URL(request.url).protocol === 'https:';
  const setCookies: string[] = [];
  let token: string | null = cookies.get(TOKEN_COOKIE) || null;
  const baseCommon = commonBodyFromCookies(cookies);
  const commonBody = (): CommonBody => {
    const body: CommonBody = { ...baseCommon };
    if (token) body.token = token;
    else delete body.token;
    return body;
  };
  return {
    rest: createRestClient(options.restBaseUrl, commonBody, options),
    get token() {
      return token;
    },
    setToken(next, autoLoginDays) {
      token = next;
      setCookies.push(tokenCookie(next, autoLoginDays, { secure }));
    },
    clearToken() {
      const had = token !== null || cookies.has(TOKEN_COOKIE);
      token = null;
      if (had && !setCookies.some((c) => c.startsWith(`${TOKEN_COOKIE}=;`)))
        setCookies.push(clearTokenCookie({ secure }));
    },
    setCookies,
  };
}
