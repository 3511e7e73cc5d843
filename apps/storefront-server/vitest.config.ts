import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// graphql 16 ships CJS (main) and ESM (module) copies without an exports map: Node loads graphql-yoga's
// import as CJS while Vite would inline our import as ESM, and two GraphQLError classes break
// instanceof (our errors would be masked). Use the copy Node uses.
const graphqlMain = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: {
    // @mall/* need no alias: the npm workspace links and each package's `exports` resolve them.
    alias: [{ find: /^graphql$/, replacement: graphqlMain }],
  },
  test: {
    name: 'storefront-server',
    // Beside the browser project on two busy cores a test that takes 1 s alone took over 5 s in CI.
    testTimeout: 20_000,
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
