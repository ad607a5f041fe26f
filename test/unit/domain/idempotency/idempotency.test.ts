import { describe, expect, it } from 'vitest';
import { idempotencyPut, idempotentRequest } from '../../../../shared/domain/idempotency/idempotency';
import { ValidationError } from '../../../../shared/errors';

describe('idempotency keys', () => {
  it('hashes the same request the same whatever the order of its fields, and another request differently', () => {
    const first = idempotentRequest('make-booking', 7, 'k-1', { unit_id: 3, client_id: 9 });
    const same = idempotentRequest('make-booking', 7, 'k-1', { client_id: 9, unit_id: 3 });
    const other = idempotentRequest('make-booking', 7, 'k-1', { client_id: 10, unit_id: 3 });
    expect(first?.requestHash).toBe(same?.requestHash);
    expect(first?.requestHash).not.toBe(other?.requestHash);
    expect(first?.scope).toBe('make-booking#7');
  });

  it('takes no key as no idempotency, and refuses a key that is empty, too long or not visible ASCII (422)', () => {
    expect(idempotentRequest('make-booking', 7, undefined, {})).toBeUndefined();
    for (const key of ['', 'x'.repeat(256), 'with space', 'مفتاح'])
      expect(() => idempotentRequest('make-booking', 7, key, {})).toThrow(ValidationError);
  });

  it('writes the key once within 24 hours: taken again only once expired (the TTL only cleans up)', () => {
    const request = idempotentRequest('make-booking', 7, 'k-2', {});
    const now = new Date('2026-11-24T10:00:00.000Z');
    const put = idempotencyPut(request as NonNullable<typeof request>, { booking_id: 5 }, now).item.Put;
    // attribute_not_exists(pk) OR expires_at <= now
    expect(put?.ConditionExpression).toBe('attribute_not_exists(#x0) OR #x1 <= :x0');
    expect(put?.ExpressionAttributeNames).toEqual({ '#x0': 'pk', '#x1': 'expires_at' });
    expect(put?.ExpressionAttributeValues).toEqual({ ':x0': now.toISOString() });
    expect(put?.Item).toMatchObject({
      result: { booking_id: 5 },
      expires_at: '2026-11-25T10:00:00.000Z',
      ttl: Date.parse('2026-11-25T10:00:00.000Z') / 1000,
    });
  });
});
