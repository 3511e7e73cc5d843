import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const libs = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  resolve: {
    // Workspace packages resolve from source whether or not npm has linked node_modules/@mall.
    alias: [{ find: /^@mall\/([\w-]+)$/, replacement: `${libs}$1/src/index.ts` }],
  },
  test: {
    name: 'i18n',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
