import '../local/environment';
import { writeFileSync } from 'node:fs';
import { startLocalStack } from '../local/stack';
import { exampleCalls, sendExample } from './example-requests';

/**
 * `npm run openapi:examples`: answers every request example on a fresh local stack with its demo
 * data, and saves the responses as the document's response examples
 * (infra/openapi/response-examples.json). Local addresses are replaced by their public forms.
 */
async function main() {
  process.env.LOG_LEVEL ??= 'WARN';
  const stack = await startLocalStack({ port: 0 });
  // Loaded after the stack set the environment: the handler modules create their clients on load.
  const { operationsById } = await import('../../functions/route-table');
  const examples: Record<string, { status: number; body: unknown }> = {};
  const tokens: { client?: string; staff?: string } = {};
  const created: Record<string, number> = {};
  try {
    for (const call of exampleCalls()) {
      const response = await sendExample(stack.baseUrl, call, tokens, created);
      const expected = operationsById[call.route.operationId]?.spec.response.created ? 201 : 200;
      if (response.status !== expected)
        throw new Error(
          `${call.route.operationId} answered ${response.status}: ${JSON.stringify(response.body)}`,
        );
      const data = (response.body as { data?: { token?: string } }).data;
      if (call.route.operationId === 'clientLogin') tokens.client = data?.token;
      if (call.route.operationId === 'staffLogin') tokens.staff = data?.token;
      examples[call.route.operationId] = response;
      console.log(`${call.route.method} ${call.route.path}: ${response.status}`);
    }
  } finally {
    await stack.stop();
  }
  const text = JSON.stringify(examples, null, 2)
    .replaceAll(stack.baseUrl, 'http://127.0.0.1:3000/api/v1')
    .replaceAll(String(process.env.S3_ENDPOINT), 'https://files.example.com');
  writeFileSync('infra/openapi/response-examples.json', `${text}\n`);
  console.log('wrote infra/openapi/response-examples.json');
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
