import './environment';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { entryOf, resourceModules } from '../../functions/route-table';
import { surfaceMount } from '../../shared/http/route';
import { demoCredentials } from './demo-credentials';
import { lambdaContext } from './proxy-event';
import { type LocalStack, RUNNING_STACK_FILE, startLocalStack } from './stack';

/**
 * `npm run invoke -- events/<file>.json`: runs one API Gateway proxy event through its Lambda
 * handler and prints the response. Uses the stack `npm start` is running, or starts a throwaway
 * one with the demo data. In the event, `{{client_token}}` and `{{staff_token}}` become fresh
 * bearer tokens of the demo users.
 */
async function main() {
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
    let text = readFileSync(resolve(file), 'utf8');
    for (const kind of ['client', 'staff'] as const) {
      if (text.includes(`{{${kind}_token}}`))
        text = text.replaceAll(`{{${kind}_token}}`, await demoToken(kind));
    }
    const event = JSON.parse(text) as APIGatewayProxyEvent;
    const module = resourceModules.find(
      (candidate) =>
        event.path.startsWith(`/api/v1/${surfaceMount[candidate.surface]}/`) &&
        candidate.routes.some((route) => route.path === event.resource && route.method === event.httpMethod),
    );
    if (!module) throw new Error(`no route for ${event.httpMethod} ${event.resource} (path ${event.path})`);
    const { handler } = (await import(pathToFileURL(resolve(entryOf(module))).href)) as {
      handler: (
        e: APIGatewayProxyEvent,
        c: ReturnType<typeof lambdaContext>,
      ) => Promise<{ statusCode: number; body: string }>;
    };
    const result = await handler(event, lambdaContext(`${module.surface}-${module.resource}`));
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

async function demoToken(kind: 'client' | 'staff'): Promise<string> {
  const { loginClient, loginStaff } = await import('../../shared/domain/auth/login');
  const demo = demoCredentials();
  const login =
    kind === 'client'
      ? loginClient({ field: 'email_or_phone', value: demo.clientEmail }, demo.password)
      : loginStaff(demo.staffEmail, demo.password);
  return (await login).token;
}

main().catch((error: Error) => {
  console.error(`[invoke] ${error.message}`);
  process.exit(1);
});
