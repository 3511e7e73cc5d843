import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const libs = fileURLToPath(new URL('..', import.meta.url));
// graphql 16 ships CJS (main) and ESM (module) copies without an exports map: Node loads graphql-yoga's
// import as CJS while Vite would inline our import as ESM, and two GraphQLError classes break
// instanceof (our errors would be masked). Use the copy Node uses.
const graphqlMain = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: {
    // Workspace packages resolve from source even before npm links node_modules/@mall.
    alias: [
      { find: /^@mall\/([\w-]+)$/, replacement: `${libs}$1/src/index.ts` },
      { find: /^graphql$/, replacement: graphqlMain },
    ],
  },
  test: {
    name: 'gateway',
    // Beside the browser project on two busy cores a test that takes 1 s alone took over 5 s in CI.
    testTimeout: 20_000,
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
