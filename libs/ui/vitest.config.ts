import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const here = fileURLToPath(new URL('.', import.meta.url));

// @mall/* (including @mall/ui/theme and @mall/rest-contract/constants) resolve through the npm
// workspace links and each package's `exports`, which point at TypeScript source.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'ui',
    root: here,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [`${here}vitest.setup.ts`],
    // As in vitest.project.ts's jsdomProject: typing tests run 5-8 s beside the browser project on two cores.
    testTimeout: 20_000,
  },
});
