// What the storefront's build does to the packages every page runs (React, the router, the GraphQL
// client), shared with the bench's framework floor (tools/bench/floor), so that both measure the
// same builds of the same packages.
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

const libsDir = fileURLToPath(new URL('../../libs', import.meta.url));
const reactRouterDist = fileURLToPath(new URL('../../node_modules/react-router/dist/production', import.meta.url));

/** Packages every page needs before anything else (one long-cached chunk). */
export const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|jotai|graphql-request|cookie|@vanilla-extract[\\/](css|dynamic|recipes|sprinkles))[\\/]/;

/**
 * React Router ships its production build only under dist/production, which no export condition
 * reaches: without these the browser and the server render run its development build (checks,
 * warnings; 7% of a render's CPU).
 */
export const productionRouterAliases: Alias[] = [
  { find: /^react-router$/, replacement: `${reactRouterDist}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}/dom-export.mjs` },
];

/**
 * graphql-request imports graphql-js's parse and print, which our string documents never reach
 * (libs/gateway-client/src/graphql-request-shim.ts says why): in the browser build its `graphql`
 * is that shim, keeping ≈11 KB gzip of parser and printer out of the first load.
 */
export function graphqlRequestShim(): Plugin {
  const shim = `${libsDir}/gateway-client/src/graphql-request-shim.ts`;
  return {
    name: 'mall:graphql-request-shim',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options.ssr || source !== 'graphql' || !importer) return null;
      return importer.replaceAll('\\', '/').includes('/node_modules/graphql-request/') ? shim : null;
    },
  };
}
