import { describe, expect, it } from 'vitest';
import { getEntity } from '../../../shared/db/entity-store';
import { ATTENTION_REQUEST } from '../../../shared/domain/attention-requests/attention-requests';
import { leadFollowUps } from '../../../shared/domain/attention-requests/follow-ups';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import { statusHistory } from '../../../shared/domain/lifecycle/status-history';
import { bookStaffVisit } from '../../../shared/domain/visits/book-staff-visit';
import { StaffVisit, Visit, VisitUpcoming } from '../../../shared/schemas/records';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call } from '../../support/http';
import {
  bookFor,
  freshDay,
  VISIT_ABILITIES,
  visitClient,
  visitLead,
  visitStaff,
  visitsUrl,
} from '../../support/visit-fixtures';

const update = (id: number, form: Record<string, string>, headers: Record<string, string>) =>
  call(`${visitsUrl}/${id}/update`, { headers, form });
const remove = (id: number, headers: Record<string, string>, query = '') =>
  call(`${visitsUrl}/${id}${query}`, { method: 'DELETE', headers });

/** A visit of the agent's whose time has come: booked as if yesterday were today. */
async function pastVisit(agentId: number, clientId: number) {
  const yesterday = new Date(Date.now() - 86_400_000);
  const visitAt = new Date(`${yesterday.toISOString().slice(0, 10)}T10:00:00Z`);
  const caller = await readStaffCaller(agentId, { abilities: VISIT_ABILITIES });
  return bookStaffVisit(
    caller,
    { client_id: clientId },
    { project_id: 1, visit_at: visitAt },
    'en',
    new Date(visitAt.getTime() - 86_400_000),
  );
}

describe('staff visits: reschedule, complete, cancel, row scope', () => {
  it('moves the lead with its visit: booked, the lead is visit_scheduled; completed, a visit follow-up moves it on', async () => {
    const abilities = [...VISIT_ABILITIES, 'crm.leads.manage'];
    const agent = await visitStaff({ abilities });
    const lead = await visitLead();
    const yesterday = new Date(Date.now() - 86_400_000);
    const visitAt = new Date(`${yesterday.toISOString().slice(0, 10)}T11:00:00Z`);
    const past = await bookStaffVisit(
      await readStaffCaller(agent.id, { abilities }),
      { attention_request_id: lead.id },
      { project_id: 2, visit_at: visitAt },
      'en',
      new Date(visitAt.getTime() - 86_400_000),
    );
    expect((await getEntity(ATTENTION_REQUEST, lead.id, 'lead')).status).toBe('visit_scheduled');
    const next = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const done = await update(
      past.id,
      {
        status: 'completed',
        outcome: 'Liked the corner unit.',
        result: 'interested',
        next_follow_up_at: `${next} 10:00`,
      },
      agent.headers,
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await getEntity(ATTENTION_REQUEST, lead.id, 'lead')).status).toBe('interested');
    expect(await leadFollowUps(lead.id)).toEqual([
      expect.objectContaining({ channel: 'visit', result: 'interested', note: 'Liked the corner unit.' }),
    ]);
  });

  it('reschedules a visit keeping its history, frees the old slot and holds the new one', async () => {
    const agent = await visitStaff();
    const [client, second, third] = [await visitClient(), await visitClient(), await visitClient()];
    const day = freshDay();
    const booked = expectSingle(
      (await bookFor({ client_id: client.id }, { project_id: '1', visit_at: `${day} 10:00` }, agent.headers))
        .body,
      StaffVisit,
    );
    const moved = await update(booked.id, { visit_at: `${day} 13:00`, reason: 'Traffic.' }, agent.headers);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const visit = expectSingle(moved.body, StaffVisit);
    expect(visit.visit_at).toBe(`${day}T13:00:00.000Z`);
    expect(
      visit.history.map(({ action, from_visit_at, to_visit_at, reason }) => ({
        action,
        from_visit_at,
        to_visit_at,
        reason,
      })),
    ).toEqual([
      { action: 'booked', from_visit_at: null, to_visit_at: `${day}T10:00:00.000Z`, reason: null },
      {
        action: 'rescheduled',
        from_visit_at: `${day}T10:00:00.000Z`,
        to_visit_at: `${day}T13:00:00.000Z`,
        reason: 'Traffic.',
      },
    ]);
    // The old time is free again; the new hour (13:00 and 13:30) is the agent's.
    expect(
      (await bookFor({ client_id: second.id }, { project_id: '1', visit_at: `${day} 10:00` }, agent.headers))
        .status,
    ).toBe(201);
    const busy = await bookFor(
      { client_id: third.id },
      { project_id: '1', visit_at: `${day} 13:30` },
      agent.headers,
    );
    expect(busy.status).toBe(422);
    expect(busy.body.errors.visit_at).toEqual([
      'The assigned staff member already has a visit at this time.',
    ]);
    // The client's app shows the new time.
    const seen = expectList(
      (await call(`${baseUrl}/client/book-visit?per_page=100`, { headers: client.headers })).body,
      Visit,
      `${baseUrl}/client/book-visit`,
    );
    expect(seen.find((item) => item.id === booked.id)?.visit_at).toBe(`${day}T13:00:00.000Z`);
  });

  it('completes a visit once its time has come, with its outcome, and frees the client for the project', async () => {
    const agent = await visitStaff();
    const client = await visitClient();
    const future = expectSingle(
      (
        await bookFor(
          { client_id: client.id },
          { project_id: '2', visit_at: `${freshDay()} 11:00` },
          agent.headers,
        )
      ).body,
      StaffVisit,
    );
    const early = await update(future.id, { status: 'completed', outcome: 'Liked it.' }, agent.headers);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A visit can be marked "complete" only once its time has come.');

    const past = await pastVisit(agent.id, client.id);
    const noOutcome = await update(past.id, { status: 'completed' }, agent.headers);
    expect(noOutcome.status).toBe(422);
    expect(noOutcome.body.errors.outcome).toEqual([
      'The outcome field is required when status is completed.',
    ]);
    const done = await update(
      past.id,
      { status: 'completed', outcome: 'Wants a 3-bedroom unit.' },
      agent.headers,
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(expectSingle(done.body, StaffVisit)).toMatchObject({
      status: 'completed',
      outcome: 'Wants a 3-bedroom unit.',
    });
    expect(
      (await statusHistory({ type: 'VISIT', id: past.id })).map(({ from, to, action }) => ({
        from,
        to,
        action,
      })),
    ).toEqual([{ from: 'scheduled', to: 'completed', action: 'complete' }]);
    const check = await call(`${visitsUrl}/check-upcoming?client_id=${client.id}&project_id=1`, {
      headers: agent.headers,
    });
    expect(expectSingle(check.body, VisitUpcoming)).toEqual({ has_upcoming: false, visit: null });
    expect((await update(past.id, { notes: 'Too late.' }, agent.headers)).status).toBe(409);
  });

  it('cancels a visit still to come (freeing its client and slot at once), and soft-deletes a past one', async () => {
    const agent = await visitStaff();
    const client = await visitClient();
    const day = freshDay();
    const booked = expectSingle(
      (await bookFor({ client_id: client.id }, { project_id: '1', visit_at: `${day} 16:00` }, agent.headers))
        .body,
      StaffVisit,
    );
    const cancelled = await remove(booked.id, agent.headers, '?reason=Postponed');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(expectSingle(cancelled.body, StaffVisit)).toMatchObject({
      status: 'cancelled',
      cancelled_reason: 'Postponed',
      deleted_at: null,
    });
    const seen = expectList(
      (await call(`${baseUrl}/client/book-visit?per_page=100`, { headers: client.headers })).body,
      Visit,
      `${baseUrl}/client/book-visit`,
    );
    expect(seen.find((item) => item.id === booked.id)?.status).toBe('cancelled');
    expect(
      (await bookFor({ client_id: client.id }, { project_id: '1', visit_at: `${day} 16:00` }, agent.headers))
        .status,
    ).toBe(201);
    expect((await update(booked.id, { notes: 'Again?' }, agent.headers)).status).toBe(409);

    const past = await pastVisit(agent.id, (await visitClient()).id);
    const deleted = await remove(past.id, agent.headers);
    expect(deleted.status).toBe(200);
    expect(expectSingle(deleted.body, StaffVisit).deleted_at).not.toBeNull();
    const listed = expectList(
      (await call(`${visitsUrl}?per_page=100`, { headers: agent.headers })).body,
      StaffVisit,
      visitsUrl,
    );
    expect(listed.map((visit) => visit.id)).not.toContain(past.id);
    expect((await remove(past.id, agent.headers)).status).toBe(404);
  });

  it("keeps to the row scope: another agent's visit is a 404, a manager lists their department's", async () => {
    const department = 90_000 + Math.floor(Math.random() * 100_000);
    const agent = await visitStaff({ department_id: department });
    const otherAgent = await visitStaff({ department_id: department });
    const manager = await visitStaff({ scope: 'department', department_id: department });
    const otherManager = await visitStaff({ scope: 'department', department_id: department + 1 });
    const booked = expectSingle(
      (
        await bookFor(
          { client_id: (await visitClient()).id },
          { project_id: '1', visit_at: `${freshDay()} 12:00` },
          agent.headers,
        )
      ).body,
      StaffVisit,
    );
    expect((await update(booked.id, { notes: 'Mine now.' }, otherAgent.headers)).status).toBe(404);
    expect((await remove(booked.id, otherAgent.headers)).status).toBe(404);
    const ids = async (headers: Record<string, string>) =>
      expectList(
        (await call(`${visitsUrl}/filter?per_page=100`, { headers, form: { status: 'scheduled' } })).body,
        StaffVisit,
        `${visitsUrl}/filter`,
      ).map((visit) => visit.id);
    expect(await ids(agent.headers)).toEqual([booked.id]);
    expect(await ids(otherAgent.headers)).toEqual([]);
    expect(await ids(manager.headers)).toEqual([booked.id]);
    expect(await ids(otherManager.headers)).toEqual([]);
    // The manager may reassign within the department; the visit goes with its new assignee.
    expect(
      (await update(booked.id, { assigned_user_id: String(otherAgent.id) }, manager.headers)).status,
    ).toBe(200);
    expect(await ids(otherAgent.headers)).toEqual([booked.id]);
    // Status and project for an own scope: no declared list, its most selective one filtered.
    const undeclared = await call(`${visitsUrl}?status=${booked.status}&project_id=${booked.project_id}`, {
      headers: otherAgent.headers,
    });
    expect(undeclared.status).toBe(200);
    expect(undeclared.body.response.data.map((visit: { id: number }) => visit.id)).toEqual([booked.id]);
  });
});
