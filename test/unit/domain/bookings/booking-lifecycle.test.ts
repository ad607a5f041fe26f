import { describe, expect, it } from 'vitest';
import { bookingLifecycle } from '../../../../shared/domain/bookings/booking-lifecycle';
import { SYSTEM_ACTOR } from '../../../../shared/domain/lifecycle/lifecycle';
import { ConflictError, ForbiddenError } from '../../../../shared/errors';
import { readmeTable } from '../lifecycle/readme-table';

const agent = { kind: 'staff' as const, id: 1, abilities: ['sales.bookings.manage'] };
const viewer = { kind: 'staff' as const, id: 2, abilities: ['sales.bookings.view'] };

describe('the booking life cycle', () => {
  it('is the table README.md shows', () => {
    const [readme, generated] = readmeTable('shared/domain/bookings/README.md', bookingLifecycle);
    expect(readme).toContain(generated);
  });

  it('lets the agent send an active hold and cancel an open one; approval, expiry and promotion are the system’s', () => {
    expect(
      bookingLifecycle.step('send_to_acceptance', { from: 'active', actor: agent, subject: {} }).to,
    ).toBe('pending_acceptance');
    expect(bookingLifecycle.step('cancel', { from: 'accepted', actor: agent, subject: {} }).to).toBe(
      'cancelled',
    );
    expect(() =>
      bookingLifecycle.step('accept', { from: 'pending_acceptance', actor: agent, subject: {} }),
    ).toThrow(ForbiddenError);
    expect(bookingLifecycle.step('expire', { from: 'accepted', actor: SYSTEM_ACTOR, subject: {} }).to).toBe(
      'expired',
    );
  });

  it('never expires a hold waiting for approval (409), nor lets a viewer cancel (403)', () => {
    expect(() =>
      bookingLifecycle.step('expire', { from: 'pending_acceptance', actor: SYSTEM_ACTOR, subject: {} }),
    ).toThrow(ConflictError);
    expect(() => bookingLifecycle.step('cancel', { from: 'active', actor: viewer, subject: {} })).toThrow(
      ForbiddenError,
    );
    expect(() =>
      bookingLifecycle.step('send_to_acceptance', { from: 'waiting', actor: agent, subject: {} }),
    ).toThrow(ConflictError);
  });
});
