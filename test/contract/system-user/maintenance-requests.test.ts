import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messagesTo, waitForMessage } from '../../../infra/local/outbox-reader';
import { abilitiesFor } from '../../../shared/auth/abilities';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { createEntity } from '../../../shared/db/entity-store';
import type { RowScope } from '../../../shared/domain/users/users';
import { USER } from '../../../shared/domain/users/users';
import {
  CommentRecord,
  Deleted,
  MaintenanceRequestFilters,
  StaffMaintenanceFormData,
  StaffMaintenanceRequest,
} from '../../../shared/schemas/records';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/crm/maintenance-requests`;
/** The demo client (25) bought unit 3 of project 1 (infra/local/seed). */
const DEMO_CLIENT = 25;
const SOLD_UNIT = 3;
const DEMO_CLIENT_PHONE = '+966555000111';

/** A staff member of this test: role, row scope, projects and department, with a signed-in token. */
async function staffWith(
  role: string,
  scope: { row_scope: RowScope; project_ids?: number[]; department_id?: number | null } = {
    row_scope: 'all',
  },
) {
  const user = await createEntity(USER, {
    name: `Test ${role}`,
    email: `${randomUUID()}@example.com`,
    phone: null,
    job_title: role,
    id_number: null,
    roles: [role],
    ...scope,
  });
  const token = await issueAccessToken('user', user.id, abilitiesFor([role]));
  return { id: user.id, headers: keyHeaders({ Authorization: `Bearer ${token.plainText}` }) };
}

/** A request this test files for the demo client's unit, as a manager who sees everything. */
async function newRequest(headers: Record<string, string>, form: Record<string, string | File> = {}) {
  const response = await call(url, {
    headers,
    form: {
      client_id: String(DEMO_CLIENT),
      unit_id: String(SOLD_UNIT),
      category: 'plumbing',
      description: 'Staff test request',
      ...form,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return expectSingle(response.body, StaffMaintenanceRequest);
}

const moveTo = (headers: Record<string, string>, id: number, status: string, reason?: string) =>
  call(`${url}/${id}/change-status`, { headers, form: { status, ...(reason ? { reason } : {}) } });

describe('{system_user_url}/crm/maintenance-requests', () => {
  it('stores a request for a unit the client bought, with its project and the technician’s department', async () => {
    const [manager, technician] = await Promise.all([
      staffWith('project_manager'),
      staffWith('technician', { row_scope: 'projects', project_ids: [1], department_id: 4 }),
    ]);
    const photo = new File(['leak'], 'leak.jpg', { type: 'image/jpeg' });
    const request = await newRequest(manager.headers, {
      assigned_user_id: String(technician.id),
      'attachments[]': photo,
    });
    expect(request).toMatchObject({
      status: 'open',
      client_id: DEMO_CLIENT,
      unit_id: SOLD_UNIT,
      project_id: 1,
      assigned_user_id: technician.id,
      department_id: 4,
      cost: null,
      invoice: null,
    });
    expect(request.client?.id).toBe(DEMO_CLIENT);
    expect(request.attachments.map((file) => file.name)).toEqual(['leak.jpg']);

    const shown = await call(`${url}/${request.id}`, { headers: technician.headers });
    expect(expectSingle(shown.body, StaffMaintenanceRequest).assigned_user?.id).toBe(technician.id);
    const listed = await call(`${url}?status=open&project_id=1&per_page=50`, { headers: technician.headers });
    expect(expectList(listed.body, StaffMaintenanceRequest, url).map((r) => r.id)).toContain(request.id);
  });

  it('refuses bad input with 422: missing fields, a unit the client did not buy, an assignee who is no technician', async () => {
    const manager = await staffWith('project_manager');
    const empty = await call(url, { headers: manager.headers, form: { category: 'gardening' } });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual([
      'category',
      'client_id',
      'description',
      'unit_id',
    ]);
    expect(empty.body.errors.client_id).toEqual(['The client id field is required.']);

    const notBought = await call(url, {
      headers: manager.headers,
      form: { client_id: String(DEMO_CLIENT), unit_id: '30', category: 'plumbing', description: 'x' },
    });
    expect(notBought.body.errors).toEqual({ unit_id: ['The selected unit id is invalid.'] });

    const notTechnician = await call(url, {
      headers: keyHeaders({ ...manager.headers, 'Accept-Language': 'ar' }),
      form: {
        client_id: String(DEMO_CLIENT),
        unit_id: String(SOLD_UNIT),
        category: 'plumbing',
        description: 'x',
        assigned_user_id: String(manager.id),
      },
    });
    expect(notTechnician.status).toBe(422);
    expect(notTechnician.body.errors.assigned_user_id?.[0]).toContain('ليست فنيًا');

    const request = await newRequest(manager.headers);
    const badStatus = await moveTo(manager.headers, request.id, 'finished');
    expect(badStatus.status).toBe(422);
    expect(Object.keys(badStatus.body.errors)).toEqual(['status']);
  });

  it('answers 404 for a request outside the caller’s row scope, like a missing one', async () => {
    const manager = await staffWith('project_manager');
    const request = await newRequest(manager.headers);
    const [otherProjects, ownOnly] = await Promise.all([
      staffWith('technician', { row_scope: 'projects', project_ids: [2] }),
      staffWith('technician', { row_scope: 'own' }),
    ]);
    for (const viewer of [otherProjects, ownOnly]) {
      const shown = await call(`${url}/${request.id}`, { headers: viewer.headers });
      const missing = await call(`${url}/99999999`, { headers: viewer.headers });
      expect(shown.status).toBe(404);
      expect(shown.body).toEqual(missing.body);
      expect((await moveTo(viewer.headers, request.id, 'in_progress')).status).toBe(404);
    }
    const page = await call(`${url}?project_id=1`, { headers: otherProjects.headers });
    expect(expectList(page.body, StaffMaintenanceRequest, url)).toEqual([]);
    // A technician's role reaches the maintenance of his projects: with none, he sees none.
    const none = await call(url, { headers: ownOnly.headers });
    expect(expectList(none.body, StaffMaintenanceRequest, url)).toEqual([]);
  });

  it('answers 403 without the ability: agents read but do not file, technicians do not price', async () => {
    const [agent, technician, manager] = await Promise.all([
      staffWith('sales_agent'),
      staffWith('technician', { row_scope: 'all' }),
      staffWith('project_manager'),
    ]);
    const request = await newRequest(manager.headers);
    expect((await call(`${url}/${request.id}`, { headers: agent.headers })).status).toBe(200);
    const refused = await call(url, {
      headers: agent.headers,
      form: {
        client_id: String(DEMO_CLIENT),
        unit_id: String(SOLD_UNIT),
        category: 'plumbing',
        description: 'x',
      },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'This action is unauthorized.' });
    const priced = await call(`${url}/${request.id}/change-cost`, {
      headers: technician.headers,
      form: { cost: '10' },
    });
    expect(priced.status).toBe(403);
  });

  it('updates while the work is open and deletes only while open (409 after)', async () => {
    const [manager, technician] = await Promise.all([
      staffWith('project_manager'),
      staffWith('technician', { row_scope: 'projects', project_ids: [1], department_id: 7 }),
    ]);
    const request = await newRequest(manager.headers);
    const updated = await call(`${url}/${request.id}/update`, {
      headers: manager.headers,
      form: { description: 'Now leaking faster', assigned_user_id: String(technician.id) },
    });
    expect(expectSingle(updated.body, StaffMaintenanceRequest)).toMatchObject({
      description: 'Now leaking faster',
      assigned_user_id: technician.id,
      department_id: 7,
    });
    expect((await moveTo(manager.headers, request.id, 'declined', 'Not a defect.')).status).toBe(200);
    const late = await call(`${url}/${request.id}/update`, {
      headers: manager.headers,
      form: { description: 'x' },
    });
    expect(late.status).toBe(409);
    expect((await call(`${url}/${request.id}`, { method: 'DELETE', headers: manager.headers })).status).toBe(
      409,
    );

    const open = await newRequest(manager.headers);
    const deleted = await call(`${url}/${open.id}`, { method: 'DELETE', headers: manager.headers });
    expectSingle(deleted.body, Deleted);
    expect((await call(`${url}/${open.id}`, { headers: manager.headers })).status).toBe(404);
  });

  it('answers its filters and form data', async () => {
    const manager = await staffWith('project_manager');
    const filters = expectSingle(
      (await call(`${url}/filters`, { headers: manager.headers })).body,
      MaintenanceRequestFilters,
    );
    expect(filters.filters.map((filter) => filter.key)).toEqual(['status', 'project_id']);
    expect(filters.filters[0]?.options.map((option) => option.value)).toContain('deferred');
    const form = expectSingle(
      (await call(`${url}/get-form-data?client_id=${DEMO_CLIENT}`, { headers: manager.headers })).body,
      StaffMaintenanceFormData,
    );
    expect(form.units.map((unit) => unit.id)).toContain(SOLD_UNIT);
    expect(form.technicians.length).toBeGreaterThan(0);
  });

  it('moves a request along the one life cycle and refuses a move it does not allow with 409', async () => {
    const manager = await staffWith('project_manager');
    const request = await newRequest(manager.headers);
    const refused = await moveTo(manager.headers, request.id, 'completed');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A maintenance request cannot go from open to completed.');
    for (const status of ['in_progress', 'deferred', 'open', 'in_progress', 'completed']) {
      const moved = await moveTo(manager.headers, request.id, status);
      expect(moved.status, `${status}: ${JSON.stringify(moved.body)}`).toBe(200);
      expect(moved.body.data.status).toBe(status);
    }
    const notCompleted = await newRequest(manager.headers);
    const early = await call(`${url}/${notCompleted.id}/change-is-completed`, {
      headers: manager.headers,
      form: { is_completed: 'true' },
    });
    expect(early.status).toBe(409);
    const sentBack = await call(`${url}/${request.id}/change-is-completed`, {
      headers: manager.headers,
      form: { is_completed: '0' },
    });
    expect(expectSingle(sentBack.body, StaffMaintenanceRequest)).toMatchObject({
      status: 'reopened',
      is_completed: false,
    });
  });

  it('of 20 parallel moves of one request, exactly one lands and the client gets one SMS', async () => {
    const manager = await staffWith('project_manager');
    const request = await newRequest(manager.headers);
    const since = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => moveTo(manager.headers, request.id, 'in_progress')),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const shown = expectSingle(
      (await call(`${url}/${request.id}`, { headers: manager.headers })).body,
      StaffMaintenanceRequest,
    );
    expect(shown.status).toBe('in_progress');
    const ours = (message: { channel: string; body: unknown }) =>
      message.channel === 'sms' && String(message.body).includes(`#${request.id} is now in progress.`);
    await waitForMessage(baseUrl, DEMO_CLIENT_PHONE, since, ours);
    expect((await messagesTo(baseUrl, DEMO_CLIENT_PHONE)).filter(ours)).toHaveLength(1);
  });

  it('prices work free inside the maintenance period unless a reason is given, and bills with 15 % VAT', async () => {
    const [manager, accountant] = await Promise.all([
      staffWith('project_manager'),
      staffWith('accountant', { row_scope: 'all' }),
    ]);
    const request = await newRequest(manager.headers);
    // The demo sale of unit 3 is recent: the unit is inside its 12 months of free maintenance.
    const noReason = await call(`${url}/${request.id}/change-cost`, {
      headers: accountant.headers,
      form: { cost: '250.50' },
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({
      reason: ['The reason field is required when the request is inside the maintenance period.'],
    });
    const free = await call(`${url}/${request.id}/change-cost`, {
      headers: accountant.headers,
      form: { cost: '0' },
    });
    expect(expectSingle(free.body, StaffMaintenanceRequest).cost).toBe(0);
    const misuse = await call(`${url}/${request.id}/change-cost`, {
      headers: accountant.headers,
      form: { cost: '250.50', reason: 'Broken by the tenant.' },
    });
    expect(expectSingle(misuse.body, StaffMaintenanceRequest)).toMatchObject({
      cost: 250.5,
      cost_reason: 'Broken by the tenant.',
    });

    const invoiceForm = {
      invoice_number: 'INV-1',
      invoice_date: '2026-11-20',
      amount: '100.03',
      file: new File(['invoice bytes'], 'invoice.pdf', { type: 'application/pdf' }),
    };
    const tooEarly = await call(`${url}/${request.id}/invoice-details`, {
      headers: accountant.headers,
      form: invoiceForm,
    });
    expect(tooEarly.status).toBe(409);
    for (const status of ['in_progress', 'completed']) await moveTo(manager.headers, request.id, status);
    const noFile = await call(`${url}/${request.id}/invoice-details`, {
      headers: accountant.headers,
      form: { invoice_number: 'INV-1', invoice_date: '2026-02-30', amount: '-1' },
    });
    expect(Object.keys(noFile.body.errors).sort()).toEqual(['amount', 'file', 'invoice_date']);
    const billed = await call(`${url}/${request.id}/invoice-details`, {
      headers: accountant.headers,
      form: invoiceForm,
    });
    const invoice = expectSingle(billed.body, StaffMaintenanceRequest).invoice;
    // 15 % of 100.03 is 15.0045: half-up to the halala, 15.00.
    expect(invoice).toMatchObject({
      amount: 100.03,
      vat_rate: 15,
      vat: 15,
      total: 115.03,
      stored_by_user_id: accountant.id,
    });
    expect(await (await fetch(invoice?.file?.url as string)).text()).toBe('invoice bytes');
  });

  it('lists the client’s and staff’s comments together', async () => {
    const manager = await staffWith('project_manager');
    const request = await newRequest(manager.headers);
    const added = await call(`${url}/${request.id}/add-comment`, {
      headers: manager.headers,
      form: { comment: 'A technician visits on Sunday.' },
    });
    expect(added.status).toBe(201);
    expect(expectSingle(added.body, CommentRecord)).toMatchObject({ user_id: manager.id, client_id: null });
    const empty = await call(`${url}/${request.id}/add-comment`, { headers: manager.headers, form: {} });
    expect(empty.body.errors).toEqual({ comment: ['The comment field is required.'] });
    const comments = await call(`${url}/${request.id}/comments`, { headers: manager.headers });
    expect(
      expectList(comments.body, CommentRecord, `${url}/${request.id}/comments`).map(
        (comment) => comment.comment,
      ),
    ).toEqual(['A technician visits on Sunday.']);
  });
});
