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

/** The request headers of a script's `pm.sendRequest`, with the bearer token of `token` if given. */
const scriptHeaders = (token?: 'client_token' | 'staff_token') =>
  `[{ key: 'x-api-key', value: pm.environment.get('api_key') }, { key: 'x-secret-key', value: pm.environment.get('secret_key') }, { key: 'Accept', value: 'application/json' }${token ? `, { key: 'Authorization', value: 'Bearer ' + pm.environment.get('${token}') }` : ''}]`;

/** A `pm.sendRequest` multipart body from field names and JavaScript expressions. */
const scriptForm = (fields: Record<string, string>) =>
  `{ mode: 'formdata', formdata: [${Object.entries(fields)
    .map(([key, value]) => `{ key: '${key}', value: ${value} }`)
    .join(', ')}] }`;

/**
 * What the collection makes afresh before the requests that use something up, so it runs again and
 * again on the same stack: the rating rates a request the run files and has closed (a request is
 * rated once); the visit takes a slot no earlier run took; the texted code goes to a client made for
 * this run (a number gets one code a minute and five an hour). `path` and `body` replace the
 * example's values with the variables the script sets.
 */
interface FreshEachRun {
  prerequest?: string[];
  path?: Record<string, string>;
  body?: Record<string, string>;
}
function freshApproval(variable: string): FreshEachRun {
  return {
    path: { acceptance_id: `{{${variable}}}` },
    prerequest: [
      // Tried up to four times: a stack busy with other work may drop one; a last failure is named in the URL.
      "const make = (left) => pm.sendRequest({ url: pm.environment.get('base_url') + '/local/acceptances/discounts', method: 'POST' }, (error, response) => {",
      `  if (!error && response.code === 200) return pm.environment.set('${variable}', response.json().data.id);`,
      '  if (left > 0) return setTimeout(() => make(left - 1), 500);',
      `  pm.environment.set('${variable}', 'failed-' + encodeURIComponent(error ? String(error.code || error.message) : response.code + ' ' + response.text()));`,
      '});',
      'make(3);',
    ],
  };
}

/**
 * A unit held for init sale that the local stack makes for the run (a unit is sold once), and its
 * buyer's national id in `<variable>_national_id` (the sale's first-home certificate names the buyer).
 */
function freshInitSaleHold(variable: string): FreshEachRun {
  return {
    path: { unit_id: `{{${variable}}}` },
    prerequest: [
      "pm.sendRequest({ url: pm.environment.get('base_url') + '/local/init-sale/holds', method: 'POST' }, (error, response) => {",
      `  pm.environment.set('${variable}', response.json().data.unit_id);`,
      `  pm.environment.set('${variable}_national_id', response.json().data.national_id);`,
      '});',
    ],
  };
}

/** Fresh booking fixtures the local stack makes for the run (a client holds one unit a project; a hold is sent once). */
function freshBookingFixture(variables: {
  path: Record<string, string>;
  body?: Record<string, string>;
}): FreshEachRun {
  const names = [...Object.values(variables.path), ...Object.values(variables.body ?? {})].map((value) =>
    value.replace(/[{}]/g, ''),
  );
  return {
    ...variables,
    prerequest: [
      "pm.sendRequest({ url: pm.environment.get('base_url') + '/local/bookings/fixtures', method: 'POST' }, (error, response) => {",
      '  const data = response.json().data;',
      ...names.map((name) => `  pm.environment.set('${name}', data.${name});`),
      '});',
    ],
  };
}

const freshEachRun: Record<string, FreshEachRun> = {
  staffMakeBookingForAttentionRequest: freshBookingFixture({
    path: { unit_id: '{{lead_unit_id}}' },
    body: { attention_request_id: '{{attention_request_id}}' },
  }),
  staffBookingSendToAcceptance: freshBookingFixture({ path: { unit_id: '{{send_unit_id}}' } }),
  clientRateMaintenanceRequest: {
    path: { maintenance_request_id: '{{rated_request_id}}' },
    prerequest: [
      "const base = pm.environment.get('base_url');",
      `pm.sendRequest({ url: base + '/client/maintenance-request/store', method: 'POST', header: ${scriptHeaders('client_token')}, body: ${scriptForm({ category: "'plumbing'", description: "'Filed by the Postman run to be rated.'", unit_id: "'3'" })} }, (error, response) => {`,
      '  const id = response.json().data.id;',
      "  pm.environment.set('rated_request_id', id);",
      // Staff close it through the real change-status operation (open -> closed).
      `  pm.sendRequest({ url: pm.environment.get('system_user_url') + '/crm/maintenance-requests/' + id + '/change-status', method: 'POST', header: ${scriptHeaders('staff_token')}, body: ${scriptForm({ status: "'closed'" })} }, () => {});`,
      '});',
    ],
  },
  // The staff chain (status -> cost -> bill -> confirm) works on a request the run files and starts.
  staffChangeMaintenanceStatus: {
    path: { maintenance_request_id: '{{staff_request_id}}' },
    prerequest: [
      `pm.sendRequest({ url: pm.environment.get('system_user_url') + '/crm/maintenance-requests', method: 'POST', header: ${scriptHeaders('staff_token')}, body: ${scriptForm({ client_id: "'25'", unit_id: "'3'", category: "'electrical'", description: "'Filed by the Postman run for the staff chain.'" })} }, (error, response) => {`,
      '  const id = response.json().data.id;',
      "  pm.environment.set('staff_request_id', id);",
      `  pm.sendRequest({ url: pm.environment.get('system_user_url') + '/crm/maintenance-requests/' + id + '/change-status', method: 'POST', header: ${scriptHeaders('staff_token')}, body: ${scriptForm({ status: "'in_progress'" })} }, () => {});`,
      '});',
    ],
  },
  staffChangeMaintenanceCost: { path: { maintenance_request_id: '{{staff_request_id}}' } },
  staffStoreMaintenanceInvoice: { path: { maintenance_request_id: '{{staff_request_id}}' } },
  staffChangeMaintenanceCompleted: { path: { maintenance_request_id: '{{staff_request_id}}' } },
  clientBookVisit: {
    body: { visit_at: '{{visit_at}}' },
    prerequest: [
      // Each second of the clock maps to its own half-hour slot (09:00-17:30 UTC) of a day from 2031 on.
      'const second = Math.floor(Date.now() / 1000) % (18 * 36500);',
      'const day = new Date(Date.UTC(2031, 0, 1) + Math.floor(second / 18) * 86400000).toISOString().slice(0, 10);',
      'const minutes = 9 * 60 + (second % 18) * 30;',
      "pm.environment.set('visit_at', day + ' ' + String(Math.floor(minutes / 60)).padStart(2, '0') + ':' + String(minutes % 60).padStart(2, '0'));",
    ],
  },
  // A visit for the client clientSendOtp's script made for this run (a client has one upcoming visit
  // per project), on a day of its own: each second of the clock maps to its own day from 2031 on.
  staffStoreClientBookVisit: {
    path: { client_id: '{{run_client_id}}' },
    body: { visit_at: '{{client_visit_at}}' },
    prerequest: [
      'const day = Date.UTC(2031, 0, 1) + (Math.floor(Date.now() / 1000) % 36500) * 86400000;',
      "pm.environment.set('client_visit_at', new Date(day).toISOString().slice(0, 10) + ' 10:00');",
      "pm.environment.set('client_visit_moved_at', new Date(day + 86400000).toISOString().slice(0, 10) + ' 11:00');",
    ],
  },
  staffUpdateBookVisit: { body: { visit_at: '{{client_visit_moved_at}}' } },
  clientSendOtp: {
    body: { phone: '{{otp_phone}}' },
    prerequest: [
      'const digits = String(Date.now()).slice(-8);',
      "pm.environment.set('otp_phone', '+96656' + digits);",
      // The run's client: staffStoreClientBookVisit books its visit for them.
      `pm.sendRequest({ url: pm.environment.get('base_url') + '/system/clients/store', method: 'POST', header: ${scriptHeaders()}, body: ${scriptForm({ name: "'Postman Run ' + digits", phone: "pm.environment.get('otp_phone')", email: "'postman.' + digits + '@example.com'" })} }, (error, response) => {`,
      "  if (!error && response.code === 201) pm.environment.set('run_client_id', response.json().data.id);",
      '});',
    ],
  },
  clientVerifyOtp: { body: { phone: '{{otp_phone}}' } },
  // Texts a staff account of its own (the local stack makes it): a number gets five codes an hour.
  staffLoginSendOtp: {
    body: { phone: '{{staff_otp_phone}}' },
    prerequest: [
      "pm.sendRequest({ url: pm.environment.get('base_url') + '/local/staff-accounts', method: 'POST' }, (error, response) => {",
      "  pm.environment.set('staff_otp_phone', '+' + response.json().data.phone);",
      '});',
    ],
  },
  // Deletes a staff account of its own (the local stack makes it), never a demo user.
  staffDeleteAccount: {
    prerequest: [
      "pm.sendRequest({ url: pm.environment.get('base_url') + '/local/staff-accounts', method: 'POST' }, (error, response) => {",
      "  pm.environment.set('new_staff_token', response.json().data.token);",
      '});',
    ],
  },
  // An approval is decided once: accept and reject each decide one the local stack makes for the run.
  staffAcceptAcceptance: freshApproval('accepted_acceptance_id'),
  staffRejectAcceptance: freshApproval('rejected_acceptance_id'),
  // Init sale converts the hold and sells the unit: each reads a hold of its own.
  staffInitSaleAttentionData: freshInitSaleHold('attention_unit_id'),
  staffInitSale: freshInitSaleHold('init_sale_unit_id'),
  // A sale is deleted once: delete and force delete work on a draft sale holding no money made for the run.
  staffDeleteSale: {
    path: { sale_id: '{{deletable_sale_id}}' },
    prerequest: [
      "pm.sendRequest({ url: pm.environment.get('base_url') + '/local/sales/deletable', method: 'POST' }, (error, response) => {",
      "  pm.environment.set('deletable_sale_id', response.json().data.sale_id);",
      '});',
    ],
  },
  staffForceDeleteSale: { path: { sale_id: '{{deletable_sale_id}}' } },
  // The sale's first-home certificate names the buyer of the sale staffInitSale made in this run.
  staffSaleTaxFreeStatus: { body: { beneficiary_national_id: '{{init_sale_unit_id_national_id}}' } },
  // Force to emptying takes a contracted sale once: a fresh one each run.
  staffForceToEmptying: {
    path: { sale_id: '{{contracted_sale_id}}' },
    prerequest: [
      "pm.sendRequest({ url: pm.environment.get('base_url') + '/local/sales/contracted', method: 'POST' }, (error, response) => {",
      "  pm.environment.set('contracted_sale_id', response.json().data.id);",
      '});',
    ],
  },
  // A deleted payment is restored once: the run restores one the local stack makes for it.
  staffIsAllowRestoreDeleteOperation: {
    path: { sale_id: '{{deleted_operation_sale_id}}', operation_id: '{{deleted_operation_id}}' },
    prerequest: [
      "pm.sendRequest({ url: pm.environment.get('base_url') + '/local/sale-operations/deleted', method: 'POST' }, (error, response) => {",
      "  pm.environment.set('deleted_operation_sale_id', response.json().data.sale_id);",
      "  pm.environment.set('deleted_operation_id', response.json().data.operation_id);",
      '});',
    ],
  },
  staffRestoreDeleteOperation: {
    path: { sale_id: '{{deleted_operation_sale_id}}', operation_id: '{{deleted_operation_id}}' },
  },
  // A payment is reported paid once: the webhook reports one the local stack makes for the run,
  // signed once its ids are in (signGatewayRequest: the signed-header markers).
  systemPaymentGatewayWebhook: {
    body: { operation_id: '{{online_operation_id}}', token: '{{online_operation_token}}' },
    prerequest: [
      "pm.sendRequest({ url: pm.environment.get('base_url') + '/local/sale-operations/online', method: 'POST' }, (error, response) => {",
      "  pm.environment.set('online_operation_id', response.json().data.operation_id);",
      "  pm.environment.set('online_operation_token', response.json().data.token);",
      '  signGatewayRequest();',
      '});',
    ],
  },
  // A presigned upload completes once, a file is deleted once: each on a sale the local stack makes for the run.
  staffUploadSaleFile: {
    path: { sale_id: '{{staged_file_sale_id}}' },
    body: { upload_id: '{{staged_upload_id}}' },
    prerequest: [
      "pm.sendRequest({ url: pm.environment.get('base_url') + '/local/sale-files/staged', method: 'POST' }, (error, response) => {",
      "  pm.environment.set('staged_file_sale_id', response.json().data.sale_id);",
      "  pm.environment.set('staged_upload_id', response.json().data.upload_id);",
      '});',
    ],
  },
  staffDeleteSaleFile: {
    path: { sale_id: '{{filed_file_sale_id}}', file_id: '{{filed_file_id}}' },
    prerequest: [
      "pm.sendRequest({ url: pm.environment.get('base_url') + '/local/sale-files/filed', method: 'POST' }, (error, response) => {",
      "  pm.environment.set('filed_file_sale_id', response.json().data.sale_id);",
      "  pm.environment.set('filed_file_id', response.json().data.file_id);",
      '});',
    ],
  },
};

/**
 * For an example with the `{gateway-...}` header markers: signs the raw body as it will be sent
 * (its `{{variables}}` resolved) with the collection's local demo secret, into the header
 * variables. Called at the end of the item's own script when it has one (after its fixture).
 */
function signScript(example: ExampleCall['example'], fresh: FreshEachRun): string[] {
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
  const fresh = freshEachRun[route.operationId] ?? {};
  const example = {
    ...call.example,
    ...(fresh.path ? { path: { ...call.example.path, ...fresh.path } } : {}),
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
    ...Object.entries(example.headers ?? {}).map(([key, value]) => ({ key, value: postmanHeader(value) })),
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
