import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Unit tests of the storefront and of the domain libs it composes (catalogue, cart, content).
 * @mall/* resolve through the npm workspace links and each package's `exports` (TypeScript source).
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'storefront',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'jsdom',
    include: [
      'apps/storefront/src/**/*.test.{ts,tsx}',
      'libs/catalogue/src/**/*.test.{ts,tsx}',
      'libs/cart/src/**/*.test.{ts,tsx}',
      'libs/content/src/**/*.test.{ts,tsx}',
    ],
    setupFiles: [fileURLToPath(new URL('./src/test-setup.ts', import.meta.url))],
  },
});
