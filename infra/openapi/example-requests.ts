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

/** Every route with its request example: logins first (the others need their tokens), logouts last (they revoke them). */
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
  return [
    ...calls.filter(isLogin),
    ...calls.filter((call) => !isLogin(call) && !isLogout(call)),
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
