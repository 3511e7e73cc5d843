import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Unit tests of @mall/chat (jsdom), modelled on apps/storefront/vitest.config.ts. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'chat',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'jsdom',
    include: ['libs/chat/src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./test-setup.ts', import.meta.url))],
  },
});
