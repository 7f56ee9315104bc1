import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // 2 cores. Integration files each clone their own database from a migrated template, so
    // they can run side by side.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/core/**/*.test.ts', 'src/problem-types/**/*.test.{ts,tsx}', 'src/web/**/*.test.{ts,tsx}', 'src/test/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/test/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/server/test/cluster/**'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/test/fail-on-console-error.ts', 'src/server/test/quick-passwords.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Three real servers behind HAProxy on the machine's PostgreSQL 15 and an S3 server
        // (src/server/test/cluster/, issue 33): its own step in .ci/run, not run twice per database.
        test: {
          name: 'cluster',
          include: ['src/server/test/cluster/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/test/fail-on-console-error.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
