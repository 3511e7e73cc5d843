import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../../dist/apps/console', import.meta.url));
const libsDir = fileURLToPath(new URL('../../libs', import.meta.url));

/** graphql-request's parser and printer are never reached by string documents (gateway-client's shim says why). */
function graphqlRequestShim(): Plugin {
  const shim = `${libsDir}/gateway-client/src/graphql-request-shim.ts`;
  return {
    name: 'mall:graphql-request-shim',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'graphql' || !importer) return null;
      return importer.replaceAll('\\', '/').includes('/node_modules/graphql-request/') ? shim : null;
    },
  };
}

/** The console: client-rendered under /console/ (storefront-server serves index.html for every /console/* page). */
export default defineConfig({
  root,
  base: '/console/',
  plugins: [
    graphqlRequestShim(),
    react(),
    vanillaExtractPlugin(),
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|html|svg|json)$/, threshold: 1024 }),
  ],
  build: { outDir, emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/console/graphql': 'http://127.0.0.1:3000', '/console/export': 'http://127.0.0.1:3000' } },
});
