import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { $ZodType } from 'zod/v4/core';
import { NotFoundError, ValidationError } from '../errors';
import type { OperationResult } from './envelopes';
import type { RequestState } from './middleware/state';
import { pageRequest } from './pagination';
import { publicResourceUrl } from './public-url';
import { validate } from './validation';

/** Query values with `name[]` read as lists; other repeated names keep their last value. */
function queryOf(event: APIGatewayProxyEvent): Record<string, unknown> {
  // Null prototype: parameter names come from the caller (`__proto__` included).
  const query: Record<string, unknown> = Object.create(null);
  const multi = event.multiValueQueryStringParameters ?? {};
  for (const [name, values] of Object.entries(event.queryStringParameters ?? {})) {
    const all = multi[name] ?? (values === undefined ? [] : [values]);
    if (name.endsWith('[]')) query[name.slice(0, -2)] = all;
    else query[name] = all[all.length - 1];
  }
  return query;
}

/**
 * Validates query, body and path parameters together (one 422 listing every failing field, as
 * Laravel does) and runs the operation. A path parameter that fails its schema names no record: 404.
 */
export async function runOperation(
  event: APIGatewayProxyEvent,
  state: RequestState,
): Promise<OperationResult> {
  const { spec, run } = state.operation;
  let params: unknown;
  if (spec.params) {
    try {
      params = validate(spec.params, event.pathParameters ?? {});
    } catch (error) {
      if (error instanceof ValidationError) throw new NotFoundError();
      throw error;
    }
  }
  const fields: ValidationError['fields'] = {};
  const parse = (schema: $ZodType | undefined, input: unknown) => {
    if (!schema) return undefined;
    try {
      return validate(schema, input);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      Object.assign(fields, error.fields);
      return undefined;
    }
  };
  const query = parse(spec.query, queryOf(event));
  const body = parse(spec.body, state.body ?? {});
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  return run({
    query,
    body,
    params,
    request: {
      event,
      locale: state.locale,
      resourceUrl: publicResourceUrl(state.module, state.route, event.pathParameters),
      page: pageRequest(query),
      apiKey: state.apiKey ?? { name: 'unknown', scopes: [], enabled: false },
      ...(state.caller ? { caller: state.caller } : {}),
    },
  });
}
