import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnauthenticatedError,
} from '../../../shared/http/errors';
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
