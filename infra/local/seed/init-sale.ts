import { createEntity, findEntity, getEntity } from '../../../shared/db/entity-store';
import { transact } from '../../../shared/db/transactions';
import { storeLead } from '../../../shared/domain/attention-requests/staff-leads';
import { bookingStep } from '../../../shared/domain/bookings/booking-writes';
import { remainingSeconds } from '../../../shared/domain/bookings/bookings';
import { makeBooking } from '../../../shared/domain/bookings/make-booking';
import type { StaffCaller } from '../../../shared/domain/callers/callers';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import { CLIENT, clientUniques, emptyClient } from '../../../shared/domain/clients/clients';
import { withSaudiIdCheckDigit } from '../../../shared/domain/clients/saudi-national-id';
import type { Actor } from '../../../shared/domain/lifecycle/lifecycle';
import { BUILDING, PROJECT } from '../../../shared/domain/projects/projects';
import { BOOKING, type BookingEntity } from '../../../shared/domain/sales/sales';
import { updateFinancialSolvency } from '../../../shared/domain/sales-support/solvency-update';
import { UNIT, type Unit, unitProjectCounts } from '../../../shared/domain/units/units';
import { findByEmailOrPhone, USER } from '../../../shared/domain/users/users';
import { ConflictError } from '../../../shared/errors';
import { demoRoleEmail, type SeededPeople } from './people';
import type { SeededProperty } from './property';

const HOUR = 3_600_000;
/** The earnest money of the demo holds ready for init sale: SAR 5,000. */
const ORBON_HALALAS = 500_000;

/**
 * Moves an active hold to `accepted` through the booking life cycle's own steps (sent to approval by
 * its agent, then accepted), without the approval record a reviewer would decide: the init-sale
 * examples cannot wait for a reviewer. Every other rule of the steps holds (versions, history, the
 * due list).
 */
export async function acceptForDemo(booking: BookingEntity): Promise<void> {
  const agent: Actor = {
    kind: 'staff',
    id: booking.sale_support_user_id ?? 0,
    abilities: ['sales.bookings.manage'],
  };
  const now = new Date();
  const sent = await bookingStep(booking, 'send_to_acceptance', agent, {
    changes: { remaining_seconds_when_paused: remainingSeconds(booking, now) },
  });
  await transact(sent.items, () => new ConflictError());
  const accepted = await bookingStep(
    sent.entity,
    'accept',
    { kind: 'system', name: 'demo-seed' },
    {
      changes: {
        accepted_at: now.toISOString(),
        init_deadline_at: new Date(now.getTime() + 72 * HOUR).toISOString(),
        orbon_amount: ORBON_HALALAS,
      },
    },
  );
  await transact(accepted.items, () => new ConflictError());
}

/** One hold ready for init sale (the `staffInitSale` example): the active hold of the last booked unit, accepted. */
export async function seedInitSaleHold(_people: SeededPeople, property: SeededProperty) {
  const unit = property.units.filter((candidate) => candidate.status === 'booked').at(-1);
  const current = unit ? await findEntity(UNIT, unit.id) : undefined;
  const booking = current?.active_booking_id
    ? await findEntity(BOOKING, current.active_booking_id)
    : undefined;
  if (booking) await acceptForDemo(booking);
}

/**
 * A fresh unit held for init sale (`POST {base_url}/local/init-sale/holds`, for the Postman run that
 * inits a sale again on the same stack): a copy of unit 27, available, held by the demo sales director
 * through make-booking for a new buyer (a client holds one unit a project), then accepted. Answers
 * the unit's id and the buyer's national id (the first-home certificate must name the buyer).
 */
export async function createDemoInitSaleHold(): Promise<{ unit_id: number; national_id: number | null }> {
  const unit = await freshDemoUnit();
  const agent = await findByEmailOrPhone(USER, demoRoleEmail('sales_director'));
  if (!agent) throw new Error('the demo sales director is missing: start again without --data');
  const caller = await readStaffCaller(agent.id);
  const buyer = await freshBuyer(caller);
  const held = await makeBooking(caller, unit.id, { client_id: buyer.id }, 'en');
  await acceptForDemo(await getEntity(BOOKING, held.id, 'booking'));
  return { unit_id: unit.id, national_id: buyer.national_id };
}

/**
 * Fresh fixtures for the booking examples the Postman run repeats on one stack
 * (`POST {base_url}/local/bookings/fixtures`): an available unit and an open lead with a new phone,
 * for make-booking-for-attention-request; and a unit the demo staff user holds with a cash solvency
 * recorded, for send-to-acceptance.
 */
export async function createDemoBookingFixtures() {
  const staff = await readStaffCaller(1);
  const serial = String(Date.now()).slice(-8);
  const lead = await storeLead(staff, {
    project_id: 2,
    name: `Postman lead ${serial}`,
    phone: `05${serial}`,
    platform: 'walk_in',
  });
  const leadUnit = await freshDemoUnit();
  const sendUnit = await freshDemoUnit();
  await makeBooking(staff, sendUnit.id, { client_id: (await freshBuyer(staff)).id }, 'en');
  await updateFinancialSolvency(
    staff,
    sendUnit.id,
    { purchase_method: 'cash', down_payment_available: 5_000_000 },
    { mayOverride: false, locale: 'en' },
  );
  return { lead_unit_id: leadUnit.id, attention_request_id: lead?.id, send_unit_id: sendUnit.id };
}

/** A copy of unit 27 (project 2), available. */
async function freshDemoUnit() {
  const template = await getEntity(UNIT, 27, 'unit');
  const stored = ['id', 'version', 'created_at', 'updated_at', 'list_sets', 'search_words'];
  const copy = Object.fromEntries(
    Object.entries(template).filter(([name]) => !stored.includes(name)),
  ) as Unit;
  return createEntity(
    UNIT,
    {
      ...copy,
      name: `${template.name}-${String(Date.now()).slice(-6)}`,
      status: 'available',
      sale_id: null,
      active_booking_id: null,
      next_booking_id: null,
      client_id: null,
    },
    {
      links: [
        { type: PROJECT, id: template.project_id },
        { type: BUILDING, id: template.building_id },
      ],
      counts: unitProjectCounts({ project_id: template.project_id, status: 'available', is_for_rent: false }),
    },
  );
}

/** A new buyer with the data init sale needs (a client holds one unit a project). */
async function freshBuyer(owner: StaffCaller) {
  const serial = String(Date.now()).slice(-7) + String(Math.floor(Math.random() * 10));
  const buyer = {
    ...emptyClient,
    // The holding member's client: a client outside their scope is one they cannot name.
    sale_support_user_id: owner.id,
    department_id: owner.department_id,
    name: `Postman buyer ${serial}`,
    phone: `05${serial}`,
    national_id: withSaudiIdCheckDigit(`1${serial}`),
  };
  return createEntity(CLIENT, buyer, { uniques: clientUniques(buyer) });
}
