// What every mall-api suite shares (vitest.config.ts, vitest.faults.config.ts, vitest.scale.config.ts):
// node, rooted here, workspace packages from source even before npm links node_modules/@mall.
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestUserConfig } from 'vitest/config';

const libs = fileURLToPath(new URL('../../libs/', import.meta.url));

export const mallApiSuite = (test: TestUserConfig) =>
  defineConfig({
    resolve: { alias: [{ find: /^@mall\/([\w-]+)$/, replacement: `${libs}$1/src/index.ts` }] },
    test: { root: fileURLToPath(new URL('.', import.meta.url)), environment: 'node', ...test },
  });
