// mall-api tests: fastify inject against in-memory PGlite, or against PostgreSQL when DATABASE_URL
// is set (each run creates and drops its own databases; see src/test/global-setup.ts).
import { configDefaults } from 'vitest/config';
import { mallApiSuite } from './vitest.base';

export default mallApiSuite({
  name: 'mall-api',
  include: ['src/**/*.test.ts'],
  // The fault and scale-out suites start processes, clusters and several instances: their own
  // configs (vitest.faults.config.ts, vitest.scale.config.ts).
  exclude: [...configDefaults.exclude, 'src/test/faults/**', 'src/test/scale/**'],
  globalSetup: ['src/test/global-setup.ts'],
  // PGlite opens and scrypt are slow-ish on a 2-core machine.
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
