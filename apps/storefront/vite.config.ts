import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
// The constants entry only: it has no imports, so Vite's config bundler inlines it as is.
import { ASSET_BASE_PATH } from '@mall/rest-contract/constants';
import { ssrAssetsPlugin } from './ssr-assets-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../../dist/apps/storefront', import.meta.url));
/** The server-render bundle (src/entry-server.tsx), loaded by storefront-server (src/render/). */
const ssrOutDir = fileURLToPath(new URL('../../dist/apps/storefront-ssr', import.meta.url));
const libsDir = fileURLToPath(new URL('../../libs', import.meta.url));

// Workspace packages (@mall/*) need no alias: npm links them into node_modules/@mall and each
// package's `exports` points at its TypeScript source.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  // SPEC §9: built assets are served under /web/; the routes themselves live at /.
  base: ASSET_BASE_PATH,
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Each page kind's CSS files, for the server render's <head> (see the plugin).
    ssrAssetsPlugin(libsDir),
    // Brotli (maximum quality) and gzip beside every text asset; storefront-server sends the one the
    // browser accepts (@fastify/static preCompressed), so nothing is compressed per request.
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: ['brotliCompress', 'gzip'],
            include: /\.(js|mjs|css|html|svg|json|txt)$/,
            threshold: 1024,
          }),
        ]),
  ],
  build: isSsrBuild
    ? // `vite build --ssr src/entry-server.tsx`: React, the router and other packages stay in
      // node_modules; the workspace libs (TypeScript source) are bundled.
      { outDir: ssrOutDir, emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : { outDir, emptyOutDir: true, sourcemap: true },
  server: {
    port: 4200,
    proxy: {
      '/graphql': 'http://localhost:3000',
      '/upload': 'http://localhost:3000',
    },
  },
}));
