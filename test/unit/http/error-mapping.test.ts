import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../../../shared/errors';
import { httpStatusOf, PayloadTooLargeError } from '../../../shared/http/errors';
import { errorResponse } from '../../../shared/http/middleware/error-responder';

describe('error mapping', () => {
  it.each([
    [new UnauthenticatedError(), 401, 'Unauthenticated.'],
    [new ForbiddenError(), 403, 'This action is unauthorized.'],
    [new NotFoundError(), 404, 'Not Found.'],
    [new NotFoundError('client'), 404, 'The requested client was not found.'],
    [new ConflictError(), 409, 'The record was changed by another request. Reload it and try again.'],
    [new PayloadTooLargeError(), 413, 'Payload Too Large.'],
    [
      Object.assign(new Error('Rate exceeded'), { name: 'ProvisionedThroughputExceededException' }),
      429,
      'Too Many Requests',
    ],
    [new TypeError('Cannot read properties of undefined (reading "x")'), 500, 'Server Error'],
  ])('answers %s with %i and its message', (error, statusCode, message) => {
    expect(errorResponse(error, 'en')).toEqual({ statusCode, body: { message } });
  });

  it('answers in Arabic when asked', () => {
    expect(errorResponse(new UnauthenticatedError(), 'ar').body.message).toBe('غير مصرح.');
    expect(errorResponse('not even an error', 'ar')).toEqual({
      statusCode: 500,
      body: { message: 'خطأ في الخادم' },
    });
  });
});

describe('error classes', () => {
  it('maps every public error class of shared/errors to a status of its own', async () => {
    const { PublicError, ...errors } = await import('../../../shared/errors');
    const classes = Object.values(errors).filter((value) => value.prototype instanceof PublicError);
    expect(classes.length).toBeGreaterThanOrEqual(6);
    for (const errorClass of classes) {
      const instance = Object.create(errorClass.prototype) as InstanceType<typeof PublicError>;
      expect(httpStatusOf(instance), errorClass.name).not.toBe(500);
    }
  });

  it('sends the wait of a throttle as Retry-After', async () => {
    const { TooManyRequestsError } = await import('../../../shared/errors');
    expect(new TooManyRequestsError('auth.otp_wait', { seconds: 42 }).retryAfter).toBe(42);
    expect(new TooManyRequestsError('auth.otp_send_limit', { minutes: 3 }).retryAfter).toBe(180);
    expect(httpStatusOf(new TooManyRequestsError())).toBe(429);
  });
});
