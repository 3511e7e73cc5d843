import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const here = fileURLToPath(new URL('.', import.meta.url));
const libs = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    // Workspace packages resolve from source whether or not npm has linked node_modules/@mall.
    alias: [
      { find: /^@mall\/ui\/theme$/, replacement: `${libs}ui/src/theme/index.ts` },
      { find: /^@mall\/([\w-]+)$/, replacement: `${libs}$1/src/index.ts` },
    ],
  },
  test: {
    name: 'ui',
    root: here,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [`${here}vitest.setup.ts`],
  },
});
