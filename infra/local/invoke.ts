import './environment';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type LocalStack, RUNNING_STACK_FILE, startLocalStack } from './stack';

/**
 * `npm run invoke -- events/<file>.json`: runs one API Gateway proxy event through its Lambda
 * handler and prints the response. Uses the stack `npm start` is running, or starts a throwaway
 * one with the demo data.
 */
async function main() {
  // stdout carries only the response (pipe it to jq); LOG_LEVEL=INFO shows the handler's logs on it too.
  process.env.LOG_LEVEL ??= 'WARN';
  const file = process.argv[2];
  if (!file) throw new Error('usage: npm run invoke -- events/<file>.json');
  let stack: LocalStack | undefined;
  if (existsSync(RUNNING_STACK_FILE)) {
    Object.assign(process.env, JSON.parse(readFileSync(RUNNING_STACK_FILE, 'utf8')));
    console.error(`[invoke] using the running local stack (${RUNNING_STACK_FILE})`);
  } else {
    console.error(
      '[invoke] no running `npm start` found: starting a temporary local stack with demo data...',
    );
    stack = await startLocalStack({ port: 0 });
  }
  try {
    // Imported after the environment is set: the handlers create their AWS clients on load.
    const { replayEvent } = await import('./replay-event');
    const result = await replayEvent(readFileSync(resolve(file), 'utf8'));
    let body: unknown = result.body;
    try {
      body = JSON.parse(result.body);
    } catch {
      // not JSON: printed as is
    }
    console.log(JSON.stringify({ ...result, body }, null, 2));
  } finally {
    await stack?.stop();
  }
}

main().catch((error: Error) => {
  console.error(`[invoke] ${error.message}`);
  process.exit(1);
});
