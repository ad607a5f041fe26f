import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { $ZodType, output } from 'zod/v4/core';
import type { AccessToken } from '../auth/access-tokens';
import type { ApiKeyRecord } from '../auth/api-keys';
import type { Locale } from '../i18n';
import type * as records from '../schemas/records';
import type { BodyLimits } from './body-limits';
import type { OperationResult } from './envelopes';

/** What every operation receives besides its validated input. */
export interface RequestInfo {
  event: APIGatewayProxyEvent;
  locale: Locale;
  /** Public address of the requested resource, without query: the pagination `path`. */
  resourceUrl: string;
  apiKey: ApiKeyRecord;
  /** The bearer token, on routes that require one. */
  token?: AccessToken;
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
  path?: P;
  /** Upload limits for this operation's multipart body. */
  limits?: BodyLimits;
  /** The success response, for the OpenAPI document and the contract tests. */
  response: ResponseSpec;
}

type Parsed<S> = S extends $ZodType ? output<S> : undefined;

export interface OperationInput<Q, B, P> {
  query: Parsed<Q>;
  body: Parsed<B>;
  path: Parsed<P>;
  request: RequestInfo;
}

/** An operation: its input schemas and the function that serves it. */
export interface Operation {
  spec: OperationSpec<$ZodType, $ZodType, $ZodType>;
  run: (input: OperationInput<$ZodType, $ZodType, $ZodType>) => Promise<OperationResult>;
}

/** Declares an operation: schemas for query, body and path parameters, and what it does with them. */
export function defineOperation<
  Q extends $ZodType | undefined = undefined,
  B extends $ZodType | undefined = undefined,
  P extends $ZodType | undefined = undefined,
>(
  spec: { query?: Q; body?: B; path?: P; limits?: BodyLimits; response: ResponseSpec },
  run: (input: OperationInput<Q, B, P>) => Promise<OperationResult>,
): Operation {
  return { spec: spec as Operation['spec'], run: run as Operation['run'] };
}
