import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
// The constants entry only: it has no imports, so Vite's config bundler inlines it as is.
import { ASSET_BASE_PATH } from '@mall/rest-contract/constants';
import { ssrAssetsPlugin } from './ssr-assets-plugin';
import { browserMessages } from './vite.i18n';
import { FRAMEWORK_MODULES, graphqlRequestShim, productionRouterAliases } from './vite.framework';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The components the first-load pages (home, goods list, goods detail) share; see the `kit` group. */
const FIRST_LOAD_KIT = new RegExp(
  [
    String.raw`[\\/]libs[\\/]ui[\\/]src[\\/]components[\\/](Button|Empty|Breadcrumb|Pagination|Skeleton|Tabs|Carousel|Checkbox|QuantityStepper|Rate|Dialog|Select|Field|GoodsTag|PromotionTag)[\\/]`,
    String.raw`[\\/]libs[\\/]catalogue[\\/]src[\\/]components[\\/](GoodsCard|GoodsGrid|SortBar|FloatLayer|CategoryPanel)[\\/]`,
    String.raw`[\\/]libs[\\/]content[\\/]src[\\/]components[\\/]NoticeBoard[\\/]`,
  ].join('|'),
);
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
    graphqlRequestShim(),
    browserMessages(),
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
    alias: [...productionRouterAliases],
  },
  build: isSsrBuild
    ? // `vite build --ssr src/entry-server.tsx`: React and other packages stay in node_modules; the
      // workspace libs (TypeScript source) and the router (see `ssr` below) are bundled.
      { outDir: ssrOutDir, emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
        outDir,
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: {
          output: {
            // The first load in a handful of files instead of dozens of sub-kilobyte ones (each a
            // request, a stylesheet blocking the first paint): see README, "First load".
            codeSplitting: {
              groups: [
                // What every page runs first: React, the router, state, the GraphQL client, styling.
                { name: 'framework', test: FRAMEWORK_MODULES, priority: 3 },
                // The app's own code on every first load: the shell, the layouts, the messages they show.
                { name: 'app', tags: ['$initial'], priority: 2 },
                // The components the home, list and detail pages share (goods cards, tags, buttons,
                // pagination, tabs, the float layer's dialog…): one file and one stylesheet for the
                // pages a shopper lands on, instead of two dozen sub-kilobyte pairs. Only those: a kit
                // of every page's components cost each of them 8–14 KB gzip of code it never ran.
                // Everything else is split by Rolldown by the set of pages using it.
                { name: 'kit', test: FIRST_LOAD_KIT, priority: 1 },
              ],
            },
          },
        },
        modulePreload: {
          // A lazy page's CSS is still loaded with it (no unstyled flash), but its JS imports are not
          // listed for preloading: the list of every page's chunk closure cost the first load ≈3 KB
          // gzip. The server render preloads the whole closure of the page it renders.
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
        },
      },
  // The router is bundled into the built server entry, so that the alias above gives it the
  // production build (Vite's dev loader, used by tests, keeps it external).
  // Its own dependencies go with it (cookie 1, not the workspace's cookie 2).
  ...(isSsrBuild ? { ssr: { noExternal: ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'] } } : {}),
  server: {
    port: 4200,
    proxy: {
      '/graphql': 'http://localhost:3000',
      '/upload': 'http://localhost:3000',
    },
  },
}));
