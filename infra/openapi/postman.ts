import { mkdirSync, writeFileSync } from 'node:fs';
import { operationsById } from '../../functions/route-table';
import { surfaceMount } from '../../shared/http/route';
import { demoCredentials } from '../local/demo-credentials';
import { type ExampleCall, exampleCalls } from './example-requests';
import { createdBy, OTP, UNIQUE, UPLOAD_EXAMPLE_CONTENT } from './request-examples';

/**
 * For a body with `{otp}`: reads the code texted to the example's phone from the local stack's
 * outbox (GET {{base_url}}/local/outbox) once the notifier has delivered it.
 */
function readCodeScript(example: ExampleCall['example']): string[] {
  if (!Object.values(example.body ?? {}).includes(OTP)) return [];
  const phone = JSON.stringify(example.body?.phone ?? '');
  return [
    `const outbox = pm.environment.get('base_url') + '/local/outbox?to=' + encodeURIComponent(${phone});`,
    'setTimeout(() => pm.sendRequest(outbox, (error, response) => {',
    "  const sms = response.json().data.find((message) => message.channel === 'sms');",
    "  pm.variables.set('otp', sms ? (/\\b(\\d{6})\\b/.exec(sms.body) || [])[1] : '');",
    '}), 1000);',
  ];
}

/** A form value in Postman's terms: the code read from the outbox, an earlier id, or a per-run value. */
function postmanValue(value: string): string {
  if (value === OTP) return '{{otp}}';
  const creator = createdBy(value);
  return creator ? `{{created_${creator}}}` : value.replaceAll(UNIQUE, '{{unique}}');
}

/** A Postman (v2.1) request for one example call, with tests that newman checks. */
function postmanItem(call: ExampleCall) {
  const { module, route, example } = call;
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
    ...(route.access.kind === 'staff' ? [{ key: 'Authorization', value: 'Bearer {{staff_token}}' }] : []),
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
    `pm.test('answers ${status}', () => pm.response.to.have.status(${status}));`,
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
    ...(route.operationId === 'staffLogin'
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
      ...(formdata.length > 0 ? { body: { mode: 'formdata', formdata } } : {}),
    },
    event: [
      // Values that must differ on every run (an e-mail, a folder name) use {{unique}}.
      {
        listen: 'prerequest',
        script: {
          type: 'text/javascript',
          exec: ["pm.variables.set('unique', String(Date.now()).slice(-8));", ...readCodeScript(example)],
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
    ],
  };
}

/** `npm run postman`: writes the collection and the local environment under build/postman/. */
if (process.argv[1]?.endsWith('postman.ts')) {
  mkdirSync('build/postman', { recursive: true });
  writeFileSync(
    'build/postman/real-estate-api.postman_collection.json',
    `${JSON.stringify(postmanCollection(), null, 2)}\n`,
  );
  writeFileSync(
    'build/postman/local.postman_environment.json',
    `${JSON.stringify(postmanEnvironment(), null, 2)}\n`,
  );
  console.log(
    'wrote build/postman/real-estate-api.postman_collection.json and build/postman/local.postman_environment.json',
  );
  console.log(
    'run it against `npm start`: npx newman run build/postman/real-estate-api.postman_collection.json -e build/postman/local.postman_environment.json',
  );
}
