import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// Relative import: Vite loads its config before workspace aliases exist, and bundling the
// package index would leave its extensionless imports to Node.
// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling, not app code
import { ASSET_BASE_PATH } from '../../libs/rest-contract/src/constants.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const libs = fileURLToPath(new URL('../../libs/', import.meta.url));
const outDir = fileURLToPath(new URL('../../dist/apps/storefront', import.meta.url));

/** Workspace packages resolve from source (each lib's exports point at src/index.ts). */
export const mallAlias = [{ find: /^@mall\/([\w-]+)$/, replacement: `${libs}$1/src/index.ts` }];

export default defineConfig({
  root,
  // SPEC §9: built assets are served under /web/; the routes themselves live at /.
  base: ASSET_BASE_PATH,
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: mallAlias },
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
