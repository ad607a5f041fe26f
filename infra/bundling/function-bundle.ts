import type { BuildOptions } from 'esbuild';

/**
 * How every function is bundled, as esbuild options: what ApiFunction hands NodejsFunction
 * (infra/constructs/api-function.ts), and what the cold-start bench and the bundle-size test
 * (test/unit/bundles/bundle-size.test.ts) bundle with, so the three measure the same bundle.
 */
export const functionBundle = {
  bundle: true,
  minify: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  // Arabic text as UTF-8 (2 bytes a letter) rather than \u escapes (6): the messages and field
  // names of both languages are in every API function.
  charset: 'utf8',
  mainFields: ['module', 'main'],
  // Some bundled CommonJS dependencies call require(); give the ESM bundle one.
  banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
  // middy's core imports Node's web streams only for streamed responses: defer them (see the file).
  // The SDK's default credential chain: Lambda's credentials are in the environment (see the file).
  alias: {
    'node:stream/web': './infra/bundling/lazy-web-streams.ts',
    '@aws-sdk/credential-provider-node': './infra/bundling/lambda-credentials.ts',
  },
} as const satisfies BuildOptions;

/** The entries of the stage's functions besides the API modules (whose entries lambda-entry.ts writes). */
export const streamAndJobEntries = {
  Notifier: 'functions/notifier/index.ts',
  UploadSweeper: 'functions/upload-sweeper/index.ts',
  Scheduler: 'functions/scheduler/index.ts',
} as const;
