import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { operationsById } from '../../functions/route-table';
import { LOCAL_DEMO_GATEWAY_SECRET } from '../../shared/auth/payment-gateway-secret';
import { surfaceMount } from '../../shared/http/route';
import { demoCredentials } from '../local/demo-credentials';
import { RUNNING_STACK_FILE } from '../local/stack';
import { type ExampleCall, exampleCalls } from './example-requests';
import {
  createdBy,
  GATEWAY_SIGNATURE,
  GATEWAY_TIMESTAMP,
  OTP,
  type PostmanRun,
  UNIQUE,
  UPLOAD_EXAMPLE_CONTENT,
} from './request-examples';

/**
 * For a body with `{otp}`: reads the code texted to the example's phone from the local stack's
 * outbox (GET {{base_url}}/local/outbox) once the notifier has delivered it.
 */
function readCodeScript(example: ExampleCall['example'], phone: string): string[] {
  if (!Object.values(example.body ?? {}).includes(OTP)) return [];
  return [
    `const outbox = pm.environment.get('base_url') + '/local/outbox?to=' + encodeURIComponent(${phone});`,
    'setTimeout(() => pm.sendRequest(outbox, (error, response) => {',
    "  const sms = response.json().data.find((message) => message.channel === 'sms');",
    "  pm.variables.set('otp', sms ? (/\\b(\\d{6})\\b/.exec(sms.body) || [])[1] : '');",
    '}), 1000);',
  ];
}

/**
 * For an example with the `{gateway-...}` header markers: signs the raw body as it will be sent
 * (its `{{variables}}` resolved) with the collection's local demo secret, into the header
 * variables. Called at the end of the item's own script when it has one (after its fixture).
 */
function signScript(example: ExampleCall['example'], fresh: PostmanRun): string[] {
  const markers = Object.values(example.headers ?? {});
  if (!markers.includes(GATEWAY_SIGNATURE) && !markers.includes(GATEWAY_TIMESTAMP)) return [];
  return [
    'function signGatewayRequest() {',
    '  const timestamp = String(Math.floor(Date.now() / 1000));',
    "  const raw = pm.variables.replaceIn(pm.request.body ? pm.request.body.raw || '' : '');",
    "  pm.variables.set('gateway_timestamp', timestamp);",
    "  pm.variables.set('gateway_signature', CryptoJS.HmacSHA256(timestamp + '.' + raw, pm.collectionVariables.get('gateway_secret')).toString(CryptoJS.enc.Hex));",
    '}',
    ...((fresh.prerequest ?? []).some((line) => line.includes('signGatewayRequest()'))
      ? []
      : ['signGatewayRequest();']),
  ];
}

/** A header value in Postman's terms: the signed-header markers become the variables signScript sets. */
const postmanHeader = (value: string) =>
  value === GATEWAY_TIMESTAMP
    ? '{{gateway_timestamp}}'
    : value === GATEWAY_SIGNATURE
      ? '{{gateway_signature}}'
      : value;

/** A form value in Postman's terms: the code read from the outbox, an earlier id, or a per-run value. */
function postmanValue(value: string): string {
  if (value === OTP) return '{{otp}}';
  const creator = createdBy(value);
  return creator ? `{{created_${creator}}}` : value.replaceAll(UNIQUE, '{{unique}}');
}

/** A JSON body in Postman's terms: each field's value as `postmanValue` writes it. */
const rawJson = (body: Record<string, string> | undefined) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(body ?? {}).map(([name, value]) => [name, postmanValue(value)])),
  );

/** A body's phone as a script expression: a `{{variable}}` an earlier script set, or the text itself. */
const phoneExpression = (phone: string) => {
  const variable = /^\{\{(\w+)\}\}$/.exec(phone)?.[1];
  return variable ? `pm.environment.get('${variable}')` : JSON.stringify(phone);
};

/** A Postman (v2.1) request for one example call, with tests that newman checks. */
function postmanItem(call: ExampleCall) {
  const { module, route } = call;
  // What the module's examples.ts makes afresh for this request on every run.
  const fresh = call.example.postman ?? {};
  const example = {
    ...call.example,
    ...(fresh.path ? { path: { ...call.example.path, ...fresh.path } } : {}),
    ...(fresh.query ? { query: { ...call.example.query, ...fresh.query } } : {}),
    ...(fresh.body ? { body: { ...call.example.body, ...fresh.body } } : {}),
  };
  const staff = module.surface === 'system-user';
  const base = staff ? '{{system_user_url}}' : '{{base_url}}';
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = example.path?.[name] ?? '';
    const creator = createdBy(value);
    return creator ? `{{created_${creator}}}` : value;
  });
  const segments = [...(staff ? [] : [surfaceMount[module.surface]]), ...path.split('/').filter(Boolean)];
  const query = Object.entries(example.query ?? {}).map(([key, value]) => ({ key, value }));
  const headers = [
    { key: 'x-api-key', value: '{{api_key}}' },
    { key: 'x-secret-key', value: '{{secret_key}}' },
    { key: 'Accept', value: 'application/json' },
    { key: 'X-Requested-With', value: 'XMLHttpRequest' },
    ...(route.access.kind === 'client' ? [{ key: 'Authorization', value: 'Bearer {{client_token}}' }] : []),
    ...(route.access.kind === 'staff'
      ? [
          {
            key: 'Authorization',
            value: call.example.newStaffAccount ? 'Bearer {{new_staff_token}}' : 'Bearer {{staff_token}}',
          },
        ]
      : []),
    ...(example.json ? [{ key: 'Content-Type', value: 'application/json' }] : []),
    // An idempotency key is one request's: each run of the collection sends a key of its own.
    ...Object.entries(example.headers ?? {}).map(([key, value]) => ({
      key,
      value: key === 'Idempotency-Key' ? `${value}-{{$guid}}` : postmanHeader(value),
    })),
  ];
  const formdata = [
    ...Object.entries(example.body ?? {}).map(([key, value]) => ({
      key,
      value: postmanValue(value),
      type: 'text',
    })),
    ...Object.entries(example.files ?? {}).flatMap(([key, paths]) =>
      paths.map((src) => ({ key, src, type: 'file' })),
    ),
  ];
  const status = operationsById[route.operationId]?.spec.response.created ? 201 : 200;
  const tests = [
    // A failure names the URL and what came back, so a run's report says why.
    `pm.test('answers ${status}', () => pm.expect(pm.response.code, pm.request.url.toString() + ' answered ' + pm.response.text().slice(0, 200)).to.eql(${status}));`,
    "pm.test('answers the envelope', () => { const body = pm.response.json(); pm.expect(body.status).to.eql('true'); pm.expect(body.data || body.response).to.be.an('object'); });",
    ...(route.operationId === 'clientLogin'
      ? ["pm.environment.set('client_token', pm.response.json().data.token);"]
      : []),
    // Later requests of the run address what this one created as {{created_<operationId>}}.
    ...(status === 201
      ? [
          `pm.environment.set('created_${route.operationId}', pm.response.json().data.id || pm.response.json().data.upload_id);`,
          // A presigned upload: PUT the example bytes, so a later request can complete it.
          "if (pm.response.json().data.upload_id) pm.sendRequest({ url: pm.response.json().data.url, method: 'PUT', body: { mode: 'raw', raw: " +
            JSON.stringify(UPLOAD_EXAMPLE_CONTENT) +
            ' } });',
        ]
      : []),
    // A switch of account revoked the staff token: the requests after it use the new one.
    ...(route.operationId === 'staffLogin' || route.operationId === 'staffSwitchAccount'
      ? ["pm.environment.set('staff_token', pm.response.json().data.token);"]
      : []),
  ];
  return {
    name: `${route.summary} (${route.method} ${route.path})`,
    request: {
      method: route.method,
      header: headers,
      url: {
        raw: `${base}/${segments.join('/')}${query.length > 0 ? `?${query.map((q) => `${q.key}=${q.value}`).join('&')}` : ''}`,
        host: [base],
        path: segments,
        ...(query.length > 0 ? { query } : {}),
      },
      ...(example.json
        ? { body: { mode: 'raw', raw: rawJson(example.body), options: { raw: { language: 'json' } } } }
        : formdata.length > 0
          ? { body: { mode: 'formdata', formdata } }
          : {}),
    },
    event: [
      // Values that must differ on every run (an e-mail, a folder name) use {{unique}}.
      {
        listen: 'prerequest',
        script: {
          type: 'text/javascript',
          exec: [
            "pm.variables.set('unique', String(Date.now()).slice(-8));",
            ...signScript(example, fresh),
            ...(fresh.prerequest ?? []),
            ...readCodeScript(example, phoneExpression(example.body?.phone ?? '')),
          ],
        },
      },
      { listen: 'test', script: { type: 'text/javascript', exec: tests } },
    ],
  };
}

/** The collection: one folder per surface, logins first. */
export function postmanCollection() {
  const calls = exampleCalls();
  const surfaces = [...new Set(calls.map((call) => call.module.surface))];
  return {
    info: {
      name: 'Real-estate API',
      description:
        'Every operation with a working example on the demo data of `npm start`. Generated by `npm run postman`.',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    // The local stack's demo webhook secret (shared/auth/payment-gateway-secret.ts), never a real one.
    variable: [{ key: 'gateway_secret', value: LOCAL_DEMO_GATEWAY_SECRET }],
    item: [
      {
        name: 'Sign in (run first: stores the tokens)',
        item: calls.filter((call) => call.route.operationId.endsWith('Login')).map(postmanItem),
      },
      ...surfaces.map((surface) => ({
        name: surface,
        item: calls
          .filter((call) => call.module.surface === surface && !call.route.operationId.endsWith('Login'))
          .map(postmanItem),
      })),
    ],
  };
}

/** The environment of the local stack: addresses and the demo key pair. */
export function postmanEnvironment(baseUrl = 'http://127.0.0.1:3000/api/v1') {
  const demo = demoCredentials();
  return {
    name: 'Real-estate API (local)',
    values: [
      { key: 'base_url', value: baseUrl, enabled: true },
      { key: 'system_user_url', value: `${baseUrl}/system-user`, enabled: true },
      { key: 'api_key', value: demo.apiKey, enabled: true },
      { key: 'secret_key', value: demo.secretKey, enabled: true },
      { key: 'client_token', value: '', enabled: true },
      { key: 'staff_token', value: '', enabled: true },
      { key: 'new_staff_token', value: '', enabled: true },
    ],
  };
}

/**
 * Where `npm run postman` points the environment: `--base-url <url>`, else the running `npm start`
 * (the address it writes to .local-stack.json), else `PORT`, else port 3000.
 */
export function postmanBaseUrl(
  args: string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
  runningStackFile = RUNNING_STACK_FILE,
): { baseUrl: string; from: string } {
  const { values } = parseArgs({ args, options: { 'base-url': { type: 'string' } } });
  if (values['base-url']) return { baseUrl: values['base-url'].replace(/\/+$/, ''), from: '--base-url' };
  if (existsSync(runningStackFile)) {
    const running = JSON.parse(readFileSync(runningStackFile, 'utf8')) as { BASE_URL?: unknown };
    if (typeof running.BASE_URL === 'string')
      return { baseUrl: running.BASE_URL, from: `the running npm start (${runningStackFile})` };
  }
  if (env.PORT) return { baseUrl: `http://127.0.0.1:${env.PORT}/api/v1`, from: 'PORT' };
  return { baseUrl: 'http://127.0.0.1:3000/api/v1', from: 'the default port' };
}

/** `npm run postman [-- --base-url <url>]`: writes the collection and the environment under build/postman/. */
if (process.argv[1]?.endsWith('postman.ts')) {
  const { baseUrl, from } = postmanBaseUrl();
  mkdirSync('build/postman', { recursive: true });
  writeFileSync(
    'build/postman/real-estate-api.postman_collection.json',
    `${JSON.stringify(postmanCollection(), null, 2)}\n`,
  );
  writeFileSync(
    'build/postman/local.postman_environment.json',
    `${JSON.stringify(postmanEnvironment(baseUrl), null, 2)}\n`,
  );
  console.log(
    `wrote build/postman/real-estate-api.postman_collection.json and build/postman/local.postman_environment.json (base_url ${baseUrl}, from ${from})`,
  );
  console.log(
    'run it against `npm start` (as often as you like): npx newman run build/postman/real-estate-api.postman_collection.json -e build/postman/local.postman_environment.json',
  );
}
