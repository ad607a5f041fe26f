import { defineConfig } from 'vitest/config';

/**
 * Files that replace the environment or the services under the modules (their own DynamoDB, their
 * own table) run isolated; every other file shares its worker's module cache, which saves importing
 * the route table and the AWS SDK again for each file.
 */
const isolated = [
  'test/integration/faults/**/*.test.ts',
  'test/integration/routes/events.test.ts',
  // Leads on demo data of their own (ownDemoData replaces TABLE_NAME for its whole worker).
  'test/integration/domain/attention-requests/leads.test.ts',
  // Sales-support browsing makes projects and units: on demo data of their own, behind their own gateway.
  'test/contract/system-user/sales-support*.test.ts',
  'test/contract/system-user/saleable-details.test.ts',
  'test/infra/**/*.test.ts',
  // Booking expiry runs its jobs days ahead, the booking tab makes projects and units: tables of their own.
  'test/integration/scheduler/booking-expiry.test.ts',
  'test/contract/system-user/bookings.test.ts',
];

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
