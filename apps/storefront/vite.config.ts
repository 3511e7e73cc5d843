import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
// The constants entry only: it has no imports, so Vite's config bundler inlines it as is.
import { ASSET_BASE_PATH } from '@mall/rest-contract/constants';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../../dist/apps/storefront', import.meta.url));

// Workspace packages (@mall/*) need no alias: npm links them into node_modules/@mall and each
// package's `exports` points at its TypeScript source.
export default defineConfig({
  root,
  // SPEC §9: built assets are served under /web/; the routes themselves live at /.
  base: ASSET_BASE_PATH,
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Brotli (maximum quality) and gzip beside every text asset; storefront-server sends the one the
    // browser accepts (@fastify/static preCompressed), so nothing is compressed per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|txt)$/,
      threshold: 1024,
    }),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 4200,
    proxy: {
      '/graphql': 'http://localhost:3000',
      '/upload': 'http://localhost:3000',
    },
  },
});
