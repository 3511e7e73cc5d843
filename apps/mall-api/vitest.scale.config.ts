// The scale-out suite: several mall-api instances (in one process or as child processes) over one
// PostgreSQL and a private redis-server: jobs run once across pg-boss workers, a revoked session is
// refused by every instance at once, one page view is one trace across both servers. Needs PostgreSQL
// (DATABASE_URL, default the local test server) and redis-server; run with `npx vitest run -c apps/mall-api/vitest.scale.config.ts`
// (CI: tools/scripts/test-all.sh). Shares the fault suite's setup (bundles, a seeded template).
import { mallApiSuite } from './vitest.base';

export default mallApiSuite({
  name: 'scale',
  include: ['src/test/scale/**/*.test.ts'],
  globalSetup: ['src/test/faults/global-setup.ts'],
  fileParallelism: true,
  maxWorkers: 3,
  testTimeout: 90_000,
  hookTimeout: 90_000,
});
