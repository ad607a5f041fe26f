import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allScopes, demoCredentials } from '../../../infra/local/demo-credentials';
import { createGateway } from '../../../infra/local/gateway';
import { saveApiKey } from '../../../shared/auth/api-keys';
import { countsOf, findEntity, updateEntity } from '../../../shared/db/entity-store';
import { openAcceptanceId } from '../../../shared/domain/acceptances/engine';
import { indexRoleMembers } from '../../../shared/domain/acceptances/role-members';
import { ATTENTION_REQUEST } from '../../../shared/domain/attention-requests/attention-requests';
import { storeLead } from '../../../shared/domain/attention-requests/staff-leads';
import { BOOKING_APPROVABLE } from '../../../shared/domain/bookings/booking-acceptance';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import { statusHistory } from '../../../shared/domain/lifecycle/status-history';
import { PROJECT } from '../../../shared/domain/projects/projects';
import { BOOKING } from '../../../shared/domain/sales/sales';
import { UNIT } from '../../../shared/domain/units/units';
import { Acceptance, AcceptanceShow, StaffBooking, StaffBookingTab } from '../../../shared/schemas/records';
import { freshClient, freshProject, freshUnit } from '../../support/booking-fixtures';
import { crmStaff, freshDepartment } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call } from '../../support/http';
import { ownTable } from '../../support/own-table';

// A table and gateway of this file's own: its projects and units would change what the seeded
// lists of other files show (every project, every unit on sale).
let systemUserUrl = '';
const gateway = createGateway();
let sharedTable: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  sharedTable = await ownTable();
  const credentials = demoCredentials();
  await saveApiKey(credentials.apiKey, credentials.secretKey, {
    name: 'bookings',
    scopes: allScopes,
    enabled: true,
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  systemUserUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/v1/system-user`;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
  await sharedTable();
});

/** A sales manager with an all scope, in the role the booking approval step opens for. */
async function salesManager() {
  const manager = await crmStaff(['sales_manager'], { row_scope: 'all' });
  await indexRoleMembers(manager.id, ['sales_manager']);
  return manager;
}

const tab = (unitId: number) => `${systemUserUrl}/sales-support/saleable-details/${unitId}/booking`;
const agent = (department = freshDepartment()) =>
  crmStaff(['sales_agent'], { row_scope: 'own', department_id: department });

const hold = (unitId: number, headers: Record<string, string>, clientId: number, key?: string) =>
  call(`${tab(unitId)}/make-booking`, {
    headers: key ? { ...headers, 'Idempotency-Key': key } : headers,
    form: { client_id: String(clientId) },
  });

const unitCounts = async (projectId: number) => {
  const counts =
    (await countsOf([{ type: PROJECT, id: projectId }])).get({ type: PROJECT, id: projectId }) ?? {};
  return {
    available: Number(counts['UNIT_STATUS#available'] ?? 0),
    booked: Number(counts['UNIT_STATUS#booked'] ?? 0),
  };
};

describe('{system_user_url}/sales-support/saleable-details/{unit_id}/booking', () => {
  it('holds an available unit (active), queues one behind it (waiting) and refuses a third (409)', async () => {
    const place = await freshProject();
    const unit = await freshUnit(place);
    const [first, second, third] = await Promise.all([agent(), agent(), agent()]);
    const [a, b, c] = await Promise.all([freshClient(), freshClient(), freshClient()]);

    const made = await hold(unit.id, first.headers, a.id);
    expect(made.status).toBe(201);
    const active = expectSingle(made.body, StaffBooking);
    expect(active).toMatchObject({
      status: 'active',
      status_text: 'Active',
      unit_id: unit.id,
      project_id: place.project.id,
      client_id: a.id,
      sale_support_user_id: first.id,
      hold_hours: 48,
      can_cancel: true,
      can_send_to_acceptance: true,
    });
    expect(Date.parse(active.booking_expired_at ?? '') - Date.parse(active.booking_open_at ?? '')).toBe(
      48 * 3_600_000,
    );
    expect(await findEntity(UNIT, unit.id)).toMatchObject({
      status: 'booked',
      active_booking_id: active.id,
      client_id: a.id,
    });
    expect(await unitCounts(place.project.id)).toEqual({ available: 0, booked: 1 });

    const waiting = expectSingle((await hold(unit.id, second.headers, b.id)).body, StaffBooking);
    expect(waiting).toMatchObject({ status: 'waiting', booking_open_at: null, remaining_seconds: null });
    expect(await findEntity(UNIT, unit.id)).toMatchObject({
      active_booking_id: active.id,
      next_booking_id: waiting.id,
    });

    const refused = await hold(unit.id, third.headers, c.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This unit already has an active booking and one waiting behind it.',
    });

    // The tab shows each hold only to a viewer whose scope covers it.
    const seenByFirst = expectSingle(
      (await call(`${tab(unit.id)}/get-data`, { headers: first.headers })).body,
      StaffBookingTab,
    );
    expect(seenByFirst.activeBooking?.id).toBe(active.id);
    expect(seenByFirst.activeBooking?.remaining_seconds).toBeGreaterThan(47 * 3600);
    expect(seenByFirst.nextBooking).toBeNull();
    const manager = await crmStaff(['sales_manager'], { row_scope: 'all' });
    const seenByAll = expectSingle(
      (await call(`${tab(unit.id)}/get-data`, { headers: manager.headers })).body,
      StaffBookingTab,
    );
    expect(seenByAll.nextBooking?.id).toBe(waiting.id);
    expect(seenByAll.nextBooking?.can_send_to_acceptance).toBe(false);
  });

  it('of 20 agents holding one unit at once, one is active, one waits and 18 are refused', async () => {
    const place = await freshProject();
    const unit = await freshUnit(place);
    const agents = await Promise.all(Array.from({ length: 20 }, () => agent()));
    const clients = await Promise.all(Array.from({ length: 20 }, () => freshClient()));
    const answers = await Promise.all(
      agents.map((each, index) => hold(unit.id, each.headers, clients[index]?.id ?? 0)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
    const made = answers
      .filter((answer) => answer.status === 201)
      .map((answer) => expectSingle(answer.body, StaffBooking));
    expect(made.map((booking) => booking.status).sort()).toEqual(['active', 'waiting']);
    const stored = await findEntity(UNIT, unit.id);
    expect(stored).toMatchObject({
      status: 'booked',
      active_booking_id: made.find((booking) => booking.status === 'active')?.id,
      next_booking_id: made.find((booking) => booking.status === 'waiting')?.id,
    });
    expect(await unitCounts(place.project.id)).toEqual({ available: 0, booked: 1 });
  }, 90_000);

  it('answers 20 parallel retries with one Idempotency-Key with one booking, and 422 for another body', async () => {
    const place = await freshProject();
    const [unit, other] = await Promise.all([freshUnit(place), freshUnit(place)]);
    const holder = await agent();
    const client = await freshClient();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => hold(unit.id, holder.headers, client.id, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((answer) => expectSingle(answer.body, StaffBooking).id));
    expect(ids.size).toBe(1);
    expect((await findEntity(UNIT, unit.id))?.next_booking_id ?? null).toBeNull();
    const reused = await hold(other.id, holder.headers, client.id, key);
    expect(reused.status).toBe(422);
    expect(Object.keys(reused.body.errors)).toEqual(['Idempotency-Key']);
    // Keys are per caller: another agent's same key is a request of its own.
    const someoneElse = await agent();
    expect((await hold(other.id, someoneElse.headers, (await freshClient()).id, key)).status).toBe(201);
  }, 90_000);

  it("holds the agent to the project's limit and a client to one open hold per project", async () => {
    const place = await freshProject({ booking_limit_per_agent: 2 });
    const [u1, u2, u3, u4] = await Promise.all([
      freshUnit(place),
      freshUnit(place),
      freshUnit(place),
      freshUnit(place),
    ]);
    const holder = await agent();
    const [c1, c2, c3] = await Promise.all([freshClient(), freshClient(), freshClient()]);
    expect((await hold(u1.id, holder.headers, c1.id)).status).toBe(201);
    expect((await hold(u2.id, holder.headers, c2.id)).status).toBe(201);
    const over = await hold(u3.id, holder.headers, c3.id);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('You already hold 2 open bookings in this project, the most allowed.');
    expect((await findEntity(UNIT, u3.id))?.status).toBe('available');
    const twice = await hold(u4.id, (await agent()).headers, c1.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This client already has an open booking in this project.');
  });

  it('refuses sold and for-rent units (409), bad fields (422), callers without the ability (403)', async () => {
    const place = await freshProject();
    const [sold, rent, unit] = await Promise.all([
      freshUnit(place, { status: 'sold' }),
      freshUnit(place, { is_for_rent: true }),
      freshUnit(place),
    ]);
    const holder = await agent();
    const client = await freshClient();
    expect((await hold(sold.id, holder.headers, client.id)).body.message).toBe(
      'This unit cannot be booked: it is sold.',
    );
    expect((await hold(rent.id, holder.headers, client.id)).status).toBe(409);
    const missing = await call(`${tab(unit.id)}/make-booking`, { headers: holder.headers, form: {} });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      message: 'The client id field is required.',
      errors: { client_id: ['The client id field is required.'] },
    });
    const unknown = await hold(unit.id, holder.headers, 999_999_999);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ client_id: ['The selected client id is invalid.'] });
    const viewer = await crmStaff(['finance_manager'], { row_scope: 'all' });
    expect((await hold(unit.id, viewer.headers, client.id)).status).toBe(403);
    expect((await call(`${tab(unit.id)}/get-data`, { headers: viewer.headers })).status).toBe(200);
    expect((await call(`${tab(999_999_999)}/get-data`, { headers: viewer.headers })).status).toBe(404);
    expect((await findEntity(UNIT, unit.id))?.status).toBe('available');
  });

  it('cancels with a reason: the waiting hold is promoted, then the unit is freed; 404 outside the scope', async () => {
    const place = await freshProject();
    const unit = await freshUnit(place);
    const [first, second, stranger] = await Promise.all([agent(), agent(), agent()]);
    const active = expectSingle(
      (await hold(unit.id, first.headers, (await freshClient()).id)).body,
      StaffBooking,
    );
    const waiting = expectSingle(
      (await hold(unit.id, second.headers, (await freshClient()).id)).body,
      StaffBooking,
    );
    const cancel = (headers: Record<string, string>, form: Record<string, string>) =>
      call(`${tab(unit.id)}/cancel-booking`, { headers, form });

    expect((await cancel(first.headers, {})).body.errors).toEqual({
      reason: ['The reason field is required.'],
    });
    const hidden = await cancel(stranger.headers, { reason: 'not mine' });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'The requested booking was not found.' });

    const cancelled = expectSingle(
      (await cancel(first.headers, { reason: 'Client changed mind' })).body,
      StaffBooking,
    );
    expect(cancelled).toMatchObject({
      id: active.id,
      status: 'cancelled',
      cancel_reason: 'Client changed mind',
    });
    const promoted = await findEntity(BOOKING, waiting.id);
    expect(promoted).toMatchObject({ status: 'active' });
    expect(Date.parse(promoted?.booking_expired_at ?? '') - Date.parse(promoted?.booking_open_at ?? '')).toBe(
      48 * 3_600_000,
    );
    expect(await findEntity(UNIT, unit.id)).toMatchObject({
      status: 'booked',
      active_booking_id: waiting.id,
    });
    expect((await findEntity(UNIT, unit.id))?.next_booking_id ?? null).toBeNull();
    expect(
      (await statusHistory({ type: BOOKING, id: active.id })).map((change) => [change.action, change.to]),
    ).toEqual([['cancel', 'cancelled']]);

    expect((await cancel(second.headers, { reason: 'Bank refused' })).status).toBe(200);
    const freed = await findEntity(UNIT, unit.id);
    expect(freed).toMatchObject({ status: 'available' });
    expect(freed?.active_booking_id ?? null).toBeNull();
    expect(freed?.client_id ?? null).toBeNull();
    expect(await unitCounts(place.project.id)).toEqual({ available: 1, booked: 0 });
    // The agents' holds and the clients' markers were given back: they can hold again.
    expect((await hold(unit.id, first.headers, active.client_id ?? 0)).status).toBe(201);
  });

  it('sends a hold to approval once solvency is recorded; the manager accepts it or rejects it', async () => {
    const manager = await salesManager();
    const place = await freshProject({ init_sale_hours: 24 });
    const [unit, other] = await Promise.all([freshUnit(place), freshUnit(place)]);
    const holder = await agent();
    const colleague = await agent();
    const active = expectSingle(
      (await hold(unit.id, holder.headers, (await freshClient()).id)).body,
      StaffBooking,
    );
    const send = (unitId: number, headers: Record<string, string>) =>
      call(`${tab(unitId)}/send-to-acceptance`, { method: 'POST', headers });

    const early = await send(unit.id, holder.headers);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/financial solvency/);
    // Helper D's solvency form sets this field; the hold checks only that it is there.
    await updateEntity(BOOKING, active.id, { financial_solvency_id: 1 }, { recordName: 'booking' });
    expect((await send(unit.id, colleague.headers)).status).toBe(404);

    const sent = expectSingle((await send(unit.id, holder.headers)).body, StaffBooking);
    expect(sent).toMatchObject({ status: 'pending_acceptance', can_send_to_acceptance: false });
    expect(sent.remaining_seconds).toBeGreaterThan(47 * 3600);
    expect(sent.acceptance_id).toBe(await openAcceptanceId(BOOKING_APPROVABLE, active.id));
    expect((await send(unit.id, holder.headers)).status).toBe(409);

    const decided = await call(`${systemUserUrl}/acceptances/${sent.acceptance_id}/accept`, {
      method: 'POST',
      headers: manager.headers,
    });
    expect(expectSingle(decided.body, Acceptance).status).toBe('approved');
    const accepted = await findEntity(BOOKING, active.id);
    expect(accepted?.status).toBe('accepted');
    expect(Date.parse(accepted?.init_deadline_at ?? '') - Date.parse(accepted?.accepted_at ?? '')).toBe(
      24 * 3_600_000,
    );

    // Rejected: released as a cancel is (no one waits: the unit is free again).
    const second = expectSingle(
      (await hold(other.id, holder.headers, (await freshClient()).id)).body,
      StaffBooking,
    );
    await updateEntity(BOOKING, second.id, { financial_solvency_id: 2 }, { recordName: 'booking' });
    const pending = expectSingle((await send(other.id, holder.headers)).body, StaffBooking);
    const rejected = await call(`${systemUserUrl}/acceptances/${pending.acceptance_id}/reject`, {
      headers: manager.headers,
      form: { reason: 'Price not confirmed' },
    });
    expect(expectSingle(rejected.body, Acceptance).status).toBe('rejected');
    expect((await findEntity(BOOKING, second.id))?.status).toBe('rejected');
    expect((await findEntity(UNIT, other.id))?.status).toBe('available');
  });

  it('cancels a hold waiting for approval together with its approval', async () => {
    const manager = await salesManager();
    const place = await freshProject();
    const unit = await freshUnit(place);
    const holder = await agent();
    const active = expectSingle(
      (await hold(unit.id, holder.headers, (await freshClient()).id)).body,
      StaffBooking,
    );
    await updateEntity(BOOKING, active.id, { financial_solvency_id: 3 }, { recordName: 'booking' });
    const sent = expectSingle(
      (await call(`${tab(unit.id)}/send-to-acceptance`, { method: 'POST', headers: holder.headers })).body,
      StaffBooking,
    );
    const cancelled = await call(`${tab(unit.id)}/cancel-booking`, {
      headers: holder.headers,
      form: { reason: 'Withdrawn' },
    });
    expect(expectSingle(cancelled.body, StaffBooking).status).toBe('cancelled');
    expect(await openAcceptanceId(BOOKING_APPROVABLE, active.id)).toBeUndefined();
    const shown = await call(`${systemUserUrl}/acceptances/${sent.acceptance_id}`, {
      headers: manager.headers,
    });
    const approval = expectSingle(shown.body, AcceptanceShow);
    expect(approval.status).toBe('cancelled');
    // Its reviewer still reads it, with the booking as its subject (shown in the unit's booking tab).
    expect(approval.subject).toMatchObject({
      kind: 'booking',
      id: active.id,
      show_path: `/sales-support/saleable-details/${unit.id}/booking`,
      summary: { unit_id: unit.id, percentage: null },
    });
    expect((await findEntity(UNIT, unit.id))?.status).toBe('available');
  });

  it("holds a unit for a lead: a client is made from the lead's name and phone, and the lead converted", async () => {
    const place = await freshProject();
    const unit = await freshUnit(place);
    const holder = await agent();
    const viewer = await readStaffCaller(holder.id);
    const phone = `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const lead = await storeLead(viewer, {
      project_id: place.project.id,
      name: 'Sara Al-Harbi',
      phone,
      platform: 'walk_in',
    });
    const made = await call(`${tab(unit.id)}/make-booking-for-attention-request`, {
      headers: holder.headers,
      form: { attention_request_id: String(lead?.id) },
    });
    expect(made.status).toBe(201);
    const booking = expectSingle(made.body, StaffBooking);
    expect(booking).toMatchObject({
      attention_request_id: lead?.id,
      client: expect.objectContaining({ name: 'Sara Al-Harbi' }),
    });
    expect(await findEntity(ATTENTION_REQUEST, Number(lead?.id))).toMatchObject({
      status: 'converted',
      client_id: booking.client_id,
    });
    const other = await agent();
    const hidden = await call(`${tab(unit.id)}/make-booking-for-attention-request`, {
      headers: other.headers,
      form: { attention_request_id: String(lead?.id) },
    });
    expect(hidden.status).toBe(422);
  });
});
