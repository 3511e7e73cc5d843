// The framework floor's build: the storefront's own treatment of the same packages (production
// router, graphql-request without graphql-js), so the floor and the routes are comparable.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { graphqlRequestShim, productionRouterAliases } from '../../../apps/storefront/vite.framework.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'error',
  plugins: [graphqlRequestShim()],
  resolve: { alias: productionRouterAliases },
  build: { outDir: fileURLToPath(new URL('../../../tmp/bench-floor', import.meta.url)), emptyOutDir: true },
});
