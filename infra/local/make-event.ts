import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { demoCredentials } from './demo-credentials';
import { buildProxyEvent } from './proxy-event';

/** What a stored event asks: the request as a client sends it to the local gateway. */
export interface EventRequest {
  method: string;
  /** The public path, e.g. `/api/v1/client/maintenance-request/2/add-comment`. */
  path: string;
  /** The route's resource path inside its REST API, e.g. `/maintenance-request/{maintenance_request_id}/add-comment`. */
  resource: string;
  pathParameters: Record<string, string>;
  query: URLSearchParams;
  /** Header name/value pairs besides the host, the protocol and the demo key pair. */
  headers: Array<[string, string]>;
  form?: FormData;
  /** A JSON body, sent as these exact bytes. */
  json?: string;
}

/**
 * The API Gateway proxy event of a request with the demo key pair, built the way the local gateway
 * builds them (multipart bodies base64-encoded).
 */
export async function requestEvent(request: EventRequest): Promise<APIGatewayProxyEvent> {
  const demo = demoCredentials();
  const headers: string[] = [
    'Host',
    '127.0.0.1:3000',
    'X-Forwarded-Proto',
    'http',
    'x-api-key',
    demo.apiKey,
    'x-secret-key',
    demo.secretKey,
    ...request.headers.flat(),
  ];
  let body = Buffer.alloc(0);
  if (request.form) {
    const encoded = new Request('http://local/', { method: 'POST', body: request.form });
    body = Buffer.from(await encoded.arrayBuffer());
    headers.push('Content-Type', encoded.headers.get('content-type') as string);
  } else if (request.json !== undefined) {
    body = Buffer.from(request.json, 'utf8');
    headers.push('Content-Type', 'application/json');
  }
  return buildProxyEvent({
    method: request.method,
    path: request.path,
    resource: request.resource,
    pathParameters: request.pathParameters,
    rawHeaders: headers,
    searchParams: request.query,
    body,
    sourceIp: '127.0.0.1',
    stage: 'local',
  });
}

/**
 * Writes a hand-written edge-case event for `npm run invoke` (events/README.md). Example:
 *   npx tsx infra/local/make-event.ts --out events/client-login-wrong-password.json --method POST \
 *     --path /api/v1/client/login --resource /login --field email_or_phone=demo.client@example.com \
 *     --field password=wrong
 * Options: --query 'a=1&b=2', --param name=value (path parameters), --field name=value,
 * --file 'attachments[]=path/to/file', --header 'Name: value' (all repeatable but --query).
 * Bearer routes: --header 'Authorization: Bearer {{client_token}}' (or {{staff_token}}).
 */
async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      method: { type: 'string', default: 'GET' },
      path: { type: 'string' },
      resource: { type: 'string' },
      query: { type: 'string', default: '' },
      param: { type: 'string', multiple: true, default: [] },
      field: { type: 'string', multiple: true, default: [] },
      file: { type: 'string', multiple: true, default: [] },
      header: { type: 'string', multiple: true, default: [] },
    },
  });
  if (!values.out || !values.path || !values.resource)
    throw new Error('--out, --path and --resource are required');
  let form: FormData | undefined;
  if (values.field.length > 0 || values.file.length > 0) {
    form = new FormData();
    for (const field of values.field) {
      const [name, ...rest] = field.split('=');
      form.append(name as string, rest.join('='));
    }
    for (const file of values.file) {
      const [name, path] = file.split('=') as [string, string];
      form.append(name, new File([readFileSync(path)], basename(path)));
    }
  }
  const event = await requestEvent({
    method: values.method,
    path: values.path,
    resource: values.resource,
    pathParameters: Object.fromEntries(values.param.map((p) => p.split('=') as [string, string])),
    query: new URLSearchParams(values.query),
    headers: values.header.map((header) => header.split(/:\s*/, 2) as [string, string]),
    ...(form ? { form } : {}),
  });
  writeFileSync(values.out, `${JSON.stringify(event, null, 2)}\n`);
  console.log(`wrote ${values.out}`);
}

if (process.argv[1]?.endsWith('make-event.ts'))
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
