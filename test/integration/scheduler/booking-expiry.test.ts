import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsOf, createEntity, findEntity, listPage, updateEntity } from '../../../shared/db/entity-store';
import { decideAcceptance } from '../../../shared/domain/acceptances/decisions';
import { openAcceptanceId } from '../../../shared/domain/acceptances/engine';
import { indexRoleMembers } from '../../../shared/domain/acceptances/role-members';
import { BOOKING_APPROVABLE } from '../../../shared/domain/bookings/booking-acceptance';
import { sendBookingToAcceptance } from '../../../shared/domain/bookings/booking-actions';
import { expireDueBookings } from '../../../shared/domain/bookings/booking-jobs';
import { makeBooking } from '../../../shared/domain/bookings/make-booking';
import type { StaffCaller } from '../../../shared/domain/callers/callers';
import { staffCallerOf } from '../../../shared/domain/callers/staff-caller';
import type { Actor } from '../../../shared/domain/lifecycle/lifecycle';
import { STAFF_NOTIFICATION } from '../../../shared/domain/notifications/staff-notifications';
import { PROJECT } from '../../../shared/domain/projects/projects';
import { BOOKING } from '../../../shared/domain/sales/sales';
import { UNIT } from '../../../shared/domain/units/units';
import { USER } from '../../../shared/domain/users/users';
import { manualClock } from '../../../shared/scheduler/clock';
import { scheduledJobs } from '../../../shared/scheduler/jobs';
import { startLocalScheduler } from '../../../shared/scheduler/local-scheduler';
import { freshClient, freshProject, freshUnit } from '../../support/booking-fixtures';
import { ownTable } from '../../support/own-table';

const HOUR = 3_600_000;
const bookingJobs = scheduledJobs.filter((job) => job.name.startsWith('booking-'));

/** A sales agent of this table: the viewer the domain functions take, and the actor. */
async function agent(): Promise<{ viewer: StaffCaller; actor: Actor }> {
  const user = await createEntity(USER, {
    name: 'Agent',
    email: null,
    phone: null,
    job_title: 'Sales Agent',
    id_number: null,
    roles: ['sales_agent'],
    row_scope: 'own',
    department_id: 7,
  } as never);
  const caller = staffCallerOf(user, {
    tokenId: 0,
    abilities: ['sales.bookings.manage', 'sales.bookings.view'],
  });
  return { viewer: caller, actor: caller };
}

const notificationTypes = async (userId: number) =>
  (await listPage(STAFF_NOTIFICATION, 1, 20, { filters: { user_id: userId } })).items.map(
    (item) => item.type,
  );

const projectCounts = async (projectId: number) =>
  (await countsOf([{ type: PROJECT, id: projectId }])).get({ type: PROJECT, id: projectId }) ?? {};

let sharedTable: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  sharedTable = await ownTable();
});
afterAll(() => sharedTable());

describe('booking expiry and reminders, on a clock moved by hand (a table of their own)', () => {
  it('reminds 6 hours before, expires at the end, promotes the waiting hold, then frees the unit', async () => {
    const place = await freshProject();
    const unit = await freshUnit(place);
    const [first, second] = [await agent(), await agent()];
    const active = await makeBooking(first.viewer, unit.id, { client_id: (await freshClient()).id }, 'en');
    const waiting = await makeBooking(second.viewer, unit.id, { client_id: (await freshClient()).id }, 'en');
    const opened = Date.parse(active.booking_open_at ?? '');
    // The scheduler as `npm start` runs it, started just before each moment the test looks at (a
    // run per 5 minutes of two days would only slow the test down).
    const at = async (offset: number) => {
      const clock = manualClock(new Date(opened + offset - 5 * 60_000));
      const scheduler = startLocalScheduler({ jobs: bookingJobs, clock });
      clock.set(new Date(opened + offset));
      await scheduler.tick();
      scheduler.stop();
    };

    await at(41 * HOUR);
    expect((await findEntity(BOOKING, active.id))?.reminded_at).toBeUndefined();
    await at(43 * HOUR);
    expect((await findEntity(BOOKING, active.id))?.reminded_at).toBeDefined();
    expect(await notificationTypes(first.viewer.id)).toEqual(['booking_expiring']);
    await at(44 * HOUR);
    expect(await notificationTypes(first.viewer.id)).toEqual(['booking_expiring']);

    await at(48 * HOUR + 5 * 60_000);
    expect((await findEntity(BOOKING, active.id))?.status).toBe('expired');
    const promoted = await findEntity(BOOKING, waiting.id);
    expect(promoted?.status).toBe('active');
    expect(Date.parse(promoted?.booking_open_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(active.booking_expired_at ?? ''),
    );
    expect(await findEntity(UNIT, unit.id)).toMatchObject({
      status: 'booked',
      active_booking_id: waiting.id,
    });
    expect(await notificationTypes(second.viewer.id)).toEqual(['booking_promoted']);
    expect(await notificationTypes(first.viewer.id)).toEqual(['booking_released', 'booking_expiring']);

    await at(97 * HOUR);
    expect((await findEntity(BOOKING, waiting.id))?.status).toBe('expired');
    const freed = await findEntity(UNIT, unit.id);
    expect(freed?.status).toBe('available');
    expect(freed?.active_booking_id ?? null).toBeNull();
    expect(await projectCounts(place.project.id)).toMatchObject({
      'UNIT_STATUS#available': 1,
      'UNIT_STATUS#booked': 0,
    });
  });

  it('never expires a hold waiting for approval; an accepted one expires past its init deadline', async () => {
    const place = await freshProject({ init_sale_hours: 10 });
    const unit = await freshUnit(place);
    const holder = await agent();
    const reviewer = await agent();
    await indexRoleMembers(reviewer.viewer.id, ['sales_manager']);
    const booking = await makeBooking(holder.viewer, unit.id, { client_id: (await freshClient()).id }, 'en');
    await updateEntity(BOOKING, booking.id, { financial_solvency_id: 1 }, { recordName: 'booking' });
    await sendBookingToAcceptance(holder.viewer, holder.actor, unit.id, 'en');
    expect(await expireDueBookings(new Date(Date.now() + 500 * HOUR))).toEqual([]);
    expect((await findEntity(BOOKING, booking.id))?.status).toBe('pending_acceptance');

    const acceptanceId = (await openAcceptanceId(BOOKING_APPROVABLE, booking.id)) as number;
    await decideAcceptance(acceptanceId, { id: reviewer.viewer.id, abilities: ['*'] }, 'accept', null);
    const accepted = await findEntity(BOOKING, booking.id);
    expect(accepted?.status).toBe('accepted');
    expect(await expireDueBookings(new Date(Date.parse(accepted?.init_deadline_at ?? '') - 60_000))).toEqual(
      [],
    );
    expect(await expireDueBookings(new Date(Date.parse(accepted?.init_deadline_at ?? '') + 60_000))).toEqual([
      booking.id,
    ]);
    expect((await findEntity(UNIT, unit.id))?.status).toBe('available');
  });

  it('a hold expiring while it is sent to approval has one outcome and a consistent unit', async () => {
    const place = await freshProject();
    const outcomes: string[] = [];
    const reviewer = await agent();
    await indexRoleMembers(reviewer.viewer.id, ['sales_manager']);
    for (let round = 0; round < 6; round++) {
      const unit = await freshUnit(place);
      const holder = await agent();
      const booking = await makeBooking(
        holder.viewer,
        unit.id,
        { client_id: (await freshClient()).id },
        'en',
      );
      await updateEntity(BOOKING, booking.id, { financial_solvency_id: 1 }, { recordName: 'booking' });
      const [sent, expired] = await Promise.allSettled([
        sendBookingToAcceptance(holder.viewer, holder.actor, unit.id, 'en'),
        expireDueBookings(new Date(Date.parse(booking.booking_expired_at ?? '') + 60_000)),
      ]);
      const stored = await findEntity(BOOKING, booking.id);
      const storedUnit = await findEntity(UNIT, unit.id);
      const open = await openAcceptanceId(BOOKING_APPROVABLE, booking.id);
      if (stored?.status === 'expired') {
        expect(sent.status).toBe('rejected');
        expect(open).toBeUndefined();
        expect(storedUnit?.status).toBe('available');
      } else {
        expect(stored?.status).toBe('pending_acceptance');
        expect(sent.status).toBe('fulfilled');
        expect(expired.status === 'fulfilled' && expired.value).toEqual([]);
        expect(open).toBe(stored?.acceptance_id);
        expect(storedUnit).toMatchObject({ status: 'booked', active_booking_id: booking.id });
      }
      outcomes.push(String(stored?.status));
    }
    expect(outcomes.every((outcome) => ['expired', 'pending_acceptance'].includes(outcome))).toBe(true);
  }, 120_000);
});
