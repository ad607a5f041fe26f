import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { resourceModules } from '../../functions/route-table';
import { type ResourceModule, type Route, surfaceMount } from '../../shared/http/route';
import { demoCredentials } from '../local/demo-credentials';
import { waitForCode } from '../local/outbox-reader';
import { examplesFileOf, requestExamples } from './module-examples';
import {
  createdBy,
  EMBEDDED_FIXTURE,
  fixtureField,
  fixtureSlot,
  OTP,
  type RequestExample,
  UNIQUE,
  UPLOAD_EXAMPLE_CONTENT,
  uniqueDigits,
} from './request-examples';
import { signedHeaders } from './signed-headers';

// Codes texted since this module was loaded (this run) are the ones examples may use.
const startedAt = Date.now();

export interface ExampleCall {
  module: ResourceModule;
  route: Route;
  example: RequestExample;
}

/** The operations whose examples must run before this one: the creators of its ids, and its `after`. */
const prerequisitesOf = (example: RequestExample): string[] => [
  ...(example.after ?? []),
  ...[...Object.values(example.path ?? {}), ...Object.values(example.body ?? {})].flatMap((value) => {
    const creator = createdBy(value);
    return creator ? [creator] : [];
  }),
];

/** The calls in their order, each after the calls it needs. */
function afterTheirPrerequisites(calls: ExampleCall[]): ExampleCall[] {
  const ordered: ExampleCall[] = [];
  const done = new Set<string>();
  const inRun = new Set(calls.map((call) => call.route.operationId));
  let waiting = calls;
  while (waiting.length > 0) {
    const ready = waiting.filter((call) =>
      prerequisitesOf(call.example).every((needed) => done.has(needed) || !inRun.has(needed)),
    );
    if (ready.length === 0) throw new Error('request examples name each other as prerequisites in a cycle');
    for (const call of ready) done.add(call.route.operationId);
    ordered.push(...ready);
    waiting = waiting.filter((call) => !ready.includes(call));
  }
  return ordered;
}

/** The given operations and, transitively, the operations their examples need first. */
function withPrerequisites(operationIds: readonly string[]): Set<string> {
  const needed = new Set<string>();
  const visit = (operationId: string) => {
    if (needed.has(operationId)) return;
    const example = requestExamples[operationId];
    if (!example) throw new Error(`No request example for ${operationId}`);
    needed.add(operationId);
    for (const prerequisite of prerequisitesOf(example)) visit(prerequisite);
  };
  for (const operationId of operationIds) visit(operationId);
  return needed;
}

/**
 * Every route with its request example (or only the given operations and the ones they need):
 * logins first (the others need their tokens), each call after the calls that create the ids it
 * uses, deletes after every other use, logouts last (they revoke the tokens).
 */
export function exampleCalls(only?: readonly string[]): ExampleCall[] {
  const included = only ? withPrerequisites(only) : undefined;
  const calls = resourceModules.flatMap((module) =>
    module.routes
      .filter((route) => !included || included.has(route.operationId))
      .map((route) => {
        const example = requestExamples[route.operationId];
        if (!example)
          throw new Error(`No request example for ${route.operationId} (${examplesFileOf(module)})`);
        return { module, route, example };
      }),
  );
  const isLogin = (call: ExampleCall) => call.route.operationId.endsWith('Login');
  // A switch of account revokes the token too; its new token serves the logouts after it.
  const isLogout = (call: ExampleCall) => /(Logout|SwitchAccount)$/.test(call.route.operationId);
  const isDelete = (call: ExampleCall) => call.route.method === 'DELETE';
  const rest = calls.filter((call) => !isLogin(call) && !isLogout(call));
  return [
    ...calls.filter(isLogin),
    ...afterTheirPrerequisites(rest.filter((call) => !isDelete(call))),
    ...rest.filter(isDelete),
    ...calls
      .filter(isLogout)
      .sort(
        (a, b) =>
          Number(a.route.operationId.endsWith('Logout')) - Number(b.route.operationId.endsWith('Logout')),
      ),
  ];
}

/** Ids created by earlier calls of a run, by operationId (for `{created:...}` values). */
export type CreatedIds = Record<string, number | string>;

/** The 6-digit code last texted to a phone number (the `{otp}` of a body). */
export type CodeReader = (phone: string) => Promise<string>;

/** Keeps a fixture's fields for the `{fixture}` and `{fixture:<name>}` values of its example. */
export function rememberFixture(fields: Readonly<Record<string, unknown>>, created: CreatedIds) {
  for (const [name, value] of Object.entries(fields))
    if (typeof value === 'number' || typeof value === 'string') created[fixtureSlot(name)] = value;
}

/** A path or body value with its markers filled in: an earlier call's id, or this run's unique digits. */
function filled(value: string, created: CreatedIds, unique = UNIQUE): string {
  const field = fixtureField(value);
  if (field) return String(created[fixtureSlot(field)] ?? 0);
  const creator = createdBy(value);
  if (creator) return String(created[creator] ?? 0);
  // A list sent as JSON text names its fixture's ids inside it (`"po_detail_id":{fixture:rebar_line_id}`).
  return value
    .replace(EMBEDDED_FIXTURE, (_, name: string) => String(created[fixtureSlot(name)] ?? 0))
    .replaceAll(UNIQUE, unique);
}

/** The example's path parameters by name, filled (`{ client_id: '42' }`). */
export function exampleParameters(call: ExampleCall, created: CreatedIds = {}): Record<string, string> {
  return Object.fromEntries(
    [...call.route.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => [
      name,
      filled(call.example.path?.[name] ?? '', created),
    ]),
  );
}

/** The example's URL under `baseUrl` (`.../api/v1`). */
export function exampleUrl(baseUrl: string, call: ExampleCall, created: CreatedIds = {}): string {
  const parameters = exampleParameters(call, created);
  const path = call.route.path.replace(/\{(\w+)\}/g, (_, name: string) => parameters[name] ?? '');
  // Query values take markers as path values do (`{fixture}`: a receipt a form is asked for).
  const query = new URLSearchParams(
    Object.fromEntries(
      Object.entries(call.example.query ?? {}).map(([name, value]) => [name, filled(value, created)]),
    ),
  ).toString();
  return `${baseUrl}/${surfaceMount[call.module.surface]}${path}${query ? `?${query}` : ''}`;
}

/** The example's form (body fields and files) with its markers filled in; none when it has no body. */
export async function exampleForm(
  call: ExampleCall,
  created: CreatedIds,
  codeFor: CodeReader,
): Promise<FormData | undefined> {
  const { body, files } = call.example;
  if (!body && !files) return undefined;
  const form = new FormData();
  const unique = uniqueDigits();
  for (const [name, value] of Object.entries(body ?? {}))
    form.append(name, value === OTP ? await codeFor(String(body?.phone)) : filled(value, created, unique));
  for (const [name, paths] of Object.entries(files ?? {}))
    for (const path of paths) form.append(name, new File([readFileSync(path)], basename(path)));
  return form;
}

/** The example's JSON body (fields with their markers filled), for an example sent as JSON (`json`). */
export function exampleJson(call: ExampleCall, created: CreatedIds): string | undefined {
  if (!call.example.json) return undefined;
  const unique = uniqueDigits();
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(call.example.body ?? {}).map(([name, value]) => [name, filled(value, created, unique)]),
    ),
  );
}

/**
 * The bearer token a call needs, if any: `{{client_token}}`, `{{staff_token}}` or, for an example
 * signed in as a staff account of its own, `{{new_staff_token}}` in stored events.
 */
export const tokenKindOf = (call: ExampleCall): 'client' | 'staff' | 'new_staff' | undefined =>
  call.route.access.kind === 'keys'
    ? undefined
    : call.example.newStaffAccount && call.route.access.kind === 'staff'
      ? 'new_staff'
      : call.route.access.kind;

/**
 * Notes what a successful call created, for later `{created:...}` values: the new record's id, or
 * a presigned upload's id once the example bytes are PUT where it says (a later example completes it).
 */
export async function rememberCreated(
  call: ExampleCall,
  status: number,
  body: unknown,
  created: CreatedIds,
): Promise<void> {
  const data = (body as { data?: { id?: unknown; upload_id?: unknown; url?: unknown } } | undefined)?.data;
  if (status !== 201) return;
  if (typeof data?.id === 'number') created[call.route.operationId] = data.id;
  if (typeof data?.upload_id === 'string' && typeof data.url === 'string') {
    await fetch(data.url, { method: 'PUT', body: UPLOAD_EXAMPLE_CONTENT });
    created[call.route.operationId] = data.upload_id;
  }
}

/** A token of a new staff account of its own, from the local stack's `POST /local/staff-accounts`. */
async function newStaffToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/local/staff-accounts`, { method: 'POST' });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Sends an example request over HTTP with the demo key pair and, where needed, a bearer token. */
export async function sendExample(
  baseUrl: string,
  call: ExampleCall,
  tokens: { client?: string; staff?: string },
  created: CreatedIds = {},
) {
  const demo = demoCredentials();
  const headers: Record<string, string> = {
    'x-api-key': demo.apiKey,
    'x-secret-key': demo.secretKey,
    Accept: 'application/json',
  };
  const kind = tokenKindOf(call);
  const token = kind === 'new_staff' ? await newStaffToken(baseUrl) : kind ? tokens[kind] : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (call.example.localFixture) {
    const made = await fetch(`${baseUrl}/local/${call.example.localFixture}`, { method: 'POST' });
    rememberFixture(((await made.json()) as { data: Record<string, number | string> }).data, created);
  }
  const json = exampleJson(call, created);
  const body = json ?? (await exampleForm(call, created, (phone) => waitForCode(baseUrl, phone, startedAt)));
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(exampleUrl(baseUrl, call, created), {
    method: call.route.method,
    headers: { ...headers, ...signedHeaders(call.example.headers, json ?? '') },
    body,
  });
  const answer = (await response.json()) as unknown;
  await rememberCreated(call, response.status, answer, created);
  return { status: response.status, body: answer };
}
