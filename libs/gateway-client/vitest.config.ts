import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const libs = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  resolve: {
    // Workspace packages resolve from source even before npm links node_modules/@mall.
    alias: [{ find: /^@mall\/([\w-]+)$/, replacement: `${libs}$1/src/index.ts` }],
  },
  test: {
    name: 'gateway-client',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
