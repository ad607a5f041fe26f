import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { demoCredentials } from './demo-credentials';
import { buildProxyEvent } from './proxy-event';

/**
 * Writes an API Gateway proxy event for `npm run invoke`, built the way the local gateway builds
 * them (multipart bodies base64-encoded). Example:
 *   npx tsx infra/local/make-event.ts --out events/client-login.json --method POST \
 *     --path /api/v1/client/login --resource /login --field email_or_phone=demo.client@example.com
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
  ];
  for (const header of values.header) headers.push(...(header.split(/:\s*/, 2) as [string, string]));
  let body = Buffer.alloc(0);
  if (values.field.length > 0 || values.file.length > 0) {
    const form = new FormData();
    for (const field of values.field) {
      const [name, ...rest] = field.split('=');
      form.append(name as string, rest.join('='));
    }
    for (const file of values.file) {
      const [name, path] = file.split('=') as [string, string];
      form.append(name, new File([readFileSync(path)], basename(path)));
    }
    const request = new Request('http://local/', { method: 'POST', body: form });
    body = Buffer.from(await request.arrayBuffer());
    headers.push('Content-Type', request.headers.get('content-type') as string);
  }
  const event = buildProxyEvent({
    method: values.method,
    path: values.path,
    resource: values.resource,
    pathParameters: Object.fromEntries(values.param.map((p) => p.split('=') as [string, string])),
    rawHeaders: headers,
    searchParams: new URLSearchParams(values.query),
    body,
    sourceIp: '127.0.0.1',
    stage: 'local',
  });
  writeFileSync(values.out, `${JSON.stringify(event, null, 2)}\n`);
  console.log(`wrote ${values.out}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
