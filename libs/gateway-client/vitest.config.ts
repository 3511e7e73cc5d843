import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// @mall/* resolve through the npm workspace links (node_modules/@mall → libs/*) and each
// package's `exports`, which point at TypeScript source.
export default defineConfig({
  test: {
    name: 'gateway-client',
    // Beside the browser project on two busy cores a test that takes 1 s alone took over 5 s in CI.
    testTimeout: 20_000,
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
