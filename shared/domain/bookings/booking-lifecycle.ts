import { ConflictError, ForbiddenError, type PublicError } from '../../errors';
import { byStaff, bySystem, defineLifecycle } from '../lifecycle/lifecycle';
import {
  actionOf,
  IllegalTransitionError,
  type LifecycleError,
  TransitionForbiddenError,
} from '../lifecycle/lifecycle-errors';
import { BOOKING_STATUSES, type BookingStatus } from '../sales/sales';

const manage = byStaff('sales.bookings.manage');
const initSale = byStaff('sales.sales.init');

/** The holds that still hold something (a unit, the agent's limit, the client's one hold per project). */
export const OPEN_BOOKING_STATUSES = [
  'active',
  'waiting',
  'pending_acceptance',
  'accepted',
] as const satisfies readonly BookingStatus[];

export const isOpenBooking = (status: string): boolean =>
  (OPEN_BOOKING_STATUSES as readonly string[]).includes(status);

function refusal(refused: LifecycleError): PublicError {
  if (refused instanceof TransitionForbiddenError) return new ForbiddenError();
  const action =
    refused instanceof IllegalTransitionError && refused.action === undefined
      ? `move to ${String(refused.to)}`
      : actionOf(refused);
  return new ConflictError('bookings.not_allowed', { action, status: refused.from });
}

/**
 * The life of a booking (STAFF-DOMAIN.md 5.2). A hold opens `active` on an available unit or
 * `waiting` behind the active one; README.md beside this file shows the table (a unit test keeps
 * the two equal).
 */
export const bookingLifecycle = defineLifecycle({
  name: 'booking',
  states: BOOKING_STATUSES,
  initial: 'active',
  transitions: [
    { action: 'promote', from: ['waiting'], to: 'active', by: [bySystem] },
    { action: 'send_to_acceptance', from: ['active'], to: 'pending_acceptance', by: [manage] },
    { action: 'accept', from: ['pending_acceptance'], to: 'accepted', by: [bySystem] },
    { action: 'reject', from: ['pending_acceptance'], to: 'rejected', by: [bySystem] },
    { action: 'expire', from: ['active', 'accepted'], to: 'expired', by: [bySystem] },
    { action: 'cancel', from: OPEN_BOOKING_STATUSES, to: 'cancelled', by: [manage, bySystem] },
    { action: 'convert', from: ['accepted'], to: 'converted', by: [initSale, bySystem] },
  ],
  refuse: refusal,
});

export type BookingAction =
  | 'promote'
  | 'send_to_acceptance'
  | 'accept'
  | 'reject'
  | 'expire'
  | 'cancel'
  | 'convert';
