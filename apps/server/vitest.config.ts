import { defineConfig } from 'vitest/config';

// The suite runs on SQLite (in memory) always, and once more on PostgreSQL when DATABASE_URL is set
// (each test file then gets its own schema). REDIS_URL, when set, is used by the notification tests.
const shared = {
  include: ['test/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Test files share their worker's module cache: each file used to import the whole server again, which
  // cost as much CPU as the tests themselves (import 164 s against tests 239 s, summed over workers). Safe
  // here: no test mocks modules or stubs globals, and every app (database, clock, metrics registry) is built
  // per test file by createTestApp.
  isolate: false,
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    // Counts and per-file times for the summary at the end of `npm test` (scripts/test-report.mjs).
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
    // Migrates and seeds once per run; each test app copies the result (test/db-templates.ts).
    globalSetup: ['test/global-setup.ts'],
    projects: [
      // `*.pg.test.ts`: about PostgreSQL itself (a connection cut under the pool); they run only in the
      // postgres project, so no test is skipped when DATABASE_URL is unset: the file is simply not collected.
      { test: { ...shared, name: 'sqlite', exclude: ['test/**/*.pg.test.ts'], env: { DATABASE_URL: '' } } },
      ...(process.env.DATABASE_URL
        ? [{ test: { ...shared, name: 'postgres', env: { DATABASE_URL: process.env.DATABASE_URL } } }]
        : []),
    ],
  },
});
