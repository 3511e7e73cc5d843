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
/**
 * The components all three first-load pages (home, goods list, goods detail) render; see the `kit` group.
 * A component only one of them renders stays with that page (Rolldown puts it in the page's chunk,
 * or in a chunk shared with the other pages using it).
 */
const FIRST_LOAD_KIT = new RegExp(
  [
    String.raw`[\\/]libs[\\/]ui[\\/]src[\\/]components[\\/](Button|Empty|GoodsTag|PromotionTag)[\\/]`,
    String.raw`[\\/]libs[\\/]catalogue[\\/]src[\\/]components[\\/]GoodsCard[\\/]`,
    // Helpers every component may use: in no group, one would be pulled into the group of a component
    // using it, and the pages using it elsewhere would load that group.
    String.raw`[\\/]libs[\\/]ui[\\/]src[\\/]utils[\\/]`,
    // The list's address helpers (the list and the detail link with them, the home's city carousel too)
    // and the pages' meta and JSON-LD.
    String.raw`[\\/]libs[\\/]catalogue[\\/]src[\\/]logic[\\/](listParams|priceRange|seo)\.ts$`,
  ].join('|'),
);
/** The components the goods list and the goods detail share (not the home): the `goodsKit` group. */
const GOODS_KIT = new RegExp(
  [
    String.raw`[\\/]libs[\\/]ui[\\/]src[\\/]components[\\/](Breadcrumb|Pagination|Skeleton|Checkbox)[\\/]`,
    String.raw`[\\/]libs[\\/]catalogue[\\/]src[\\/]components[\\/](GoodsGrid|SortBar|CategoryPanel)[\\/]`,
    // The catalogue pages' shared styles and page-kit's router link: otherwise two more sub-kilobyte files.
    String.raw`[\\/]libs[\\/]catalogue[\\/]src[\\/]routes[\\/]routes\.css\.ts`,
    String.raw`[\\/]libs[\\/]page-kit[\\/]src[\\/]route[\\/]links\.tsx$`,
  ].join('|'),
);
/** The goods detail's own components that other pages share too (cart, evaluations): `detailKit`. */
const DETAIL_KIT = /[\\/]libs[\\/]ui[\\/]src[\\/]components[\\/](QuantityStepper|Rate)[\\/]/;
/** The home page's own shared components (banner carousel, notice board, the lower blocks' frame): `homeKit`. */
const HOME_KIT = new RegExp(
  [
    String.raw`[\\/]libs[\\/]ui[\\/]src[\\/]components[\\/]Carousel[\\/]`,
    String.raw`[\\/]libs[\\/]content[\\/]src[\\/]components[\\/]NoticeBoard[\\/]`,
    String.raw`[\\/]libs[\\/]catalogue[\\/]src[\\/]home[\\/]blocks`,
  ].join('|'),
);
/**
 * Chunks and stylesheets that keep their name in their file name; every other one is `c-<hash>`: the
 * entry lists each page's chunk and stylesheet (≈250 file names), and their names cost every first load
 * ≈1 KB gzip. The source maps still name each chunk's modules (tools/bench/bundle-report.mjs).
 */
const NAMED_FILES = new Set(['index', 'framework', 'kit', 'goodsKit', 'homeKit', 'detailKit', 'rolldown-runtime']);
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
            chunkFileNames: (chunk) => (NAMED_FILES.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/c-[hash].js'),
            assetFileNames: (asset) =>
              asset.names.some((name) => name.endsWith('.css') && !NAMED_FILES.has(name.slice(0, -4)))
                ? 'assets/c-[hash][extname]'
                : 'assets/[name]-[hash][extname]',
            // The first load in a handful of files instead of dozens of sub-kilobyte ones (each a
            // request, a stylesheet blocking the first paint): see README, "First load".
            codeSplitting: {
              groups: [
                // What every page runs first: React, the router, state, the GraphQL client, styling.
                { name: 'framework', test: FRAMEWORK_MODULES, priority: 3 },
                // The app's own code on every first load: the shell, the layouts, the messages they show.
                { name: 'app', tags: ['$initial'], priority: 2 },
                // The components the home, list and detail pages all render (goods cards, tags,
                // buttons): one file and one stylesheet instead of several sub-kilobyte pairs. Only
                // those: a kit of every page's components cost each of them 8–14 KB gzip of code it
                // never ran, and one of the three pages' components cost the others 3–4 KB.
                { name: 'kit', test: FIRST_LOAD_KIT, priority: 1 },
                // The list's and the detail's shared components (grid, pagination, breadcrumb…).
                { name: 'goodsKit', test: GOODS_KIT, priority: 0 },
                // The detail's quantity stepper and stars: one file, not two.
                { name: 'detailKit', test: DETAIL_KIT, priority: 0 },
                // The home's (carousel, notice board, the lower blocks' placeholders): one file, not three.
                { name: 'homeKit', test: HOME_KIT, priority: 0 },
                // Everything else is split by Rolldown by the set of pages using it.
              ],
            },
          },
        },
        modulePreload: {
          // Every browser of ARCHITECTURE §1 supports <link rel="modulepreload">: no polyfill in the entry.
          polyfill: false,
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
