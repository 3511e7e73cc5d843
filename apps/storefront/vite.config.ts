import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
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

/**
 * graphql-request imports graphql-js's parse and print, which our string documents never reach
 * (libs/gateway-client/src/graphql-request-shim.ts says why): in the browser build its `graphql`
 * is that shim, keeping ≈11 KB gzip of parser and printer out of the first load.
 */
function graphqlRequestShim(): Plugin {
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

// Workspace packages (@mall/*) need no alias: npm links them into node_modules/@mall and each
// package's `exports` points at its TypeScript source.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  // SPEC §9: built assets are served under /web/; the routes themselves live at /.
  base: ASSET_BASE_PATH,
  plugins: [
    graphqlRequestShim(),
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
  resolve: {
    alias: [
      // The storefront starts i18next with zh-cn's first-load groups only, in the browser and the server
      // render alike (libs/i18n/src/resources/zh-cn.initial.ts says why); tests and Storybook keep all.
      {
        find: /^\.\/resources\/zh-cn\.initial$/,
        replacement: `${libsDir}/i18n/src/resources/zh-cn.initial.first-load.ts`,
      },
    ],
  },
  build: isSsrBuild
    ? // `vite build --ssr src/entry-server.tsx`: React, the router and other packages stay in
      // node_modules; the workspace libs (TypeScript source) are bundled.
      { outDir: ssrOutDir, emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
        outDir,
        emptyOutDir: true,
        sourcemap: true,
        modulePreload: {
          // A lazy page's CSS is still loaded with it (no unstyled flash), but its JS imports are not
          // listed for preloading: the list of every page's chunk closure cost the first load ≈3 KB
          // gzip. The server render preloads the whole closure of the page it renders.
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
        },
      },
  server: {
    port: 4200,
    proxy: {
      '/graphql': 'http://localhost:3000',
      '/upload': 'http://localhost:3000',
    },
  },
}));
