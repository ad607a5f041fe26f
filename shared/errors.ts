/**
 * Errors the domain and the data layer throw, with no HTTP in them: shared/http/errors.ts maps
 * each class to its status in one place. Anything that is not a PublicError is a fault whose
 * message only reaches the logs.
 */

import type { MessageKey } from './i18n';

/** Values for a message's `:name` placeholders. */
export type MessageParams = Record<string, string | number>;

/** An error whose message (a translation key) the caller may read. */
export abstract class PublicError extends Error {
  /** Translation key of the public message. */
  readonly messageKey: MessageKey;
  readonly params: MessageParams;

  constructor(messageKey: MessageKey, params: MessageParams = {}) {
    super(messageKey);
    this.messageKey = messageKey;
    this.params = params;
    this.name = new.target.name;
  }
}

/** No valid credentials: no token, an expired one, or one whose owner is gone. */
export class UnauthenticatedError extends PublicError {
  constructor(messageKey: MessageKey = 'errors.unauthenticated') {
    super(messageKey);
  }
}

/** Valid credentials that do not allow this action. */
export class ForbiddenError extends PublicError {
  constructor(messageKey: MessageKey = 'errors.forbidden') {
    super(messageKey);
  }
}

/** A record that does not exist, or that the caller may not know exists. */
export class NotFoundError extends PublicError {
  /** `recordName` (e.g. "client") gives "The requested client was not found."; without it, "Not Found." */
  constructor(recordName?: string) {
    super(
      recordName ? 'errors.record_not_found' : 'errors.not_found',
      recordName ? { record: recordName } : {},
    );
  }
}

/** A write that the record's current state refuses: a stale version, or a status that forbids it. */
export class ConflictError extends PublicError {
  constructor(messageKey: MessageKey = 'errors.conflict', params: MessageParams = {}) {
    super(messageKey, params);
  }
}

/** Too many attempts: the caller must wait. */
export class TooManyRequestsError extends PublicError {
  /** Seconds to wait, when known (a `seconds` or `minutes` parameter). */
  readonly retryAfter: number | undefined;
  constructor(messageKey: MessageKey = 'errors.too_many_requests', params: MessageParams = {}) {
    super(messageKey, params);
    const { seconds, minutes } = params;
    this.retryAfter =
      typeof seconds === 'number' ? seconds : typeof minutes === 'number' ? minutes * 60 : undefined;
  }
}

/** A dependency that could not answer in time (the print renderer): the caller may retry after a while. */
export class ServiceUnavailableError extends PublicError {
  /** Seconds to wait before trying again. */
  readonly retryAfter: number;
  constructor(retryAfter: number, messageKey: MessageKey = 'errors.service_unavailable') {
    super(messageKey);
    this.retryAfter = retryAfter;
  }
}

/** One message of a field: its translation key and placeholder values. */
export interface FieldMessage {
  key: MessageKey;
  params?: MessageParams;
}

/** One or more messages per input field. */
export type FieldMessages = Record<string, FieldMessage[]>;

/** Input that fails validation or a business rule tied to a field. */
export class ValidationError extends PublicError {
  readonly fields: FieldMessages;

  constructor(fields: FieldMessages) {
    super('validation.failed');
    this.fields = fields;
  }

  /** A single message on a single field, e.g. a uniqueness or credentials failure. */
  static forField(field: string, key: MessageKey, params?: MessageParams): ValidationError {
    return new ValidationError({ [field]: [{ key, ...(params ? { params } : {}) }] });
  }
}
