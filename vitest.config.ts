import { defineConfig } from 'vitest/config';

/**
 * Files that replace the services under the modules (their own DynamoDB Local) or build CDK apps
 * run isolated: each costs 20-30 s of module loading. Every other file shares its worker's module
 * cache; a file that needs data of its own switches the table for its run (own-data.ts, own-table.ts).
 */
const isolated = ['test/integration/faults/**/*.test.ts', 'test/infra/**/*.test.ts'];

export default defineConfig({
  test: {
    // One local stack (DynamoDB Local, S3 emulator, gateway) for the whole run.
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: {
      LOG_LEVEL: 'SILENT',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated } },
      {
        extends: true,
        test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: isolated, isolate: false },
      },
    ],
  },
});
