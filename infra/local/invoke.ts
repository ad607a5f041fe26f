import './environment';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { waitForCode } from './outbox-reader';
import { type LocalStack, RUNNING_STACK_FILE, startLocalStack } from './stack';

const USAGE = 'usage: npm run invoke -- <operationId> | events/<file>.json';

/** Runs an operation's request example, after the examples that create what it uses (their ids, an OTP). */
async function invokeExample(operationId: string, baseUrl: string): Promise<APIGatewayProxyResult> {
  // Imported after the environment is set: the handlers create their AWS clients on load.
  const { operationsById } = await import('../../functions/route-table');
  if (!operationsById[operationId]) throw new Error(`no operation ${operationId}\n${USAGE}`);
  const { exampleCalls } = await import('../openapi/example-requests');
  const { replayExample } = await import('../openapi/example-event');
  const since = Date.now();
  const created = {};
  const calls = exampleCalls([operationId]);
  for (const call of calls.slice(0, -1)) {
    const result = await replayExample(call, created, (phone) => waitForCode(baseUrl, phone, since));
    console.error(`[invoke] first ${call.route.operationId}: ${result.statusCode}`);
    if (result.statusCode >= 300)
      throw new Error(`${call.route.operationId} answered ${result.statusCode}: ${result.body}`);
  }
  const last = calls.at(-1);
  if (last?.route.operationId !== operationId) throw new Error(`${operationId} does not run last`);
  return replayExample(last, created, (phone) => waitForCode(baseUrl, phone, since));
}

/**
 * `npm run invoke -- <operationId>`: builds the API Gateway proxy event of the operation's request
 * example (functions/<surface>/<resource>/examples.ts), runs it through its Lambda handler and
 * prints the response; the examples it depends on run first (a delete first creates what it
 * deletes). `npm run invoke -- events/<file>.json` replays a stored edge-case event instead.
 * Uses the stack `npm start` is running, or starts a throwaway one with the demo data.
 */
async function main() {
  // stdout carries only the response (pipe it to jq); LOG_LEVEL=INFO shows the handler's logs on it too.
  process.env.LOG_LEVEL ??= 'WARN';
  const target = process.argv[2];
  if (!target) throw new Error(USAGE);
  let stack: LocalStack | undefined;
  let baseUrl: string;
  if (existsSync(RUNNING_STACK_FILE)) {
    const running = JSON.parse(readFileSync(RUNNING_STACK_FILE, 'utf8')) as Record<string, string>;
    Object.assign(process.env, running);
    baseUrl = String(running.BASE_URL);
    console.error(`[invoke] using the running local stack (${RUNNING_STACK_FILE})`);
  } else {
    console.error(
      '[invoke] no running `npm start` found: starting a temporary local stack with demo data...',
    );
    stack = await startLocalStack({ port: 0, print: (line) => console.error(line) });
    baseUrl = stack.baseUrl;
  }
  try {
    const { replayEvent } = await import('./replay-event');
    const { parsedBody } = await import('../openapi/example-event');
    const result = target.endsWith('.json')
      ? await replayEvent(readFileSync(resolve(target), 'utf8'))
      : await invokeExample(target, baseUrl);
    console.log(JSON.stringify({ ...result, body: parsedBody(result.body) }, null, 2));
  } finally {
    await stack?.stop();
  }
}

main().catch((error: Error) => {
  console.error(`[invoke] ${error.message}`);
  process.exit(1);
});
