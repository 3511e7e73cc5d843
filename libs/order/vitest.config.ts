import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Unit tests of @mall/order (jsdom), modelled on apps/storefront/vitest.config.ts. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'order',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'jsdom',
    include: ['libs/order/src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./test-setup.ts', import.meta.url))],
  },
});
