import '../../infra/local/environment';
import type { TestProject } from 'vitest/node';
import type { LocalStack } from '../../infra/local/stack';

interface Shared {
  /** What every project's test files read: the stack's addresses and the OpenAPI document. */
  ready: Promise<{ stack: LocalStack; env: Record<string, string>; document: unknown }>;
  users: number;
}

// Each vitest project runs the global setup; they share one stack (its gateway reads process.env).
const shared = globalThis as typeof globalThis & { realEstateTestStack?: Shared };

async function start(): Promise<Awaited<Shared['ready']>> {
  process.env.LOG_LEVEL = 'SILENT';
  const { startLocalStack } = await import('../../infra/local/stack');
  // DynamoDB Local compiles its launcher at each start: with other test runs on the same two cores
  // that has taken longer than the minute the start waits (the stack stops what it started). One
  // more try before the run fails.
  const stack = await startLocalStack({ port: 0, print: () => undefined }).catch(() =>
    startLocalStack({ port: 0, print: () => undefined }),
  );
  const env = {
    TABLE_NAME: process.env.TABLE_NAME as string,
    BUCKET_NAME: process.env.BUCKET_NAME as string,
    DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT as string,
    S3_ENDPOINT: process.env.S3_ENDPOINT as string,
    AWS_REGION: process.env.AWS_REGION as string,
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL as string,
    BASE_URL: stack.baseUrl,
    SYSTEM_USER_URL: stack.systemUserUrl,
  };
  const { takeSeedSnapshot } = await import('./seed-snapshot');
  const snapshot = await takeSeedSnapshot(env);
  const { buildOpenApiDocument } = await import('../../infra/openapi/document');
  return { stack, env: { ...env, SEED_SNAPSHOT_FILE: snapshot }, document: buildOpenApiDocument() };
}

/**
 * Starts the real local stack once for the run and hands its addresses to the test files, which
 * read them from the environment (the data-path tests call handlers against the same table).
 */
export async function setup(project: TestProject): Promise<void> {
  shared.realEstateTestStack ??= { ready: start(), users: 0 };
  shared.realEstateTestStack.users += 1;
  const { env, document } = await shared.realEstateTestStack.ready;
  project.provide('localEnv', env);
  project.provide('openApiDocument', document);
}

/** Stops the stack when the last project that set it up is done. */
export async function teardown(): Promise<void> {
  const current = shared.realEstateTestStack;
  if (!current) return;
  current.users -= 1;
  if (current.users > 0) return;
  shared.realEstateTestStack = undefined;
  await (await current.ready).stack.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    localEnv: Record<string, string>;
    /** The OpenAPI document the stack serves, for validating every response the tests receive. */
    openApiDocument: unknown;
  }
}
