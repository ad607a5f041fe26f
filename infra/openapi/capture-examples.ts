import '../local/environment';
import { writeFileSync } from 'node:fs';
import { startLocalStack } from '../local/stack';

const USAGE = 'usage: npm run openapi:examples [-- <surface>/<resource> | <operationId> ...]';

/**
 * `npm run openapi:examples`: answers the request examples on a fresh local stack with its demo
 * data and saves the responses as the document's response examples, in each module's
 * responses.json. With arguments (modules as `client/auth` or operationIds), only those operations
 * are captured (their prerequisites run first) and only their modules' files change. Local
 * addresses become their public forms; secrets become fixed placeholders (see secrets.ts).
 */
async function main() {
  process.env.LOG_LEVEL ??= 'WARN';
  const stack = await startLocalStack({ port: 0, print: () => undefined });
  // Loaded after the stack set the environment: the handler modules create their clients on load.
  const { folderOf, operationsById, resourceModules } = await import('../../functions/route-table');
  const { exampleCalls, sendExample } = await import('./example-requests');
  const { responsesFileOf, responsesOf } = await import('./module-examples');
  const { redactSecrets } = await import('./secrets');

  const selected = (argument: string): string[] => {
    const folder = argument.replace(/^functions\//, '').replace(/\/$/, '');
    const module = resourceModules.find((candidate) => folderOf(candidate) === `functions/${folder}`);
    if (module) return module.routes.map((route) => route.operationId);
    if (operationsById[argument]) return [argument];
    throw new Error(`${argument} is neither a module folder nor an operationId\n${USAGE}`);
  };
  const requested = process.argv.slice(2);
  const targets = new Set(requested.length > 0 ? requested.flatMap(selected) : Object.keys(operationsById));
  const logins = Object.keys(operationsById).filter((operationId) => operationId.endsWith('Login'));
  const captured: Record<string, { status: number; body: unknown }> = {};
  const tokens: { client?: string; staff?: string } = {};
  const created = {};
  try {
    for (const call of exampleCalls([...targets, ...logins])) {
      const response = await sendExample(stack.baseUrl, call, tokens, created);
      const expected = operationsById[call.route.operationId]?.spec.response.created ? 201 : 200;
      if (response.status !== expected)
        throw new Error(
          `${call.route.operationId} answered ${response.status}: ${JSON.stringify(response.body)}`,
        );
      const data = (response.body as { data?: { token?: string } }).data;
      if (call.route.operationId === 'clientLogin') tokens.client = data?.token;
      // A switch of account revoked the staff token: the logouts after it use the new one.
      if (call.route.operationId === 'staffLogin' || call.route.operationId === 'staffSwitchAccount')
        tokens.staff = data?.token;
      if (!targets.has(call.route.operationId)) continue;
      const text = JSON.stringify(response.body)
        .replaceAll(stack.baseUrl, 'http://127.0.0.1:3000/api/v1')
        .replaceAll(String(process.env.S3_ENDPOINT), 'https://files.example.com');
      captured[call.route.operationId] = { status: response.status, body: redactSecrets(JSON.parse(text)) };
      console.log(`${call.route.method} ${call.route.path}: ${response.status}`);
    }
  } finally {
    await stack.stop();
  }
  for (const module of resourceModules) {
    if (!module.routes.some((route) => targets.has(route.operationId))) continue;
    const stored = responsesOf(module);
    // The module's operations in route order: what was captured now, else what was stored.
    const responses = Object.fromEntries(
      module.routes.flatMap((route) => {
        const response = captured[route.operationId] ?? stored[route.operationId];
        return response ? [[route.operationId, response]] : [];
      }),
    );
    writeFileSync(responsesFileOf(module), `${JSON.stringify(responses, null, 2)}\n`);
    console.log(`wrote ${responsesFileOf(module)}`);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
