import { describe, expect, it } from 'vitest';
import { StaffVisit, StaffVisitFormData, Visit, VisitUpcoming } from '../../../shared/schemas/records';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call } from '../../support/http';
import {
  bookFor,
  freshDay,
  visitClient,
  visitLead,
  visitStaff,
  visitsUrl,
} from '../../support/visit-fixtures';

const upcoming = (query: string, headers: Record<string, string>) =>
  call(`${visitsUrl}/check-upcoming?${query}`, { headers });

describe('staff visits: booking, and the client app', () => {
  it('books a visit for a client (201) that the client sees in their app, and one the client books appears to staff', async () => {
    const agent = await visitStaff();
    const client = await visitClient();
    const day = freshDay();
    const booked = await bookFor(
      { client_id: client.id },
      { project_id: '1', unit_id: '1', visit_at: `${day} 10:00`, kind: 'showroom', notes: 'Corner units.' },
      agent.headers,
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const visit = expectSingle(booked.body, StaffVisit);
    expect(visit).toMatchObject({
      client_id: client.id,
      assigned_user_id: agent.id,
      visit_at: `${day}T10:00:00.000Z`,
      duration_minutes: 60,
      kind: 'showroom',
      status: 'scheduled',
      source: 'staff',
    });
    expect(visit.history.map((entry) => entry.action)).toEqual(['booked']);

    const clientList = await call(`${baseUrl}/client/book-visit?per_page=100`, { headers: client.headers });
    const seen = expectList(clientList.body, Visit, `${baseUrl}/client/book-visit`);
    expect(seen.find((item) => item.id === visit.id)).toMatchObject({
      visit_at: visit.visit_at,
      status: 'scheduled',
    });

    // The client books their own visit at project 2: staff see it as the client's upcoming visit
    // there, and a staff booking for the client at project 2 is refused, naming it.
    const own = await call(`${baseUrl}/client/book-visit/store`, {
      headers: client.headers,
      form: { project_id: '2', visit_at: `${day} 15:00` },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const check = await upcoming(
      `client_id=${client.id}&project_id=2`,
      (await visitStaff({ scope: 'all' })).headers,
    );
    const found = expectSingle(check.body, VisitUpcoming);
    expect(found.has_upcoming).toBe(true);
    expect(found.visit).toMatchObject({ id: own.body.data.id, source: 'client_app', assigned_user_id: null });
    const refused = await bookFor(
      { client_id: client.id },
      { project_id: '2', visit_at: `${freshDay()} 11:00` },
      agent.headers,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors.project_id).toEqual([
      `The client already has an upcoming visit (#${own.body.data.id}) at this project.`,
    ]);
  });

  it("books a lead's visit (201), which check-upcoming then names for that lead and project", async () => {
    const agent = await visitStaff();
    const lead = await visitLead();
    const booked = await bookFor(
      { attention_request_id: lead.id },
      { project_id: '2', visit_at: `${freshDay()} 09:30`, duration_minutes: '90' },
      agent.headers,
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const visit = expectSingle(booked.body, StaffVisit);
    expect(visit).toMatchObject({ attention_request_id: lead.id, client_id: null, duration_minutes: 90 });
    const check = expectSingle(
      (await upcoming(`attention_request_id=${lead.id}&project_id=2`, agent.headers)).body,
      VisitUpcoming,
    );
    expect(check).toMatchObject({ has_upcoming: true, visit: { id: visit.id } });
    const none = expectSingle(
      (await upcoming(`attention_request_id=${lead.id}&project_id=1`, agent.headers)).body,
      VisitUpcoming,
    );
    expect(none).toEqual({ has_upcoming: false, visit: null });
    expect((await upcoming(`project_id=2`, agent.headers)).body.errors).toHaveProperty('client_id');
  });

  it('gives the form data: projects, kinds, lengths, statuses, slot rules and the sales agents', async () => {
    const response = await call(`${visitsUrl}/get-form-data`, { headers: (await visitStaff()).headers });
    const data = expectSingle(response.body, StaffVisitFormData);
    expect(data.durations).toEqual([30, 60, 90, 120]);
    expect(data.kinds.map((kind) => kind.key)).toEqual(['site', 'showroom', 'virtual']);
    expect(data.assignees.length).toBeGreaterThan(0);
  });

  it('refuses bad input with 422 and Laravel messages, in English and Arabic', async () => {
    const agent = await visitStaff();
    const other = await visitStaff();
    const client = await visitClient();
    const day = freshDay();
    const cases: Array<[Record<string, string>, string]> = [
      [{ project_id: '1', visit_at: '2020-01-01 10:00' }, 'visit_at'],
      [{ project_id: '1', visit_at: `${day} 10:15` }, 'visit_at'],
      [{ project_id: '1', visit_at: `${day} 20:00` }, 'visit_at'],
      [{ project_id: '1', visit_at: 'soon' }, 'visit_at'],
      [{ visit_at: `${day} 10:00` }, 'project_id'],
      [{ project_id: '999', visit_at: `${day} 10:00` }, 'project_id'],
      [{ project_id: '2', unit_id: '1', visit_at: `${day} 10:00` }, 'unit_id'],
      [{ project_id: '1', visit_at: `${day} 10:00`, duration_minutes: '45' }, 'duration_minutes'],
      [{ project_id: '1', visit_at: `${day} 10:00`, kind: 'picnic' }, 'kind'],
      [{ project_id: '1', visit_at: `${day} 10:00`, assigned_user_id: '999999' }, 'assigned_user_id'],
      // An agent sees only their own visits: they may not book one for someone else.
      [{ project_id: '1', visit_at: `${day} 10:00`, assigned_user_id: String(other.id) }, 'assigned_user_id'],
    ];
    for (const [form, field] of cases) {
      const response = await bookFor({ client_id: client.id }, form, agent.headers);
      expect(response.status, JSON.stringify(form)).toBe(422);
      expect(Object.keys(response.body.errors), JSON.stringify(form)).toEqual([field]);
    }
    const arabic = await bookFor(
      { client_id: client.id },
      { project_id: '1', visit_at: '2020-01-01 10:00' },
      { ...agent.headers, 'Accept-Language': 'ar' },
    );
    expect(arabic.body.errors.visit_at[0]).toMatch(/المستقبل/);
    expect(
      (await bookFor({ client_id: 99_999_999 }, { project_id: '1', visit_at: `${day} 10:00` }, agent.headers))
        .status,
    ).toBe(404);
  });

  it('answers 403 without the ability: a viewer cannot book, a member without crm.visits.view cannot list', async () => {
    const viewer = await visitStaff({ abilities: ['crm.visits.view'] });
    const client = await visitClient();
    const refused = await bookFor(
      { client_id: client.id },
      { project_id: '1', visit_at: `${freshDay()} 10:00` },
      viewer.headers,
    );
    expect(refused.status).toBe(403);
    expect((await call(visitsUrl, { headers: viewer.headers })).status).toBe(200);
    const stranger = await visitStaff({ abilities: ['core.notifications.use'] });
    expect((await call(visitsUrl, { headers: stranger.headers })).status).toBe(403);
  });
});
