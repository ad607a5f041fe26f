import * as z from 'zod';
import { operationsById } from '../../functions/route-table';
import type { Route } from '../../shared/http/route';
import { blankClears } from './json-schema-overrides';

/** Drops `required` lists everywhere in a JSON Schema (see `requestValidation`). */
function withoutRequired(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutRequired);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== 'required' && key !== '$schema')
      .map(([key, value]) => [key, withoutRequired(value)]),
  );
}

/** The parameters every request of a route must carry: the key pair, the bearer where needed, the path ids. */
export function requiredParameters(route: Pick<Route, 'access' | 'path'>): Record<string, boolean> {
  const parameters: Record<string, boolean> = {
    'method.request.header.x-api-key': true,
    'method.request.header.x-secret-key': true,
    ...(route.access.kind === 'keys' ? {} : { 'method.request.header.Authorization': true }),
  };
  for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) parameters[`method.request.path.${name}`] = true;
  return parameters;
}

/**
 * What API Gateway checks before the function runs, from the same zod schemas as the document:
 * the headers each route's security needs, its path and required query parameters, and for JSON
 * bodies a draft-4 model of the body's types and formats. The model leaves out `required`: a
 * missing field must reach the function, which answers Laravel's exact 422 for it.
 */
export function requestValidation(route: Route): {
  requestParameters: Record<string, boolean>;
  jsonBodyModel?: object;
} {
  const operation = operationsById[route.operationId];
  if (!operation) throw new Error(`No operation for ${route.operationId}`);
  const requestParameters = requiredParameters(route);
  if (operation.spec.query) {
    const query = z.toJSONSchema(operation.spec.query, {
      io: 'input',
      target: 'draft-04',
      unrepresentable: 'any',
    });
    for (const name of Object.keys(query.properties ?? {})) {
      requestParameters[`method.request.querystring.${name}`] = (query.required ?? []).includes(name);
    }
  }
  if (!operation.spec.body) return { requestParameters };
  const body = z.toJSONSchema(operation.spec.body, {
    io: 'input',
    target: 'draft-04',
    unrepresentable: 'any',
    override: blankClears,
  });
  return { requestParameters, jsonBodyModel: withoutRequired(body) as object };
}
