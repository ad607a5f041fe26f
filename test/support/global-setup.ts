import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { TestProject } from 'vitest/node';

interface Started {
  /** What every project's test files read: the stack's addresses and the OpenAPI document. */
  env: Record<string, string>;
  document: unknown;
  process: ChildProcess;
}

interface Shared {
  ready: Promise<Started>;
  users: number;
}

// Each vitest project runs the global setup; they share one stack.
const shared = globalThis as typeof globalThis & { realEstateTestStack?: Shared };

/** Starts test/support/stack-process.ts and reads the one line it prints when the stack is ready. */
function start(): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/stack-process.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'SILENT', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  });
  return new Promise((done, fail) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) => {
      const { env, documentFile } = JSON.parse(line) as { env: Record<string, string>; documentFile: string };
      done({ env, document: JSON.parse(readFileSync(documentFile, 'utf8')), process: child });
    });
    child.once('exit', (code) => fail(new Error(`the local stack exited (${code}) before it was ready`)));
  });
}

/**
 * Starts the real local stack once for the run, in a process of its own, and hands its addresses to
 * the test files, which read them from the environment (the data-path tests call handlers against
 * the same table).
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
  const child = (await current.ready).process;
  if (child.exitCode !== null) return;
  await new Promise((done) => {
    child.once('exit', done);
    child.stdin?.end();
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    localEnv: Record<string, string>;
    /** The OpenAPI document the stack serves, for validating every response the tests receive. */
    openApiDocument: unknown;
  }
}
