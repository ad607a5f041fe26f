/**
 * The test run's local stack, in a process of its own (`node --import tsx`, started by
 * global-setup.ts): DynamoDB Local, the S3 emulator, the seed, and the gateway that runs the handlers
 * of every HTTP test. Loaded by tsx, not through vitest's module runner: the stack is ready in about
 * half the time, and the handlers run as plain ES modules, as in Lambda. Prints one JSON line (the
 * environment the test files read, and the file of the OpenAPI document), then runs until its standard
 * input closes (vitest's teardown, or vitest gone) or SIGTERM.
 */
import '../../infra/local/environment';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.LOG_LEVEL = 'SILENT';
const { startLocalStack } = await import('../../infra/local/stack');
// One more try before the run fails: on two busy cores DynamoDB Local has taken longer to answer
// than the start waits (the stack stops what it started).
const stack = await startLocalStack({ port: 0, print: () => undefined }).catch(() =>
  startLocalStack({ port: 0, print: () => undefined }),
);
const env = {
  ...stack.env,
  AWS_REGION: process.env.AWS_REGION as string,
  BASE_URL: stack.baseUrl,
  SYSTEM_USER_URL: stack.systemUserUrl,
};
const { takeSeedSnapshot } = await import('./seed-snapshot');
const snapshot = await takeSeedSnapshot(env);
const { buildOpenApiDocument } = await import('../../infra/openapi/document');
const documentFile = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
writeFileSync(documentFile, JSON.stringify(buildOpenApiDocument()));

let stopping: Promise<void> | undefined;
const stop = () => {
  stopping ??= stack.stop().then(() => process.exit(0));
  return stopping;
};
process.stdin.on('end', stop).on('close', stop).resume();
process.on('SIGTERM', stop);
process.stdout.write(`${JSON.stringify({ env: { ...env, SEED_SNAPSHOT_FILE: snapshot }, documentFile })}\n`);
