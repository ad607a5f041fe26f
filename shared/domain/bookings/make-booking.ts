import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { nextId } from '../../db/counters';
import { findEntity, getEntity, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { transaction } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Locale } from '../../i18n';
import { countBusinessEvent } from '../../metrics/business-events';
import { ATTENTION_REQUEST, type AttentionRequestEntity } from '../attention-requests/attention-requests';
import { isOpenLead, leadLifecycle } from '../attention-requests/lead-lifecycle';
import { LEAD_RECORD_NAME, leadStatusOf, prepareLeadChange } from '../attention-requests/lead-writes';
import type { StaffCaller } from '../callers/callers';
import { CLIENT, type Client, clientSearchValues, clientUniques, emptyClient } from '../clients/clients';
import { mayNameClient } from '../clients/staff-clients';
import {
  IdempotentReplay,
  type IdempotentRequest,
  idempotencyPut,
  idempotent,
  idempotentRequest,
} from '../idempotency/idempotency';
import { SYSTEM_ACTOR } from '../lifecycle/lifecycle';
import { PROJECT, type Project } from '../projects/projects';
import { retryLostRace } from '../retry';
import { BOOKING, type Booking } from '../sales/sales';
import { UNIT, type UnitEntity } from '../units/units';
import { inScope } from '../users/row-scope';
import { findByUnique, normalizePhone } from '../users/users';
import {
  bookingSettings,
  HOUR_MS,
  holdTakes,
  type ProjectBookingSettings,
  unitStatusCountMove,
} from './booking-holds';
import { BOOKING_RECORD_NAME, dueAt } from './booking-writes';
import { bookingRecord, unitVisible } from './bookings';

/**
 * Items a hold may write: the key, its two guards, the booking (its links, counts and five lists:
 * about 15), the unit with its list moves (about 20), the project's status counts, and for a lead
 * its client made or linked (markers, search words, lists) and its status step. Measured at 79 for
 * a lead whose client is made with the hold (test/contract/system-user/bookings.test.ts): the whole
 * of DynamoDB's 100.
 */
const MAKE_BOOKING_BUDGET = 100;

/** Whom a hold is for: a client, or a lead whose client is linked or created. */
export type BookingTarget = { client_id: number } | { attention_request_id: number };

const LEAD_SCOPE = { owner: 'sale_support_user_id', project: 'project_id', department: 'department_id' };

/** Where the new hold goes: the unit's active slot, or the one waiting behind it; 409 when neither is free. */
function slotOf(unit: UnitEntity): 'active' | 'waiting' {
  if (unit.is_for_rent) throw new ConflictError('bookings.unit_for_rent');
  if (unit.status === 'available' && unit.active_booking_id == null) return 'active';
  if (unit.status === 'booked' && typeof unit.active_booking_id === 'number' && unit.next_booking_id == null)
    return 'waiting';
  if (unit.status === 'booked') throw new ConflictError('bookings.queue_full');
  throw new ConflictError('bookings.unit_not_saleable', { status: unit.status });
}

/** The lead's client: its own, else the client with its phone, else a new one made from its name and phone. */
async function leadClient(
  viewer: StaffCaller,
  lead: AttentionRequestEntity,
): Promise<{ clientId: number; items: TransactItem[] }> {
  if (typeof lead.client_id === 'number') return { clientId: lead.client_id, items: [] };
  if (!lead.phone || !lead.name) throw ValidationError.forField('attention_request_id', 'validation.exists');
  const existing = await findByUnique(CLIENT, 'PHONE', normalizePhone(lead.phone));
  if (existing) return { clientId: existing.id, items: [] };
  const client: Client = {
    ...emptyClient,
    name: lead.name,
    phone: normalizePhone(lead.phone),
    email: lead.email ? lead.email.toLowerCase() : null,
    platform: lead.platform ?? null,
    sale_support_user_id: viewer.id,
    department_id: viewer.department_id,
  };
  const created = await prepareCreate(CLIENT, client, {
    uniques: clientUniques(client),
    search: clientSearchValues(client),
  });
  return { clientId: created.entity.id, items: created.items };
}

/** The lead's side of the hold: it gets the client, and an open lead is converted (by the system). */
async function leadItems(lead: AttentionRequestEntity, clientId: number): Promise<TransactItem[]> {
  const from = leadStatusOf(lead);
  if (isOpenLead(from)) {
    const step = leadLifecycle.stepTo('converted', { from, actor: SYSTEM_ACTOR, subject: lead });
    const change = await prepareLeadChange(lead, {
      step,
      actor: SYSTEM_ACTOR,
      changes: { client_id: clientId },
    });
    return change.items;
  }
  if (lead.client_id === clientId) return [];
  const change = await prepareUpdate(
    ATTENTION_REQUEST,
    lead.id,
    { client_id: clientId },
    { recordName: LEAD_RECORD_NAME, current: lead, expectedVersion: lead.version },
  );
  return change.items;
}

/**
 * One attempt at a hold, everything in one transaction: the idempotency key (first, when sent),
 * the agent's limit and the client's one hold per project (guards), the booking with its links,
 * the unit (active slot: booked, its client, the project's counters moved; or the waiting slot)
 * conditioned on the version read, and for a lead its client (made when needed) and conversion.
 */
async function holdOnce(
  viewer: StaffCaller,
  unitId: number,
  target: BookingTarget,
  request: IdempotentRequest | undefined,
) {
  const unit = await getEntity(UNIT, unitId, 'unit');
  if (!unitVisible(viewer, unit)) throw new NotFoundError('unit');
  const slot = slotOf(unit);
  const project = (await getEntity(PROJECT, unit.project_id, 'project')) as Project & ProjectBookingSettings;
  const settings = bookingSettings(project);
  const now = new Date();
  let clientId: number;
  let lead: AttentionRequestEntity | undefined;
  const extra: TransactItem[] = [];
  if ('client_id' in target) {
    // Another agent's client is as unknown as a missing one (mayNameClient).
    const client = await findEntity(CLIENT, target.client_id);
    if (!client || !mayNameClient(viewer, client))
      throw ValidationError.forField('client_id', 'validation.exists');
    clientId = target.client_id;
  } else {
    lead = await findEntity(ATTENTION_REQUEST, target.attention_request_id);
    if (!lead || !inScope(viewer, 'leads-and-clients', lead, LEAD_SCOPE))
      throw ValidationError.forField('attention_request_id', 'validation.exists');
    const linked = await leadClient(viewer, lead);
    clientId = linked.clientId;
    extra.push(...linked.items, ...(await leadItems(lead, clientId)));
  }
  const id = await nextId(BOOKING);
  const booking: Booking = {
    unit_id: unit.id,
    building_id: unit.building_id,
    project_id: unit.project_id,
    client_id: clientId,
    attention_request_id: lead?.id ?? null,
    sale_support_user_id: viewer.id,
    department_id: viewer.department_id,
    status: slot,
    // A waiting hold's clock starts when it is promoted.
    booking_open_at: slot === 'active' ? now.toISOString() : null,
    booking_expired_at:
      slot === 'active' ? new Date(now.getTime() + settings.holdHours * HOUR_MS).toISOString() : null,
    hold_hours: settings.holdHours,
    due_at: null,
    remaining_seconds_when_paused: null,
    acceptance_id: null,
    financial_solvency_id: null,
  };
  booking.due_at = dueAt(slot, booking);
  const created = await prepareCreate(BOOKING, booking, {
    id,
    links: [
      { type: UNIT, id: unit.id },
      { type: CLIENT, id: clientId },
    ],
  });
  const unitWrite = await prepareUpdate(
    UNIT,
    unit.id,
    slot === 'active'
      ? { status: 'booked', active_booking_id: id, client_id: clientId }
      : { next_booking_id: id },
    { recordName: 'unit', current: unit, expectedVersion: unit.version },
  );
  const tx = transaction('make-booking', { budget: MAKE_BOOKING_BUDGET })
    .add(request ? [idempotencyPut(request, { booking_id: id }, now)] : [])
    .add(holdTakes({ ...booking, id }, settings.agentLimit))
    .include('booking', created)
    .include('unit', unitWrite)
    .include('unit-status-counts', {
      items: slot === 'active' ? [unitStatusCountMove(unit.project_id, unit.status, 'booked')] : [],
    })
    .include('lead', { items: extra });
  try {
    await tx.commit({
      'idempotency-key': () => new IdempotentReplay(),
      'agent-holds': () => new ConflictError('bookings.agent_limit', { limit: settings.agentLimit }),
      'client-hold': () => new ConflictError('bookings.client_has_booking'),
      // The unit, the lead or a client made meanwhile changed: read again and retry.
      '*': () => new ConflictError(),
    });
  } catch (error) {
    // Cancelled by concurrent holds more times than `transact` retries: read again and retry too.
    if (error instanceof TransactionCanceledException) throw new ConflictError();
    throw error;
  }
  return created.entity;
}

/**
 * Holds a unit for a client (`make-booking`) or for a lead (`make-booking-for-attention-request`).
 * 1. an `Idempotency-Key` seen before answers its first booking (another request with it: 422);
 * 2. the unit must be visible to the caller (404), saleable (409 sold, for rent, not available)
 *    and have a free slot (active, or waiting behind the active one; else 409);
 * 3. one transaction writes the hold with its guards (holdOnce); a lost race on the unit reads it
 *    again and tries again, so of agents holding one unit at once one gets it active, one waits
 *    behind, the rest are refused.
 */
export async function makeBooking(
  viewer: StaffCaller,
  unitId: number,
  target: BookingTarget,
  locale: Locale,
  idempotencyKey?: string,
) {
  const operation = 'client_id' in target ? 'make-booking' : 'make-booking-for-attention-request';
  const request = idempotentRequest(operation, viewer.id, idempotencyKey, {
    unit_id: unitId,
    ...target,
  });
  const booking = await idempotent(
    request,
    async () => {
      const made = await retryLostRace(() => holdOnce(viewer, unitId, target, request), 8);
      countBusinessEvent('HoldsMade');
      return made;
    },
    async (result) => getEntity(BOOKING, Number(result.booking_id), BOOKING_RECORD_NAME),
  );
  return bookingRecord(booking, viewer, locale);
}
