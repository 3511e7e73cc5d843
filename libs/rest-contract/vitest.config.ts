import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit tests of @mall/rest-contract's rules (node: no DOM, nothing to render). */
export default defineConfig({
  test: {
    name: 'rest-contract',
    // Beside the browser project on two busy cores a test that takes 1 s alone took over 5 s in CI.
    testTimeout: 20_000,
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
