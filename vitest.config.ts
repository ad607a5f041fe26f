import { defineConfig } from 'vitest/config';

/**
 * The local stack (DynamoDB Local, the S3 emulator, a gateway), started once for a run by the
 * projects that list it. Vitest runs a project's global setup only when the run has files of that
 * project (and always the root's, so the root lists none): `npx vitest run test/unit/x.test.ts`
 * starts no stack and takes seconds, not the 25 s the stack's start and seed cost.
 */
export const stack = ['test/support/global-setup.ts'];
/**
 * Run before each file of those projects, before its imports: the stack's environment (its endpoints,
 * table and bucket), which the data layer reads when it is first loaded. A worker shares its module
 * cache between files, so the first file it runs decides what every later file gets.
 */
export const stackEnv = ['test/support/local-env.ts'];

/** Files that need no stack: pure functions, the lint and docs checks, the CDK apps. */
const unit = ['test/unit/**/*.test.ts'];
/**
 * The CDK tests build apps (no stack) and run isolated: aws-cdk-lib's module graph is theirs alone.
 * Their files are helper-owned by the infrastructure work: the project only says where they run.
 */
const cdk = ['test/infra/**/*.test.ts'];
/**
 * Files that replace the services under the modules run isolated (a module graph of their own, 20-30 s
 * of loading): the fault tests stop and start a DynamoDB Local of their own. Every other file shares
 * its worker's module cache; a file that needs data of its own switches the table for its run
 * (own-data.ts, own-table.ts).
 */
const isolated = ['test/integration/faults/**/*.test.ts'];
/**
 * Files that run time-driven jobs on the shared table (a moved clock, a later `now`, POST
 * /local/jobs) would act on the records of the files running beside them: they run after every
 * other file, one at a time (docs/development.md "Tests"; test/unit/clock-files.test.ts holds it).
 */
const clock = ['test/**/*.clock.test.ts'];
/** `npm run test:deep` (vitest.deep.config.ts): the long passes `npm test` leaves out. */
export const deep = ['test/deep/**/*.test.ts'];

export default defineConfig({
  test: {
    pool: 'forks',
    // Two files at a time: the tests mostly wait on DynamoDB Local, so two workers use both cores
    // (the default, cores - 1, is one worker on a 2-core machine). More would only queue on it.
    maxWorkers: 2,
    // A guard against a hung test, not a measure: with two workers on two cores a test that makes
    // many calls runs up to twice as long as alone, and more on a machine busy with other work.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: {
      LOG_LEVEL: 'SILENT',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    projects: [
      {
        extends: true,
        // One module cache per worker: these files import little and change no shared state.
        test: {
          name: 'unit',
          include: unit,
          exclude: clock,
          isolate: false,
          // Some unit tests build DynamoDB requests (never send them): the table's name is read from
          // the environment, which the stack's start set for every worker before.
          env: { TABLE_NAME: 'unit-tests-send-nothing', AWS_REGION: 'us-east-1' },
        },
      },
      {
        extends: true,
        // A CDK synth or bundling inside one test has taken over 30 s with the other worker busy.
        test: { name: 'cdk', include: cdk, testTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: isolated,
          globalSetup: stack,
          setupFiles: stackEnv,
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: [...unit, ...cdk, ...isolated, ...clock, ...deep],
          globalSetup: stack,
          setupFiles: stackEnv,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'clock',
          include: clock,
          globalSetup: stack,
          setupFiles: stackEnv,
          isolate: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
