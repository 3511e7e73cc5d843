import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Unit tests of @mall/promotions (jsdom), modelled on libs/member's. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'promotions',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'jsdom',
    include: ['libs/promotions/src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./test-setup.ts', import.meta.url))],
  },
});
