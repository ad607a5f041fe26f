import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { ApiKeyRecord } from '../../auth/api-keys';
import type { Caller } from '../../domain/callers/callers';
import type { Locale } from '../../i18n';
import type { Operation } from '../operation';
import type { ResourceModule, Route } from '../route';

/** What the middlewares learn about a request, kept on the middy request as it moves along. */
export interface RequestState {
  module: ResourceModule;
  route: Route;
  operation: Operation;
  locale: Locale;
  startedAt: number;
  apiKey?: ApiKeyRecord;
  /** Who the bearer token speaks for, resolved once by the bearer check. */
  caller?: Caller;
  body?: unknown;
}

export type ApiMiddleware = MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>;

// Keyed by the event object, which middy hands unchanged to every middleware and to the handler.
const states = new WeakMap<APIGatewayProxyEvent, RequestState>();

/** Records the matched route's state for this request. */
export function setState(event: APIGatewayProxyEvent, state: RequestState): void {
  states.set(event, state);
}

/** The request's state, or undefined before the route was matched (e.g. an unknown route). */
export const findState = (event: APIGatewayProxyEvent | undefined): RequestState | undefined =>
  event ? states.get(event) : undefined;

/** The request's state; the route matcher runs before every other middleware of ours that reads it. */
export function stateOf(event: APIGatewayProxyEvent): RequestState {
  const state = states.get(event);
  if (!state) throw new Error('Request state read before the route was matched');
  return state;
}

/** JSON response with the headers every answer carries. */
export function jsonResponse(
  statusCode: number,
  body: unknown,
  requestId?: string,
  extraHeaders: Record<string, string> = {},
): APIGatewayProxyResult {
  return {
    statusCode,
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(requestId ? { 'X-Request-Id': requestId } : {}),
      ...extraHeaders,
    },
    body: JSON.stringify(body),
  };
}
