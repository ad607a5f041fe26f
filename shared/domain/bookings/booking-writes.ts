import { findEntity, getEntity, prepareUpdate } from '../../db/entity-store';
import type { TransactItem } from '../../db/transactions';
import { ConflictError } from '../../errors';
import { translate } from '../../i18n';
import type { Actor } from '../lifecycle/lifecycle';
import { actorRef, statusChangePut } from '../lifecycle/status-history';
import { staffNotificationWrites } from '../notifications/staff-notifications';
import { BOOKING, type Booking, type BookingEntity } from '../sales/sales';
import { UNIT, type Unit, type UnitEntity } from '../units/units';
import { HOUR_MS, holdReleases, unitStatusCountMove } from './booking-holds';
import { type BookingAction, bookingLifecycle } from './booking-lifecycle';

export const BOOKING_RECORD_NAME = 'booking';

/** When the scheduler must next act on a hold in `status` (the due list's order), or null. */
export const dueAt = (status: string, booking: Pick<Booking, 'booking_expired_at' | 'init_deadline_at'>) =>
  status === 'active'
    ? (booking.booking_expired_at ?? null)
    : status === 'accepted'
      ? (booking.init_deadline_at ?? null)
      : null;

/**
 * The items of one checked step of a booking, conditioned on the version read, with its status
 * history entry: the lifecycle refuses a step its state or the actor does not allow.
 */
export async function bookingStep(
  booking: BookingEntity,
  action: BookingAction,
  actor: Actor,
  options: { changes?: Partial<Booking>; reason?: string | null; at?: Date } = {},
): Promise<{ entity: BookingEntity; items: TransactItem[] }> {
  const step = bookingLifecycle.step(action, { from: booking.status, actor, subject: booking });
  const after = { ...booking, ...options.changes };
  const prepared = await prepareUpdate(
    BOOKING,
    booking.id,
    { ...options.changes, status: step.to, due_at: dueAt(step.to, after) },
    {
      recordName: BOOKING_RECORD_NAME,
      current: booking,
      expectedVersion: booking.version,
      also: [
        statusChangePut(
          { type: BOOKING, id: booking.id },
          {
            version: booking.version + 1,
            action,
            from: step.from,
            to: step.to,
            by: actorRef(actor),
            at: (options.at ?? new Date()).toISOString(),
            reason: options.reason ?? null,
          },
        ),
      ],
    },
  );
  return { entity: prepared.entity, items: prepared.items };
}

/** Tells the booking's agent (in the change's transaction); none for a hold without an agent. */
async function tellAgent(
  booking: BookingEntity,
  unit: UnitEntity,
  title: 'bookings.promoted_title' | 'bookings.expiring_title' | 'bookings.released_title',
  body: 'bookings.promoted_body' | 'bookings.expiring_body' | 'bookings.released_body',
  params: Record<string, string>,
): Promise<TransactItem[]> {
  if (typeof booking.sale_support_user_id !== 'number') return [];
  const all = { unit: unit.name_full ?? unit.name, ...params };
  return staffNotificationWrites([booking.sale_support_user_id], {
    module: 'bookings',
    type: title.replace('bookings.', 'booking_').replace('_title', ''),
    title: { en: translate('en', title, all), ar: translate('ar', title, all) },
    body: { en: translate('en', body, all), ar: translate('ar', body, all) },
    subject: { type: 'booking', id: booking.id },
  });
}

/** Exported for the reminder job: the agent's "about to expire" notice. */
export const expiringNotice = (booking: BookingEntity, unit: UnitEntity) =>
  tellAgent(booking, unit, 'bookings.expiring_title', 'bookings.expiring_body', {
    until: String(booking.booking_expired_at).slice(0, 16).replace('T', ' '),
  });

/** The waiting booking made active: a new window from `at`, and its agent told. */
async function promotion(waiting: BookingEntity, unit: UnitEntity, at: Date): Promise<TransactItem[]> {
  const hours = waiting.hold_hours ?? 48;
  const until = new Date(at.getTime() + hours * HOUR_MS).toISOString();
  const promoted = await bookingStep(
    waiting,
    'promote',
    { kind: 'system', name: 'booking-release' },
    {
      at,
      changes: { booking_open_at: at.toISOString(), booking_expired_at: until, reminded_at: null },
    },
  );
  return [
    ...promoted.items,
    ...(await tellAgent(waiting, unit, 'bookings.promoted_title', 'bookings.promoted_body', {
      until: until.slice(0, 16).replace('T', ' '),
    })),
  ];
}

/** A booking's change with the whole transaction it needs; `refusal` maps a refused item to its error. */
export interface PreparedBookingWrite {
  booking: BookingEntity;
  items: TransactItem[];
  refusal: (index: number) => Error;
}

/**
 * Items a release may write: the booking's step with its list moves and history (about 18), the
 * guards given back, the waiting hold's promotion (as many again, with its notice), the unit with
 * its list moves and counts, and the agent's notice: about 70 with a promotion (a cancel without
 * one measured 44), so the whole of DynamoDB's 100.
 */
export const RELEASE_BUDGET = 100;

/**
 * The transaction items that release a hold (`expire`, `cancel`, `reject`): the booking's step
 * with its history, its agent's count and its client's marker given back, and the unit: the
 * waiting booking promoted (active from `at`, its agent told) when there is one, else the unit
 * freed (available, client cleared, the project's counters moved). A released waiting booking only
 * clears the unit's `next_booking_id`. Every write is conditioned on the version read: a racing
 * change cancels all (409), so a release lands whole or not at all.
 */
export async function prepareBookingRelease(
  booking: BookingEntity,
  action: 'expire' | 'cancel' | 'reject',
  actor: Actor,
  options: { reason?: string | null; at?: Date; changes?: Partial<Booking> } = {},
): Promise<PreparedBookingWrite> {
  const at = options.at ?? new Date();
  const own = await bookingStep(booking, action, actor, {
    at,
    reason: options.reason ?? null,
    ...(options.changes ? { changes: options.changes } : {}),
  });
  const items = [...own.items, ...holdReleases(booking)];
  const unit = await getEntity(UNIT, booking.unit_id, 'unit');
  let unitChanges: Partial<Unit> | undefined;
  if (unit.active_booking_id === booking.id) {
    const waiting =
      typeof unit.next_booking_id === 'number' ? await findEntity(BOOKING, unit.next_booking_id) : undefined;
    if (waiting?.status === 'waiting') {
      items.push(...(await promotion(waiting, unit, at)));
      unitChanges = { active_booking_id: waiting.id, next_booking_id: null, client_id: waiting.client_id };
    } else {
      unitChanges = { status: 'available', active_booking_id: null, next_booking_id: null, client_id: null };
      if (unit.status !== 'available')
        items.push(unitStatusCountMove(unit.project_id, unit.status, 'available'));
    }
  } else if (unit.next_booking_id === booking.id) unitChanges = { next_booking_id: null };
  if (unitChanges) {
    const unitWrite = await prepareUpdate(UNIT, unit.id, unitChanges, {
      recordName: 'unit',
      current: unit,
      expectedVersion: unit.version,
    });
    items.push(...unitWrite.items);
  }
  if (action === 'expire' || actor.kind === 'system')
    items.push(
      ...(await tellAgent(booking, unit, 'bookings.released_title', 'bookings.released_body', {
        status: own.entity.status,
      })),
    );
  return { booking: own.entity, items, refusal: () => new ConflictError() };
}

/** Whether a booking may become a sale now: accepted and its init deadline not passed (else 409). */
export function assertConvertible(booking: BookingEntity, at: Date = new Date()): void {
  if (booking.status !== 'accepted')
    throw new ConflictError('bookings.not_allowed', { action: 'init the sale', status: booking.status });
  if (booking.init_deadline_at && booking.init_deadline_at < at.toISOString())
    throw new ConflictError('bookings.not_allowed', {
      action: 'init the sale',
      status: 'past its init deadline',
    });
}

/**
 * The transaction items that turn an accepted hold into sale `saleId` (init sale): the booking
 * `converted` with its history, its guards given back, the waiting booking (if any) cancelled
 * ("unit sold") with its guards and its agent told, and the unit sold (sale, client, no bookings;
 * `unitChanges` joins the caller's own unit fields, since a transaction may touch the unit once)
 * with the project's counters moved. 409 unless `assertConvertible`.
 */
export async function prepareBookingConversion(
  booking: BookingEntity,
  saleId: number,
  actor: Actor,
  options: { at?: Date; unitChanges?: Partial<Unit> } = {},
): Promise<PreparedBookingWrite> {
  const at = options.at ?? new Date();
  assertConvertible(booking, at);
  const own = await bookingStep(booking, 'convert', actor, { at, changes: { converted_sale_id: saleId } });
  const items = [...own.items, ...holdReleases(booking)];
  const unit = await getEntity(UNIT, booking.unit_id, 'unit');
  if (unit.active_booking_id !== booking.id)
    throw new ConflictError('bookings.not_allowed', { action: 'init the sale', status: booking.status });
  const waiting =
    typeof unit.next_booking_id === 'number' ? await findEntity(BOOKING, unit.next_booking_id) : undefined;
  if (waiting?.status === 'waiting') {
    const system: Actor = { kind: 'system', name: 'init-sale' };
    const cancelled = await bookingStep(waiting, 'cancel', system, {
      at,
      reason: 'unit sold',
      changes: { cancelled_at: at.toISOString(), cancel_reason: 'unit sold' },
    });
    items.push(
      ...cancelled.items,
      ...holdReleases(waiting),
      ...(await tellAgent(waiting, unit, 'bookings.released_title', 'bookings.released_body', {
        status: 'cancelled',
      })),
    );
  }
  const unitWrite = await prepareUpdate(
    UNIT,
    unit.id,
    {
      status: 'sold',
      sale_id: saleId,
      client_id: booking.client_id,
      active_booking_id: null,
      next_booking_id: null,
      ...options.unitChanges,
    },
    { recordName: 'unit', current: unit, expectedVersion: unit.version },
  );
  items.push(...unitWrite.items);
  if (unit.status !== 'sold') items.push(unitStatusCountMove(unit.project_id, unit.status, 'sold'));
  return { booking: own.entity, items, refusal: () => new ConflictError() };
}
