import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Unit and component tests of @mall/ranking (jsdom), modelled on libs/member/vitest.config.ts. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'ranking',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'jsdom',
    include: ['libs/ranking/src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./test-setup.ts', import.meta.url))],
  },
});
