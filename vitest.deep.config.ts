import { defineConfig, mergeConfig } from 'vitest/config';
import base, { deep, stack, stackEnv } from './vitest.config';

/**
 * `npm run test:deep`: what `npm test` leaves out to stay within five minutes, run before an issue
 * is called resolved and by the pipeline's synth step after `npm test` (docs/development.md "Tests").
 */
export default mergeConfig(
  { ...base, test: { ...base.test, projects: undefined } },
  defineConfig({
    test: {
      name: 'deep',
      include: deep,
      globalSetup: stack,
      setupFiles: stackEnv,
      // Each file runs whole passes over the route table: far beyond the default test's minute (the
      // files set no timeouts of their own; newman's two runs passed 120 s at a load average of 20).
      testTimeout: 600_000,
    },
  }),
);
