import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { abilitiesFor } from '../../../shared/auth/abilities';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { createEntity } from '../../../shared/db/entity-store';
import { indexRoleMembers } from '../../../shared/domain/acceptances/role-members';
import type { RowScope } from '../../../shared/domain/users/users';
import { USER } from '../../../shared/domain/users/users';
import {
  AttentionClientSearch,
  AttentionFormLoadingData,
  ClientAttentionRequest,
  FollowUpFormData,
  FollowUpStored,
  StaffAttentionFormData,
  StaffAttentionRequest,
  StaffAttentionRequestDetail,
} from '../../../shared/schemas/records';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders, loginAs, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/crm/attention-requests`;
const NEXT_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 16).replace('T', ' ');
let phones = Math.floor(Math.random() * 10_000_000);
const freshPhone = () => `05${String(++phones).padStart(8, '0')}`;

/** A staff member of this test with one role, a row scope and a token. */
async function staffWith(role: string, scope: RowScope = 'own', departmentId: number | null = null) {
  const user = await createEntity(USER, {
    name: `Test ${role}`,
    email: `${randomUUID()}@example.com`,
    phone: null,
    job_title: role,
    id_number: null,
    roles: [role],
    row_scope: scope,
    department_id: departmentId,
    project_ids: [],
  });
  await indexRoleMembers(user.id, [role]);
  const token = await issueAccessToken('user', user.id, abilitiesFor([role]));
  return { id: user.id, headers: keyHeaders({ Authorization: `Bearer ${token.plainText}` }) };
}

/** A department number of this test alone, so a manager's department list holds only its leads. */
const freshDepartment = () => 1000 + Math.floor(Math.random() * 1_000_000);

async function storeAs(headers: Record<string, string>, form: Record<string, string>) {
  return call(url, { method: 'POST', headers, form: { project_id: '1', platform: 'walk_in', ...form } });
}

describe('{system_user_url}/crm/attention-requests', () => {
  it('lets an agent store a lead of their own, list, show and search it; another agent gets 404', async () => {
    const department = freshDepartment();
    const [agent, other] = [
      await staffWith('sales_agent', 'own', department),
      await staffWith('sales_agent'),
    ];
    const phone = freshPhone();
    const stored = await storeAs(agent.headers, {
      name: 'Huda Al-Zahrani',
      phone,
      next_follow_up_at: NEXT_WEEK,
    });
    expect(stored.status).toBe(201);
    const lead = expectSingle(stored.body, StaffAttentionRequest);
    expect(lead).toMatchObject({
      status: 'new',
      phone: `+966${phone.slice(1)}`,
      sale_support_user_id: agent.id,
      department_id: department,
      project_id: 1,
      client_id: null,
    });

    const mine = await call(`${url}?status=new`, { headers: agent.headers });
    expect(expectList(mine.body, StaffAttentionRequest, url).map((record) => record.id)).toEqual([lead.id]);
    const filtered = await call(`${url}/filter`, {
      method: 'POST',
      headers: agent.headers,
      form: { status: 'new' },
    });
    expect(
      expectList(filtered.body, StaffAttentionRequest, `${url}/filter`).map((record) => record.id),
    ).toEqual([lead.id]);
    const shown = await call(`${url}/${lead.id}`, { headers: agent.headers });
    expect(expectSingle(shown.body, StaffAttentionRequestDetail)).toMatchObject({
      id: lead.id,
      follow_ups: [],
    });
    const found = await call(`${url}/search-client?search=${encodeURIComponent('Huda Al-Zahrani')}`, {
      headers: agent.headers,
    });
    expect(
      expectSingle(found.body, AttentionClientSearch).attention_requests.map((record) => record.id),
    ).toContain(lead.id);

    // Out of scope: the other agent is told nothing exists, and lists none of it.
    expect((await call(`${url}/${lead.id}`, { headers: other.headers })).status).toBe(404);
    const theirs = await call(`${url}?status=new`, { headers: other.headers });
    expect(expectList(theirs.body, StaffAttentionRequest, url)).toEqual([]);
    const update = await call(`${url}/${lead.id}/update`, {
      method: 'POST',
      headers: other.headers,
      form: { note: 'x' },
    });
    expect(update.status).toBe(404);
    const searched = await call(`${url}/search-client?search=${encodeURIComponent('Huda Al-Zahrani')}`, {
      headers: other.headers,
    });
    expect(expectSingle(searched.body, AttentionClientSearch).attention_requests).toEqual([]);
  });

  it("names another agent's client only on an exact phone, with its owner, and never on a word", async () => {
    const department = freshDepartment();
    const [owner, other] = [
      await staffWith('sales_agent', 'own', department),
      await staffWith('sales_agent', 'own', department),
    ];
    const marker = `Scoped${randomUUID().slice(0, 8)}`;
    const phone = `05${String(Date.now()).slice(-8)}`;
    const stored = await call(`${systemUserUrl}/crm/clients`, {
      headers: owner.headers,
      form: { name: `${marker} Client`, phone },
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const clientId = stored.body.data.id as number;
    const search = async (headers: Record<string, string>, term: string) =>
      expectSingle(
        (await call(`${url}/search-client?search=${encodeURIComponent(term)}`, { headers })).body,
        AttentionClientSearch,
      );

    const mine = await search(owner.headers, marker);
    expect(mine.clients.map((client) => client.id)).toEqual([clientId]);
    expect(mine.clients_out_of_scope).toEqual([]);
    const byWord = await search(other.headers, marker);
    expect(byWord.clients).toEqual([]);
    expect(byWord.clients_out_of_scope).toEqual([]);
    const byPhone = await search(other.headers, phone);
    expect(byPhone.clients).toEqual([]);
    expect(byPhone.clients_out_of_scope).toEqual([
      { id: clientId, name: `${marker} Client`, owner: { id: owner.id, name: expect.any(String) } },
    ]);
    // Out of scope, the client itself stays unknown to the other agent.
    expect(
      (
        await call(`${systemUserUrl}/crm/clients/${clientId}/update`, {
          headers: other.headers,
          form: { name: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it("shows a department manager the department's leads, by agent too (no declared list: filtered)", async () => {
    const department = freshDepartment();
    const agent = await staffWith('sales_agent', 'own', department);
    const manager = await staffWith('sales_manager', 'department', department);
    const lead = expectSingle(
      (await storeAs(agent.headers, { name: 'Dept lead', phone: freshPhone() })).body,
      StaffAttentionRequest,
    );
    const listed = await call(url, { headers: manager.headers });
    expect(expectList(listed.body, StaffAttentionRequest, url).map((record) => record.id)).toEqual([lead.id]);
    const combined = await call(`${url}?sale_support_user_id=${agent.id}`, { headers: manager.headers });
    expect(combined.status).toBe(200);
    expect(expectList(combined.body, StaffAttentionRequest, url).map((record) => record.id)).toEqual([
      lead.id,
    ]);
  });

  it("refuses a duplicate phone in the project with the open lead's id, and bad input with 422", async () => {
    const agent = await staffWith('sales_agent');
    const phone = freshPhone();
    const first = expectSingle(
      (await storeAs(agent.headers, { name: 'First', phone })).body,
      StaffAttentionRequest,
    );
    const again = await storeAs(agent.headers, { name: 'Second', phone: `+966${phone.slice(1)}` });
    expect(again.status).toBe(422);
    expect(again.body.errors.phone).toEqual([
      `An open lead with this phone already exists for this project (lead ${first.id}).`,
    ]);

    const missing = await call(url, { method: 'POST', headers: agent.headers, form: { phone: '12345' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({
      project_id: ['The project id field is required.'],
      phone: ['The phone field format is invalid.'],
    });
    const nameless = await storeAs({ ...agent.headers, 'Accept-Language': 'ar' }, { phone: freshPhone() });
    expect(nameless.status).toBe(422);
    expect(nameless.body.errors.name).toEqual(['حقل الاسم مطلوب في حال عدم توفر العميل.']);
  });

  it('logs follow-ups that move the lead, refuses what its state forbids with 409, and deletes only new leads', async () => {
    const agent = await staffWith('sales_agent');
    const lead = expectSingle(
      (await storeAs(agent.headers, { name: 'Follow me', phone: freshPhone() })).body,
      StaffAttentionRequest,
    );
    const form = await call(`${url}/${lead.id}/follow-ups/get-form-data`, { headers: agent.headers });
    expect(expectSingle(form.body, FollowUpFormData).statuses.map((status) => status.key)).toContain(
      'contacted',
    );

    const noDate = await call(`${url}/${lead.id}/follow-ups`, {
      method: 'POST',
      headers: agent.headers,
      form: { channel: 'call', result: 'interested', status: 'interested' },
    });
    expect(noDate.status).toBe(422);
    expect(noDate.body.errors.next_follow_up_at).toEqual([
      'The next follow up at field is required unless the lead closes.',
    ]);
    const logged = await call(`${url}/${lead.id}/follow-ups`, {
      method: 'POST',
      headers: agent.headers,
      form: { channel: 'call', result: 'interested', status: 'interested', next_follow_up_at: NEXT_WEEK },
    });
    expect(logged.status).toBe(201);
    expect(expectSingle(logged.body, FollowUpStored)).toMatchObject({
      follow_up: { status_before: 'new', status_after: 'interested', by: { id: agent.id } },
      attention_request: { status: 'interested', follow_ups_count: 1 },
    });
    // A lead with follow-ups stays: 409.
    expect((await call(`${url}/${lead.id}`, { method: 'DELETE', headers: agent.headers })).status).toBe(409);

    const noReason = await call(`${url}/${lead.id}/follow-ups`, {
      method: 'POST',
      headers: agent.headers,
      form: { channel: 'call', result: 'not_interested', status: 'lost' },
    });
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.body.errors)).toEqual(['lost_reason']);
    const lost = await call(`${url}/${lead.id}/follow-ups`, {
      method: 'POST',
      headers: agent.headers,
      form: { channel: 'call', result: 'not_interested', status: 'lost', lost_reason: 'Budget' },
    });
    expect(expectSingle(lost.body, FollowUpStored).attention_request).toMatchObject({
      status: 'lost',
      lost_reason: 'Budget',
      next_follow_up_at: null,
    });
    // A closed lead cannot be edited, nor jump to negotiating: 409.
    const edit = await call(`${url}/${lead.id}/update`, {
      method: 'POST',
      headers: agent.headers,
      form: { note: 'x' },
    });
    expect(edit.status).toBe(409);
    const jump = await call(`${url}/${lead.id}/follow-ups`, {
      method: 'POST',
      headers: agent.headers,
      form: { channel: 'call', result: 'interested', status: 'negotiating', next_follow_up_at: NEXT_WEEK },
    });
    expect(jump.status).toBe(409);

    const fresh = expectSingle(
      (await storeAs(agent.headers, { name: 'Gone', phone: freshPhone() })).body,
      StaffAttentionRequest,
    );
    const deleted = await call(`${url}/${fresh.id}`, { method: 'DELETE', headers: agent.headers });
    expect(deleted.status).toBe(200);
    expect((await call(`${url}/${fresh.id}`, { headers: agent.headers })).status).toBe(404);
  });

  it('serves the form data and the loading data of a project', async () => {
    const agent = await staffWith('sales_agent');
    const form = await call(`${url}/get-create-update-data`, { headers: agent.headers });
    expect(expectSingle(form.body, StaffAttentionFormData).statuses.map((status) => status.key)).toContain(
      'new',
    );
    const loading = await call(`${url}/get-form-loading-data?project_id=1`, { headers: agent.headers });
    expect(expectSingle(loading.body, AttentionFormLoadingData).project.id).toBe(1);
    const unknown = await call(`${url}/get-form-loading-data?project_id=999999`, { headers: agent.headers });
    expect(unknown.status).toBe(422);
  });

  it('answers 403 to staff without the leads abilities, and to a viewer who writes', async () => {
    const technician = await staffWith('technician');
    expect((await call(url, { headers: technician.headers })).status).toBe(403);
    const accountant = await staffWith('accountant');
    expect((await storeAs(accountant.headers, { name: 'No', phone: freshPhone() })).status).toBe(403);
  });
});

describe('one lead, two surfaces', () => {
  it('shows staff the enquiry the client app stored, and the client the note staff changed', async () => {
    const clientHeaders = keyHeaders({ Authorization: `Bearer ${await loginAs('client')}` });
    const stored = await call(`${baseUrl}/client/attention-requests/store`, {
      method: 'POST',
      headers: clientHeaders,
      form: { reason_for_buy: 'investment', payment_method: 'cash', 'project_ids[0]': '2' },
    });
    expect(stored.status).toBe(201);
    const enquiry = expectSingle(stored.body, ClientAttentionRequest);

    const director = await staffWith('sales_director', 'all');
    const shown = await call(`${url}/${enquiry.id}`, { headers: director.headers });
    const lead = expectSingle(shown.body, StaffAttentionRequestDetail);
    expect(lead).toMatchObject({
      id: enquiry.id,
      status: 'new',
      project_id: 2,
      client_id: enquiry.client_id,
    });
    expect(lead.name).toBe(enquiry.client?.name);
    const newLeads = await call(`${url}?project_id=2&status=new&per_page=100`, { headers: director.headers });
    expect(expectList(newLeads.body, StaffAttentionRequest, url).map((record) => record.id)).toContain(
      enquiry.id,
    );

    const updated = await call(`${url}/${enquiry.id}/update`, {
      method: 'POST',
      headers: director.headers,
      form: { note: 'Called: prefers a sea view.' },
    });
    expect(updated.status).toBe(200);
    const seen = await call(`${baseUrl}/client/attention-requests/${enquiry.id}`, { headers: clientHeaders });
    expect(expectSingle(seen.body, ClientAttentionRequest).note).toBe('Called: prefers a sea view.');
  });
});
