import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// @mall/* resolve through the npm workspace links (node_modules/@mall → libs/*) and each
// package's `exports`, which point at TypeScript source.
export default defineConfig({
  test: {
    name: 'i18n',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
