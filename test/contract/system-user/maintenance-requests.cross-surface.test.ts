import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messagesTo } from '../../../infra/local/outbox-reader';
import { abilitiesFor } from '../../../shared/auth/abilities';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { createEntity } from '../../../shared/db/entity-store';
import { USER } from '../../../shared/domain/users/users';
import { CommentRecord, MaintenanceRequest, StaffMaintenanceRequest } from '../../../shared/schemas/records';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders, loginAs, systemUserUrl } from '../../support/http';

const staffUrl = `${systemUserUrl}/crm/maintenance-requests`;
const clientUrl = `${baseUrl}/client/maintenance-request`;
/** The demo client's phone and the unit they bought (project 1), from the seed. */
const DEMO_CLIENT_PHONE = '+966555000111';
const SOLD_UNIT = 3;

/** A technician of this test whose row scope is project 1. */
async function technician() {
  const user = await createEntity(USER, {
    name: 'Test technician',
    email: `${randomUUID()}@example.com`,
    phone: null,
    job_title: 'Technician',
    id_number: null,
    roles: ['technician'],
    row_scope: 'projects',
    project_ids: [1],
    department_id: 4,
  });
  const token = await issueAccessToken('user', user.id, abilitiesFor(['technician']));
  return { id: user.id, headers: keyHeaders({ Authorization: `Bearer ${token.plainText}` }) };
}

/** Waits (up to 10 s) for an SMS to the demo client that names this text (other tests text them too). */
async function waitForText(text: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await messagesTo(baseUrl, DEMO_CLIENT_PHONE)).find(
      (message) => message.channel === 'sms' && message.body.includes(text),
    );
    if (found?.channel === 'sms') return found.body;
    if (Date.now() > deadline) throw new Error(`no SMS saying "${text}"`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('maintenance requests across the client app and the staff app', () => {
  it('a request the client files is the one the technician works on, closes and the client rates', async () => {
    const [staff, clientHeaders] = await Promise.all([
      technician(),
      loginAs('client').then((token) => keyHeaders({ Authorization: `Bearer ${token}` })),
    ]);

    // The client files a request about their unit and comments on it.
    const filed = await call(`${clientUrl}/store`, {
      headers: clientHeaders,
      form: { category: 'electrical', description: 'Cross-surface socket', unit_id: String(SOLD_UNIT) },
    });
    const request = expectSingle(filed.body, MaintenanceRequest);
    await call(`${clientUrl}/${request.id}/add-comment`, {
      headers: clientHeaders,
      form: { comment: 'It sparks at night.' },
    });

    // The technician (scope: project 1) finds it in the open list and reads the client's comment.
    const listed = await call(`${staffUrl}?status=open&per_page=100`, { headers: staff.headers });
    expect(expectList(listed.body, StaffMaintenanceRequest, staffUrl).map((r) => r.id)).toContain(request.id);
    const staffComments = await call(`${staffUrl}/${request.id}/comments`, { headers: staff.headers });
    expect(
      expectList(staffComments.body, CommentRecord, `${staffUrl}/${request.id}/comments`).map(
        (c) => c.comment,
      ),
    ).toEqual(['It sparks at night.']);

    // The technician answers; the client reads it in their own comment list.
    await call(`${staffUrl}/${request.id}/add-comment`, {
      headers: staff.headers,
      form: { comment: 'Coming on Sunday at 10.' },
    });
    const clientComments = await call(`${clientUrl}/${request.id}/comments`, { headers: clientHeaders });
    expect(
      expectList(clientComments.body, CommentRecord, `${clientUrl}/${request.id}/comments`).map((c) => [
        c.comment,
        c.user_id,
      ]),
    ).toEqual([
      ['Coming on Sunday at 10.', staff.id],
      ['It sparks at night.', null],
    ]);

    // Started: the client sees the status and is texted; a client edit is now refused.
    const started = await call(`${staffUrl}/${request.id}/change-status`, {
      headers: staff.headers,
      form: { status: 'in_progress' },
    });
    expect(started.status).toBe(200);
    const shown = await call(`${clientUrl}/${request.id}`, { headers: clientHeaders });
    expect(expectSingle(shown.body, MaintenanceRequest).status).toBe('in_progress');
    expect(await waitForText(`#${request.id} is now in progress.`)).toContain(
      `أصبحت حالة طلب الصيانة رقم ${request.id}: قيد التنفيذ.`,
    );
    expect(
      (
        await call(`${clientUrl}/${request.id}/update`, {
          headers: clientHeaders,
          form: { description: 'x' },
        })
      ).status,
    ).toBe(409);

    // Completed and confirmed: closed; the client is told and rates it, and staff see the rating.
    await call(`${staffUrl}/${request.id}/change-status`, {
      headers: staff.headers,
      form: { status: 'completed' },
    });
    const confirmed = await call(`${staffUrl}/${request.id}/change-is-completed`, {
      headers: staff.headers,
      form: { is_completed: 'true' },
    });
    expect(expectSingle(confirmed.body, StaffMaintenanceRequest).status).toBe('closed');
    await waitForText(`#${request.id} is now closed.`);
    const rated = await call(`${clientUrl}/${request.id}/rate`, {
      headers: clientHeaders,
      form: { rating: '5', rating_note: 'Fixed fast.' },
    });
    expect(rated.status).toBe(200);
    const afterRating = await call(`${staffUrl}/${request.id}`, { headers: staff.headers });
    expect(expectSingle(afterRating.body, StaffMaintenanceRequest)).toMatchObject({
      rating: 5,
      rating_note: 'Fixed fast.',
      is_completed: true,
    });
  });
});
