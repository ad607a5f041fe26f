/**
 * HTTP errors a handler may throw. The error responder maps them by `instanceof`;
 * anything else becomes a 500 "Server Error" whose real message only reaches the logs.
 */
export abstract class HttpError extends Error {
  abstract readonly statusCode: number;
  /** Translation key or literal text of the public message. */
  readonly publicMessage: string;
  /** Values for the message's `:name` placeholders. */
  readonly params: Record<string, string | number>;

  constructor(publicMessage: string, params: Record<string, string | number> = {}) {
    super(publicMessage);
    this.publicMessage = publicMessage;
    this.params = params;
    this.name = new.target.name;
  }
}

export class UnauthenticatedError extends HttpError {
  readonly statusCode = 401;
  constructor() {
    super('errors.unauthenticated');
  }
}

export class ForbiddenError extends HttpError {
  readonly statusCode = 403;
  constructor(message = 'errors.forbidden') {
    super(message);
  }
}

export class NotFoundError extends HttpError {
  readonly statusCode = 404;
  /** `recordName` (e.g. "client") gives "The requested client was not found."; without it, "Not Found." */
  constructor(recordName?: string) {
    super(
      recordName ? 'errors.record_not_found' : 'errors.not_found',
      recordName ? { record: recordName } : {},
    );
  }
}

export class MethodNotAllowedError extends HttpError {
  readonly statusCode = 405;
  constructor() {
    super('errors.method_not_allowed');
  }
}

export class ConflictError extends HttpError {
  readonly statusCode = 409;
  constructor(message = 'errors.conflict', params: Record<string, string | number> = {}) {
    super(message, params);
  }
}

export class PayloadTooLargeError extends HttpError {
  readonly statusCode = 413;
  constructor() {
    super('errors.payload_too_large');
  }
}

export class TooManyRequestsError extends HttpError {
  readonly statusCode = 429;
  /** Seconds to wait, when known (a `seconds` or `minutes` parameter): sent as `Retry-After`. */
  readonly retryAfter: number | undefined;
  constructor(message = 'errors.too_many_requests', params: Record<string, string | number> = {}) {
    super(message, params);
    const { seconds, minutes } = params;
    this.retryAfter =
      typeof seconds === 'number' ? seconds : typeof minutes === 'number' ? minutes * 60 : undefined;
  }
}

/** One or more messages per input field; each message is a translation key or literal text. */
export type FieldMessages = Record<string, Array<{ key: string; params?: Record<string, string | number> }>>;

/** Input that fails validation or a business rule tied to a field: answered as Laravel's 422. */
export class ValidationError extends HttpError {
  readonly statusCode = 422;
  readonly fields: FieldMessages;

  constructor(fields: FieldMessages) {
    super('validation.failed');
    this.fields = fields;
  }

  /** A single message on a single field, e.g. a uniqueness or credentials failure. */
  static forField(field: string, key: string, params?: Record<string, string | number>): ValidationError {
    return new ValidationError({ [field]: [{ key, ...(params ? { params } : {}) }] });
  }
}
