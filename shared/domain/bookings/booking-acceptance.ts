import { findEntity, getEntity } from '../../db/entity-store';
import {
  type ApprovableType,
  approvableSubject,
  type DecisionContext,
} from '../acceptances/approvable-types';
import type { Actor } from '../lifecycle/lifecycle';
import { PROJECT, type Project } from '../projects/projects';
import { BOOKING } from '../sales/sales';
import { UNIT } from '../units/units';
import { bookingSettings, HOUR_MS, type ProjectBookingSettings } from './booking-holds';
import { BOOKING_SCOPE } from './booking-scope';
import { BOOKING_RECORD_NAME, bookingStep, prepareBookingRelease } from './booking-writes';

/** The record type name of bookings in the engine (acceptances' `approvable_type`). */
export const BOOKING_APPROVABLE = 'booking';

const engineActor = (context: DecisionContext): Actor => ({
  kind: 'system',
  name: `acceptance#${context.acceptanceId}`,
});

/** Accepted: the agent has the project's `init_sale_hours` (default 72) from now to init the sale. */
async function accepted(context: DecisionContext) {
  const booking = await getEntity(BOOKING, context.id, BOOKING_RECORD_NAME);
  const project = (await getEntity(PROJECT, booking.project_id as number, 'project')) as Project &
    ProjectBookingSettings;
  const deadline = new Date(Date.parse(context.at) + bookingSettings(project).initSaleHours * HOUR_MS);
  const step = await bookingStep(booking, 'accept', engineActor(context), {
    at: new Date(context.at),
    changes: { accepted_at: context.at, init_deadline_at: deadline.toISOString() },
  });
  return step.items;
}

/** Rejected: the hold is released as a cancel is (the waiting one promoted, or the unit freed). */
async function rejected(context: DecisionContext) {
  const booking = await getEntity(BOOKING, context.id, BOOKING_RECORD_NAME);
  const release = await prepareBookingRelease(booking, 'reject', engineActor(context), {
    at: new Date(context.at),
    reason: context.reason,
  });
  return release.items;
}

/**
 * Bookings join the approval engine (STAFF-DOMAIN.md 1.6): one step, the sales manager role. The
 * booking's pause is written with the submission (send-to-acceptance) and its cancellation with
 * the acceptance's (cancel-booking), so `onCancelled` adds nothing.
 */
export const bookingApprovable: ApprovableType = {
  type: BOOKING_APPROVABLE,
  recordName: BOOKING_RECORD_NAME,
  policies: [
    {
      name: 'booking',
      steps: [{ name: 'Sales manager', reviewer: { kind: 'role', role: 'sales_manager' } }],
    },
  ],
  // Read by its agent's scope (holds and sales); shown by its unit's booking tab.
  subject: approvableSubject({
    kind: 'booking',
    family: 'holds-and-sales',
    viewAbility: 'sales.bookings.view',
    scope: BOOKING_SCOPE,
    load: (id) => findEntity(BOOKING, id),
    showPath: (booking) => `/sales-support/saleable-details/${booking.unit_id}/booking`,
    summary: (booking, acceptance) => ({
      title: { en: acceptance.title_en, ar: acceptance.title_ar },
      // The unit's price after tax when the booking was submitted (SAR).
      amount: acceptance.amount,
      percentage: null,
      project_id: booking.project_id ?? null,
      client_id: booking.client_id,
      unit_id: booking.unit_id,
      starts_at: booking.booking_open_at,
      ends_at: booking.booking_expired_at,
      requested_at: acceptance.requested_at,
      requester_id: booking.sale_support_user_id ?? acceptance.requested_by_id,
    }),
  }),
  describe: async (id) => {
    const booking = await getEntity(BOOKING, id, BOOKING_RECORD_NAME).catch(() => undefined);
    if (!booking) return undefined;
    const unit = await getEntity(UNIT, booking.unit_id, 'unit').catch(() => undefined);
    const name = unit?.name_full ?? unit?.name ?? `#${booking.unit_id}`;
    return {
      summary: { en: `Booking of unit ${name}`, ar: `حجز الوحدة ${name}` },
      amount: unit?.price_after_tax ?? null,
      project_id: booking.project_id ?? null,
      client_id: booking.client_id,
      subtype: null,
      requester_id: booking.sale_support_user_id ?? 0,
    };
  },
  onApproved: accepted,
  onRejected: rejected,
  onCancelled: async () => [],
};
