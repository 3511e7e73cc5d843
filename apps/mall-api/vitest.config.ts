// mall-api tests: fastify inject against in-memory PGlite, or against PostgreSQL when DATABASE_URL
// is set (each run creates and drops its own databases; see src/test/global-setup.ts).
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const libs = fileURLToPath(new URL('../../libs/', import.meta.url));

export default defineConfig({
  resolve: {
    // Workspace packages resolve from source even before npm links node_modules/@mall.
    alias: [{ find: /^@mall\/([\w-]+)$/, replacement: `${libs}$1/src/index.ts` }],
  },
  test: {
    name: 'mall-api',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The fault and scale-out suites start processes, clusters and several instances: their own
    // configs (vitest.faults.config.ts, vitest.scale.config.ts).
    exclude: [...configDefaults.exclude, 'src/test/faults/**', 'src/test/scale/**'],
    globalSetup: ['src/test/global-setup.ts'],
    // PGlite opens and scrypt are slow-ish on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
