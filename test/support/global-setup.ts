import '../../infra/local/environment';
import type { TestProject } from 'vitest/node';
import type { LocalStack } from '../../infra/local/stack';

let stack: LocalStack | undefined;

/**
 * Starts the real local stack once for the run and hands its addresses to the test files, which
 * read them from the environment (the data-path tests call handlers against the same table).
 */
export async function setup(project: TestProject): Promise<void> {
  process.env.LOG_LEVEL = 'SILENT';
  const { startLocalStack } = await import('../../infra/local/stack');
  stack = await startLocalStack({ port: 0, print: () => undefined });
  const env = {
    TABLE_NAME: process.env.TABLE_NAME as string,
    BUCKET_NAME: process.env.BUCKET_NAME as string,
    DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT as string,
    S3_ENDPOINT: process.env.S3_ENDPOINT as string,
    AWS_REGION: process.env.AWS_REGION as string,
    BASE_URL: stack.baseUrl,
    SYSTEM_USER_URL: stack.systemUserUrl,
  };
  project.provide('localEnv', env);
  const { buildOpenApiDocument } = await import('../../infra/openapi/document');
  project.provide('openApiDocument', buildOpenApiDocument());
}

export async function teardown(): Promise<void> {
  await stack?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    localEnv: Record<string, string>;
    /** The OpenAPI document the stack serves, for validating every response the tests receive. */
    openApiDocument: unknown;
  }
}
