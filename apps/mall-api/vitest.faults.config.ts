// The fault suite: real mall-api processes killed, PostgreSQL restarted, Redis gone,
// SIGTERM drains. Needs PostgreSQL (DATABASE_URL, default the local test server), redis-server and
// PostgreSQL 15's initdb/pg_ctl; run with `npm run test:faults` (CI: tools/scripts/test-all.sh).
// Kept out of the workspace's `vitest run` (apps/*/vitest.config.ts only): it starts processes.
import { mallApiSuite } from './vitest.base';

export default mallApiSuite({
  name: 'faults',
  include: ['src/test/faults/**/*.test.ts'],
  globalSetup: ['src/test/faults/global-setup.ts'],
  // The files mostly wait on child processes and clusters: run them side by side even on 2 cores.
  fileParallelism: true,
  maxWorkers: 4,
  // They prove what survives a fault, not how fast: a loaded 2-core machine (load 15) took the
  // 200-checkout kill, the backup restore and the render restart past 90 s.
  testTimeout: 180_000,
  hookTimeout: 180_000,
});
