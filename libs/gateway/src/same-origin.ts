// The cross-site refusal of a GraphQL endpoint (the storefront's /graphql and the console's
// /console/graphql, each with its own custom header): a cross-site page cannot add the header without a
// CORS preflight, which these servers never grant, and the Origin (when sent) and Sec-Fetch-Site must
// say same origin.
import type { Plugin } from 'graphql-yoga';
import { GatewayErrorCode, Messages } from './errors';

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** Refuses requests to `path` without `csrfHeader` or from another site (403, CSRF_REJECTED). */
export function sameOriginOnly(path: string, csrfHeader: string, allowedOrigins: readonly string[]): Plugin {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/+$/, '')));
  return {
    onRequest({ request, url, endResponse }) {
      if (url.pathname !== path) return;
      const fetchSite = request.headers.get('sec-fetch-site');
      const origin = request.headers.get('origin');
      // Hosts, not full origins: behind a TLS-terminating proxy the request URL says http.
      const sameOrigin = origin === null || hostOf(origin) === url.host || allowed.has(origin);
      const siteOk = fetchSite === null || fetchSite === 'same-origin' || fetchSite === 'none' || (origin !== null && allowed.has(origin));
      if (!request.headers.has(csrfHeader) || !sameOrigin || !siteOk) {
        endResponse(
          new Response(JSON.stringify({ errors: [{ message: Messages.crossSite, extensions: { code: GatewayErrorCode.CSRF_REJECTED } }] }), {
            status: 403,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          }),
        );
      }
    },
  };
}
