import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { $ZodType, output } from 'zod/v4/core';
import type { ApiKeyRecord } from '../auth/api-keys';
import type { Caller } from '../domain/callers/callers';
import type { PageRequest } from '../domain/lists';
import type { Locale } from '../i18n';
import type * as records from '../schemas/records';
import type { BodyLimits } from './body-limits';
import type { OperationResult } from './envelopes';
import type { Access, Route } from './route';

/** What every operation receives besides its validated input. */
export interface RequestInfo {
  event: APIGatewayProxyEvent;
  locale: Locale;
  /** Public address of the requested resource, without query (from configuration, never headers): the pagination `path`. */
  resourceUrl: string;
  /** The page a list operation was asked for (`page`, `per_page`); page 1 of 10 when not given. */
  page: PageRequest;
  apiKey: ApiKeyRecord;
  /**
   * On routes with a bearer: the signed-in client or staff member, resolved once by the middleware
   * (`staffCaller(request)` / `clientCaller(request)` answer it typed).
   */
  caller?: Caller;
}

export type RecordName = {
  [K in keyof typeof records]: (typeof records)[K] extends $ZodType ? K : never;
}[keyof typeof records];

/** What a successful call answers: one record or a page of records, of the given schema. */
export interface ResponseSpec {
  kind: 'single' | 'list';
  /**
   * The record's schema, by its name in shared/schemas/records.ts. A name, not the schema: the
   * record schemas serve the document and the tests, and would only slow every cold start.
   */
  record: RecordName;
  /** Answers 404 even without a path id (e.g. no digest for the day). */
  notFound?: true;
  /** Takes an optional `version` and answers 409 when it is stale. */
  conflict?: true;
  /** Creates a record: answers 201 Created. */
  created?: true;
}

export interface OperationSpec<Q extends $ZodType, B extends $ZodType, P extends $ZodType> {
  query?: Q;
  body?: B;
  /** The path parameters (`{client_id}`); one that fails its schema answers 404. */
  params?: P;
  /** Upload limits for this operation's multipart body. */
  limits?: BodyLimits;
  /** Checks the raw body and headers before the body is parsed (a signed webhook); throws to refuse. */
  rawBodyCheck?: RawBodyCheck;
  /** The success response, for the OpenAPI document and the contract tests. */
  response: ResponseSpec;
}

/** A check over the exact bytes received (as UTF-8 text) and the request's lower-cased headers. */
export type RawBodyCheck = (
  rawBody: string,
  headers: Readonly<Record<string, string | undefined>>,
) => Promise<void>;

type Parsed<S> = S extends $ZodType ? output<S> : undefined;

export interface OperationInput<Q, B, P> {
  query: Parsed<Q>;
  body: Parsed<B>;
  params: Parsed<P>;
  request: RequestInfo;
}

/** Where an operation answers; `access` defaults to its module's. */
export type RouteDeclaration = Omit<Route, 'access'> & { access?: Access };

/** An operation: its route, its input schemas and the function that serves it. */
export interface Operation {
  route: RouteDeclaration;
  spec: OperationSpec<$ZodType, $ZodType, $ZodType>;
  run: (input: OperationInput<$ZodType, $ZodType, $ZodType>) => Promise<OperationResult>;
}

/**
 * Declares an operation beside its route: method, path, operationId, catalogue summary and (when
 * it differs from the module's) access; schemas for query, body and path parameters; and what it
 * does with them.
 */
export function defineOperation<
  Q extends $ZodType | undefined = undefined,
  B extends $ZodType | undefined = undefined,
  P extends $ZodType | undefined = undefined,
>(
  declaration: RouteDeclaration & {
    query?: Q;
    body?: B;
    params?: P;
    limits?: BodyLimits;
    rawBodyCheck?: RawBodyCheck;
    response: ResponseSpec;
  },
  run: (input: OperationInput<Q, B, P>) => Promise<OperationResult>,
): Operation {
  const { method, path, operationId, summary, access, extra, ...spec } = declaration;
  return {
    route: { method, path, operationId, summary, ...(access ? { access } : {}), ...(extra ? { extra } : {}) },
    spec: spec as Operation['spec'],
    run: run as Operation['run'],
  };
}

/** The same operation (schemas and handler) served at another route, e.g. on another surface. */
export const servedAt = (operation: Operation, route: RouteDeclaration): Operation => ({
  ...operation,
  route,
});
