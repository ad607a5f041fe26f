import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { resourceModules } from '../../functions/route-table';
import { type ResourceModule, type Route, surfaceMount } from '../../shared/http/route';
import { demoCredentials } from '../local/demo-credentials';
import { waitForCode } from '../local/outbox-reader';
import {
  createdBy,
  OTP,
  type RequestExample,
  requestExamples,
  UNIQUE,
  UPLOAD_EXAMPLE_CONTENT,
  uniqueDigits,
} from './request-examples';

// Codes texted since this module was loaded (this run) are the ones examples may use.
const startedAt = Date.now();

export interface ExampleCall {
  module: ResourceModule;
  route: Route;
  example: RequestExample;
}

/** The operations whose created ids an example uses (`{created:<operationId>}` values). */
const creatorsOf = (example: RequestExample): string[] =>
  [...Object.values(example.path ?? {}), ...Object.values(example.body ?? {})].flatMap((value) => {
    const creator = typeof value === 'string' ? createdBy(value) : undefined;
    return creator ? [creator] : [];
  });

/** The calls in their order, each after the calls that create the ids it uses. */
function afterTheirCreators(calls: ExampleCall[]): ExampleCall[] {
  const ordered: ExampleCall[] = [];
  const done = new Set<string>();
  const inRun = new Set(calls.map((call) => call.route.operationId));
  let waiting = calls;
  while (waiting.length > 0) {
    const ready = waiting.filter((call) =>
      creatorsOf(call.example).every((creator) => done.has(creator) || !inRun.has(creator)),
    );
    if (ready.length === 0) throw new Error('request examples name each other as creators in a cycle');
    for (const call of ready) done.add(call.route.operationId);
    ordered.push(...ready);
    waiting = waiting.filter((call) => !ready.includes(call));
  }
  return ordered;
}

/**
 * Every route with its request example: logins first (the others need their tokens), each call
 * after the calls that create the ids it uses, deletes after every other use, logouts last (they
 * revoke the tokens).
 */
export function exampleCalls(): ExampleCall[] {
  const calls = resourceModules.flatMap((module) =>
    module.routes.map((route) => {
      const example = requestExamples[route.operationId];
      if (!example)
        throw new Error(`No request example for ${route.operationId} (infra/openapi/request-examples.ts)`);
      return { module, route, example };
    }),
  );
  const isLogin = (call: ExampleCall) => call.route.operationId.endsWith('Login');
  const isLogout = (call: ExampleCall) => call.route.operationId.endsWith('Logout');
  const isDelete = (call: ExampleCall) => call.route.method === 'DELETE';
  const rest = calls.filter((call) => !isLogin(call) && !isLogout(call));
  return [
    ...calls.filter(isLogin),
    ...afterTheirCreators(rest.filter((call) => !isDelete(call))),
    ...rest.filter(isDelete),
    ...calls.filter(isLogout),
  ];
}

/** Ids created by earlier calls of a run, by operationId (for `{created:...}` path values). */
export type CreatedIds = Record<string, number | string>;

/** The example's URL under `baseUrl` (`.../api/v1`). */
export function exampleUrl(baseUrl: string, call: ExampleCall, created: CreatedIds = {}): string {
  const path = call.route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.example.path?.[name] ?? '';
    const creator = createdBy(value);
    return creator ? String(created[creator] ?? 0) : value;
  });
  const query = new URLSearchParams(call.example.query ?? {}).toString();
  return `${baseUrl}/${surfaceMount[call.module.surface]}${path}${query ? `?${query}` : ''}`;
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
  const token =
    call.route.access.kind === 'client'
      ? tokens.client
      : call.route.access.kind === 'staff'
        ? tokens.staff
        : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: FormData | undefined;
  if (call.example.body || call.example.files) {
    body = new FormData();
    const unique = uniqueDigits();
    for (const [name, value] of Object.entries(call.example.body ?? {})) {
      const code =
        value === OTP ? await waitForCode(baseUrl, String(call.example.body?.phone), startedAt) : undefined;
      const creator = createdBy(value);
      body.append(name, code ?? (creator ? String(created[creator]) : value.replaceAll(UNIQUE, unique)));
    }
    for (const [name, paths] of Object.entries(call.example.files ?? {})) {
      for (const path of paths) body.append(name, new File([readFileSync(path)], basename(path)));
    }
  }
  const response = await fetch(exampleUrl(baseUrl, call, created), {
    method: call.route.method,
    headers,
    body,
  });
  const json = (await response.json()) as { data?: { id?: unknown; upload_id?: unknown; url?: unknown } };
  if (response.status === 201 && typeof json.data?.id === 'number')
    created[call.route.operationId] = json.data.id;
  // A presigned upload: put the example bytes where it says, so a later example can complete it.
  if (
    response.status === 201 &&
    typeof json.data?.upload_id === 'string' &&
    typeof json.data.url === 'string'
  ) {
    await fetch(json.data.url, { method: 'PUT', body: UPLOAD_EXAMPLE_CONTENT });
    created[call.route.operationId] = json.data.upload_id;
  }
  return { status: response.status, body: json as unknown };
}
