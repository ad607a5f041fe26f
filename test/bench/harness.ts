import type { APIGatewayProxyResult } from 'aws-lambda';
import { handlerOf, resourceModules } from '../../functions/route-table';
import { demoCredentials } from '../../infra/local/demo-credentials';
import { buildProxyEvent, lambdaContext } from '../../infra/local/proxy-event';
import { mountOf, resourcePathOf } from '../../shared/http/route';

export interface BenchRequest {
  operationId: string;
  path?: Record<string, string>;
  query?: string;
  form?: Record<string, string | { name: string; content: Buffer }>;
  token?: string;
}

/** A route's Lambda handler, in-process (the module is imported once, as a warm container keeps it). */
async function handlerFor(operationId: string) {
  const module = resourceModules.find((candidate) =>
    candidate.routes.some((route) => route.operationId === operationId),
  );
  const route = module?.routes.find((candidate) => candidate.operationId === operationId);
  if (!module || !route) throw new Error(`no route ${operationId}`);
  return { module, route, handler: handlerOf(module) };
}

/** A call ready to run: the event is built, only the handler remains. */
export type ReadyCall = () => Promise<APIGatewayProxyResult>;

/**
 * Prepares a call: the proxy event the gateway would send (multipart encoded once, as the client
 * does). Each `fresh()` copies the event (handlers change it) and returns the handler invocation
 * alone, so a benchmark times only the handler.
 */
export async function prepare(request: BenchRequest): Promise<() => ReadyCall> {
  const { module, route, handler } = await handlerFor(request.operationId);
  const demo = demoCredentials();
  const headers = ['Host', '127.0.0.1:3000', 'x-api-key', demo.apiKey, 'x-secret-key', demo.secretKey];
  if (request.token) headers.push('Authorization', `Bearer ${request.token}`);
  let body = Buffer.alloc(0);
  if (request.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.form)) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new File([value.content], value.name));
    }
    const encoded = new Request('http://local/', { method: 'POST', body: form });
    body = Buffer.from(await encoded.arrayBuffer());
    headers.push('Content-Type', encoded.headers.get('content-type') as string);
  }
  // An area's REST API sees the path without the area (its base-path mapping strips it).
  const resource = resourcePathOf(module, route);
  const path = resource.replace(/\{(\w+)\}/g, (_, name: string) => request.path?.[name] ?? '');
  const event = buildProxyEvent({
    method: route.method,
    path: `/api/v1/${mountOf(module)}${path}`,
    resource,
    pathParameters: request.path ?? {},
    rawHeaders: headers,
    searchParams: new URLSearchParams(request.query ?? ''),
    body,
    sourceIp: '127.0.0.1',
    stage: 'bench',
  });
  const json = JSON.stringify(event);
  return () => {
    const copy = JSON.parse(json);
    const context = lambdaContext(`${module.surface}-${module.resource}`);
    return async () => {
      const result = await handler(copy, context);
      if (result.statusCode < 200 || result.statusCode >= 300) {
        throw new Error(`${request.operationId} answered ${result.statusCode}: ${result.body.slice(0, 300)}`);
      }
      return result;
    };
  };
}

/** Milliseconds of one call. */
export async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}
