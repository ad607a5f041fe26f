import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PublicError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthenticatedError,
  ValidationError,
} from '../errors';

/** A method the path does not serve. */
export class MethodNotAllowedError extends PublicError {
  constructor() {
    super('errors.method_not_allowed');
  }
}

/** A body over the size any operation takes. */
export class PayloadTooLargeError extends PublicError {
  constructor() {
    super('errors.payload_too_large');
  }
}

/** The one place an error class meets its HTTP status (the first class the error is an instance of). */
const STATUS_BY_CLASS: ReadonlyArray<readonly [abstract new (...args: never[]) => PublicError, number]> = [
  [UnauthenticatedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [MethodNotAllowedError, 405],
  [ConflictError, 409],
  [PayloadTooLargeError, 413],
  [ValidationError, 422],
  [TooManyRequestsError, 429],
  [ServiceUnavailableError, 503],
];

/** The HTTP status of a public error; a class nobody mapped is a fault (500). */
export function httpStatusOf(error: PublicError): number {
  return STATUS_BY_CLASS.find(([errorClass]) => error instanceof errorClass)?.[1] ?? 500;
}
