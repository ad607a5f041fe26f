import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { handlerOf, resourceModules } from '../../functions/route-table';
import { findApiKey, keyHasScope } from '../../shared/auth/api-keys';
import { originsOf, preflightHeaders } from '../../shared/http/cors';
import { browserSurfaces } from '../../shared/http/function-environment';
import type { ApiModule } from '../../shared/http/module';
import { mountOf, type Route, requiredScope, resourcePathOf } from '../../shared/http/route';
import { serveDocs } from './docs';
import { type LocalFunction, runAsFunction } from './function-scope';
import { serveLocalRoute } from './local-routes';
import type { LocalOutbox } from './outbox';
import { buildProxyEvent, lambdaContext } from './proxy-event';

/** API Gateway REST limits this gateway reproduces. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const LAMBDA_PAYLOAD_BYTES = 6 * 1024 * 1024;
/** API Gateway refuses longer request URLs with a 414. */
const MAX_URL_LENGTH = 8192;
export const API_PREFIX = '/api/v1';

interface CompiledRoute {
  module: ApiModule;
  route: Route;
  pattern: RegExp;
  parameterNames: string[];
  staticSegments: number;
}

function compile(module: ApiModule, route: Route): CompiledRoute {
  // An area's root route (`/sales-support` is `/` inside its API) answers without a trailing slash.
  const full = `${API_PREFIX}/${mountOf(module)}${resourcePathOf(module, route)}`.replace(/\/$/, '');
  const parameterNames: string[] = [];
  const source = full
    .split('/')
    .map((segment) => {
      const parameter = /^\{(\w+)\}$/.exec(segment);
      if (!parameter) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      parameterNames.push(parameter[1] as string);
      return '([^/]+)';
    })
    .join('/');
  const staticSegments = full.split('/').filter((s) => s && !s.startsWith('{')).length;
  return { module, route, pattern: new RegExp(`^${source}/?$`), parameterNames, staticSegments };
}

// More literal segments win, as API Gateway prefers `/units/search` over `/units/{unit_id}`.
const compileRoutes = (modules: readonly ApiModule[]): CompiledRoute[] =>
  modules
    .flatMap((module) => module.routes.map((route) => compile(module, route)))
    .sort((a, b) => b.staticSegments - a.staticSegments);

const routeTableRoutes = compileRoutes(resourceModules);

function send(
  response: ServerResponse,
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(statusCode, { 'Content-Type': 'application/json', ...headers });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => done(size > MAX_BODY_BYTES ? 'too-large' : Buffer.concat(chunks)));
    request.on('error', fail);
  });
}

export type AccessLog = (line: string) => void;

export interface GatewayOptions {
  log?: AccessLog;
  /** The local stack's notifier: with it, the gateway also serves the `{base_url}/local/` routes (local-routes.ts). */
  outbox?: Pick<LocalOutbox, 'messages'>;
  /** The modules to serve instead of the route table's (tests route modules that are not built yet). */
  modules?: readonly ApiModule[];
  /**
   * Each module's function as its CDK declaration builds it, with the local values: with it, every
   * handler runs as its own function (function-scope.ts), with only the variables and grants it is given.
   */
  functionOf?: (module: ApiModule) => LocalFunction;
}

/** Percent-decodes a path segment; malformed escapes are passed on as sent, as API Gateway does. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function serve(
  request: IncomingMessage,
  response: ServerResponse,
  { log, outbox, functionOf }: GatewayOptions,
  routes: readonly CompiledRoute[],
): Promise<void> {
  const started = Date.now();
  const url = new URL(request.url ?? '/', 'http://localhost');
  const method = (request.method ?? 'GET').toUpperCase();
  const finish = (status: number) => log?.(`${method} ${url.pathname} ${status} ${Date.now() - started}ms`);

  if ((request.url ?? '').length > MAX_URL_LENGTH) {
    send(response, 414, { message: 'Request-URI Too Long' });
    return finish(414);
  }
  // Routes match the path as sent; parameters are decoded one by one (a lone `%` stays as it is).
  const path = url.pathname;
  // The document's server address is the gateway's own (it listens on 127.0.0.1), not the Host header.
  const origin = `http://127.0.0.1:${request.socket.localPort}`;
  if (method === 'GET' && (await serveDocs(path, origin, API_PREFIX, response))) return finish(200);
  if (outbox && path.startsWith(`${API_PREFIX}/local/`)) {
    const status = await serveLocalRoute(request, response, path.slice(API_PREFIX.length), outbox);
    if (status) return finish(status);
  }
  if (method === 'OPTIONS') {
    const status = preflight(request, response, path, routes, functionOf);
    return finish(status);
  }
  const match = routes
    .filter((candidate) => candidate.route.method === method)
    .map((candidate) => ({ candidate, found: candidate.pattern.exec(path) }))
    .find(({ found }) => found !== null);
  if (!match?.found) {
    send(response, 403, { message: 'Missing Authentication Token' });
    return finish(403);
  }
  const body = await readBody(request);
  if (body === 'too-large') {
    send(response, 413, { message: 'Request Too Long' });
    return finish(413);
  }
  // The usage plan: the key must exist, be enabled and be attached to this surface's API.
  const apiKey = request.headers['x-api-key'];
  const keyRecord = typeof apiKey === 'string' && apiKey ? await findApiKey(apiKey) : undefined;
  if (!keyRecord || !keyHasScope(keyRecord, requiredScope(match.candidate.module))) {
    send(response, 403, { message: 'Forbidden' });
    return finish(403);
  }
  const { candidate, found } = match;
  const pathParameters = Object.fromEntries(
    candidate.parameterNames.map((name, index) => [name, safeDecode(found[index + 1] as string)]),
  );
  const event = buildProxyEvent({
    method,
    path,
    resource: resourcePathOf(candidate.module, candidate.route),
    pathParameters,
    rawHeaders: withForwardedHeaders(request),
    searchParams: url.searchParams,
    body,
    sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
    stage: 'local',
  });
  if (JSON.stringify(event).length > LAMBDA_PAYLOAD_BYTES) {
    send(response, 413, { message: 'Request Too Long' });
    return finish(413);
  }
  let result: APIGatewayProxyResult;
  try {
    const name = `${candidate.module.surface}-${candidate.module.resource}`;
    const invoke = () => handlerOf(candidate.module)(event, lambdaContext(name));
    const fn = functionOf?.(candidate.module);
    result = await (fn ? runAsFunction(fn, invoke) : invoke());
  } catch (error) {
    // API Gateway's answer when the Lambda itself fails (not an error response from our stack).
    log?.(`handler crashed: ${(error as Error).stack ?? String(error)}`);
    send(response, 502, { message: 'Internal server error' });
    return finish(502);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  const payload = result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body;
  response.writeHead(result.statusCode, headers);
  response.end(payload);
  finish(result.statusCode);
}

/**
 * A CORS preflight, answered as API Gateway's mock OPTIONS methods do on the system and staff APIs
 * (their greedy `{proxy+}` OPTIONS serve every path of the API, infra/stacks/api-stack.ts): no
 * keys (browsers send none on a preflight), 204 with the allowed origin, methods and headers for an
 * allowed Origin. Elsewhere (the client surface, no API) 403 as any method without a route.
 */
function preflight(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  routes: readonly CompiledRoute[],
  functionOf: GatewayOptions['functionOf'],
): number {
  const inside = (module: ApiModule) => {
    const mount = `${API_PREFIX}/${mountOf(module)}`;
    return path === mount || path.startsWith(`${mount}/`);
  };
  // The API whose mapping serves the path: the longest mount, as API Gateway picks the base path.
  const served = routes
    .map((candidate) => candidate.module)
    .filter(inside)
    .sort((a, b) => mountOf(b).length - mountOf(a).length)[0];
  if (!served || !browserSurfaces.includes(served.surface)) {
    send(response, 403, { message: 'Missing Authentication Token' });
    return 403;
  }
  const setting = functionOf
    ? functionOf(served).environment.CORS_ALLOWED_ORIGINS
    : process.env.CORS_ALLOWED_ORIGINS;
  const origin = request.headers.origin;
  response.writeHead(
    204,
    preflightHeaders(typeof origin === 'string' ? origin : undefined, originsOf(setting)),
  );
  response.end();
  return 204;
}

/**
 * Sets the header API Gateway sets in front of the function: the protocol the gateway was called
 * with, in place of any the caller sent (nothing in the handlers reads it for an address).
 */
function withForwardedHeaders(request: IncomingMessage): string[] {
  const raw: string[] = [];
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    const name = request.rawHeaders[index] as string;
    if (name.toLowerCase() !== 'x-forwarded-proto') raw.push(name, request.rawHeaders[index + 1] as string);
  }
  raw.push('X-Forwarded-Proto', 'http');
  return raw;
}

/**
 * An HTTP server that behaves like the API Gateway REST APIs in front of the Lambdas: it routes by
 * the route table, enforces usage-plan keys, builds v1 proxy events and invokes the same handler
 * modules in-process.
 */
export function createGateway(options: GatewayOptions = {}): Server {
  const routes = options.modules ? compileRoutes(options.modules) : routeTableRoutes;
  // Headers up to 64 KB reach the checks above (Node's own limit would answer a bare 431 first).
  return createServer({ maxHeaderSize: 64 * 1024 }, (request, response) => {
    serve(request, response, options, routes).catch((error: Error) => {
      options.log?.(`gateway error: ${error.stack ?? error.message}`);
      if (!response.headersSent) send(response, 500, { message: 'Internal server error' });
      else response.end();
    });
  });
}
