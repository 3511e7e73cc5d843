import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit tests of @mall/rest-contract's rules (node: no DOM, nothing to render). */
export default defineConfig({
  test: {
    name: 'rest-contract',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
