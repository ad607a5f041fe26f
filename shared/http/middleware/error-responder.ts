import { PublicError, ServiceUnavailableError, TooManyRequestsError, ValidationError } from '../../errors';
import { attributeName, type Locale, localeFrom, namingFields, translate } from '../../i18n';
import { logger } from '../../logger';
import { httpStatusOf } from '../errors';
import { type ApiMiddleware, findState, jsonResponse } from './state';

const THROTTLING = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'SlowDown',
]);

/** Laravel's 422 body: every field's messages, and the first message with "(and N more errors)". */
export function validationBody(error: ValidationError, locale: Locale) {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.fields)) {
    errors[field] = messages.map(({ key, params }) =>
      translate(locale, key, {
        attribute: attributeName(field, locale),
        ...namingFields(params ?? {}, locale),
      }),
    );
  }
  const all = Object.values(errors).flat();
  const first = all[0] ?? translate(locale, 'validation.failed');
  const more = all.length - 1;
  const message =
    more > 0 ? `${first} ${translate(locale, 'validation.more_errors', { count: more })}` : first;
  return { message, errors };
}

/** Status and body for any error; unknown errors become a 500 whose details reach only the logs. */
export function errorResponse(
  error: unknown,
  locale: Locale,
): { statusCode: number; body: Record<string, unknown> } {
  // AWS throttling (DynamoDB, S3) tells the caller to back off, as the gateway's own throttle does.
  const name = (error as { name?: string } | undefined)?.name ?? '';
  const mapped = THROTTLING.has(name) ? new TooManyRequestsError() : error;
  if (mapped instanceof ValidationError) return { statusCode: 422, body: validationBody(mapped, locale) };
  if (mapped instanceof PublicError) {
    return {
      statusCode: httpStatusOf(mapped),
      body: { message: translate(locale, mapped.messageKey, mapped.params) },
    };
  }
  return { statusCode: 500, body: { message: translate(locale, 'errors.server') } };
}

/** Writes every error as JSON (middy's own http-error-handler writes plain text). */
export function errorResponder(): ApiMiddleware {
  return {
    onError: async function respondWithJson(request) {
      const locale =
        findState(request.event)?.locale ?? localeFrom(request.event?.headers?.['accept-language']);
      const { statusCode, body } = errorResponse(request.error, locale);
      if (statusCode >= 500) logger.error('request failed', { error: request.error as Error });
      // A throttle that knows its wait says it the standard way too.
      const { error } = request;
      const wait =
        error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError
          ? error.retryAfter
          : undefined;
      request.response = jsonResponse(
        statusCode,
        body,
        request.event?.requestContext?.requestId,
        wait === undefined ? {} : { 'Retry-After': String(wait) },
      );
    },
  };
}
