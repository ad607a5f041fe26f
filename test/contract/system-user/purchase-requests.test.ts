import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoRoleEmail } from '../../../infra/local/seed/people';
import { createMaterial } from '../../../shared/domain/materials/store-material';
import {
  ListFilters,
  PurchaseRequestMainFormData,
  StaffPurchaseRequest,
  StaffPurchaseRequestDetails,
} from '../../../shared/schemas/records';
import { crmStaff, demoStaff } from '../../support/crm-staff';
import { expectList, expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';
import { requestBody, storeRequest } from '../../support/purchase-requests';

const url = `${systemUserUrl}/purchasing/purchase-requests`;
/** Demo project 1, its structural budget line, and two demo materials. */
const PROJECT = 1;
const ITEM = 1;
const expectOk = (body: { errors?: unknown }) => {
  expect(body.errors).toBeUndefined();
  return body;
};
const officer = () => crmStaff(['procurement_officer'], { row_scope: 'own', department_id: 3 });
const json = (headers: Record<string, string>) => ({ ...headers, 'Content-Type': 'application/json' });

describe.concurrent('{system_user_url}/purchasing/purchase-requests', () => {
  it('stores a request submitted for approval, lists and shows it', async () => {
    // Own scope (the procurement roles see every request): the list shows this test's request alone.
    const { id, headers } = await crmStaff([], { row_scope: 'own', department_id: 3 }, [
      'purchasing.requests.view',
      'purchasing.requests.manage',
    ]);
    const stored = await storeRequest(headers);
    expect(stored.body).toMatchObject({});
    expect(stored.status).toBe(201);
    const request = expectSingle(stored.body, StaffPurchaseRequestDetails);
    expect(request).toMatchObject({
      status: 'pending_acceptance',
      sourcing_status: 'none',
      order_status: 'not_ordered',
      project_id: PROJECT,
      project_item_id: ITEM,
      department_id: 3,
      from_user_id: id,
      note: 'Deliver to gate 2',
      estimate_total: 21606,
      offers: [],
      invitations: [],
      comments: [],
      purchaseOrders: [],
    });
    expect(request.number).toMatch(/^PR-\d{4}-\d{6}$/);
    expect(
      request.lines.map((line) => [line.material_id, line.amount, line.orderable_qty, line.unit]),
    ).toEqual([
      [205, 12, 12, 't'],
      [101, 40.5, 40.5, 'm3'],
    ]);
    expect(request.acceptance).toMatchObject({ status: 'pending', current_sequence: 1, can_accept: false });

    const listedBody = (await call(`${url}?per_page=5`, { headers })).body;
    expect(listedBody.errors).toBeUndefined();
    const listed = expectList(listedBody, StaffPurchaseRequest, url);
    expect(listed.map((entry) => entry.id)).toEqual([request.id]);
    const filtered = async (query: string) =>
      expectList(expectOk((await call(`${url}?${query}`, { headers })).body), StaffPurchaseRequest, url).map(
        (entry) => entry.id,
      );
    expect(await filtered(`status=pending_acceptance&project_id=${PROJECT}&sourcing_status=none`)).toEqual([
      request.id,
    ]);
    expect(await filtered('status=approved')).toEqual([]);
    const shown = await call(`${url}/${request.id}`, { headers: { ...headers, 'Accept-Language': 'ar' } });
    expect(expectSingle(shown.body, StaffPurchaseRequestDetails).id).toBe(request.id);
  });

  it('refuses bad input in English and Arabic', async () => {
    const { headers } = await officer();
    const english = await storeRequest(headers, { lines: [], title: '' });
    expect(english.status).toBe(422);
    expect(Object.keys(english.body.errors)).toEqual(expect.arrayContaining(['title', 'lines']));
    const twice = await storeRequest(headers, {
      lines: [
        { material_id: 101, amount: 1 },
        { material_id: 101, amount: 2 },
      ],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors['lines.1.material_id']).toEqual([
      'Each material may be asked for on one line only.',
    ]);
    const arabic = await call(url, {
      method: 'POST',
      headers: { ...json(headers), 'Accept-Language': 'ar' },
      body: JSON.stringify(requestBody({ project_item_id: 5, lines: [{ material_id: 101, amount: 0 }] })),
    });
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors['lines.0.amount'][0]).toContain('يجب أن تكون قيمة حقل');
    const wrongItem = await storeRequest(headers, { project_item_id: 5 });
    expect(wrongItem.body.errors.project_item_id).toEqual([
      'The project item must be a budget line of the chosen project.',
    ]);
  });

  it('hides a request outside the row scope (404) and refuses without the ability (403) or a token (401)', async () => {
    const { headers } = await officer();
    const request = expectSingle((await storeRequest(headers)).body, StaffPurchaseRequestDetails);
    const elsewhere = await crmStaff(['project_manager'], { row_scope: 'projects', project_ids: [2] });
    expect((await call(`${url}/${request.id}`, { headers: elsewhere.headers })).status).toBe(404);
    const listed = expectList(
      (await call(`${url}?per_page=100`, { headers: elsewhere.headers })).body,
      StaffPurchaseRequest,
      url,
    );
    expect(listed.map((entry) => entry.project_id).every((project) => project === 2)).toBe(true);
    const reader = await crmStaff(['warehouse_keeper'], { row_scope: 'all' });
    expect((await call(`${url}/${request.id}`, { headers: reader.headers })).status).toBe(200);
    expect((await storeRequest(reader.headers)).status).toBe(403);
    expect((await call(url, { headers: keyHeaders() })).status).toBe(401);
    const { headers: agent } = await crmStaff(['sales_agent'], { row_scope: 'own' });
    expect((await call(url, { headers: agent })).status).toBe(403);
  });

  it('answers the filters and the main form', async () => {
    const { headers } = await officer();
    const filters = expectSingle((await call(`${url}/filters`, { headers })).body, ListFilters);
    expect(filters.filters.map((filter) => filter.key)).toEqual([
      'status',
      'project_id',
      'sourcing_status',
      'order_status',
      'date',
    ]);
    const form = expectSingle(
      (await call(`${url}/get-create-update-data/main`, { headers: { ...headers, 'Accept-Language': 'ar' } }))
        .body,
      PurchaseRequestMainFormData,
    );
    expect(form.projects.map((project) => project.id)).toEqual(expect.arrayContaining([1, 2]));
    expect(form.priorities.map((option) => option.value)).toEqual(['low', 'normal', 'high', 'urgent']);
    expect(form.departments).toEqual([{ value: '3', label: '3' }]);
  });

  it('walks store, the project manager accepts, the procurement manager accepts: approved', async () => {
    const { headers } = await officer();
    const request = expectSingle((await storeRequest(headers)).body, StaffPurchaseRequestDetails);
    const acceptanceId = request.acceptance?.id as number;
    const projectManager = await demoStaff('hind.pm@example.com', ['project_manager']);
    const waiting = await call(`${systemUserUrl}/acceptances/${acceptanceId}`, {
      headers: projectManager.headers,
    });
    expect(waiting.body.data.can_accept).toBe(true);
    const first = await call(`${systemUserUrl}/acceptances/${acceptanceId}/accept`, {
      headers: projectManager.headers,
      form: { comment: 'Needed for the slab' },
    });
    expect(first.status).toBe(200);
    const manager = await demoStaff(demoRoleEmail('procurement_manager'), ['procurement_manager']);
    const second = await call(`${systemUserUrl}/acceptances/${acceptanceId}/accept`, {
      headers: manager.headers,
      form: {},
    });
    expect(second.status).toBe(200);
    const approved = expectSingle(
      (await call(`${url}/${request.id}`, { headers })).body,
      StaffPurchaseRequestDetails,
    );
    expect(approved.status).toBe('approved');
    expect(approved.acceptance?.status).toBe('approved');
  });

  it('stores 25 lines in its one transaction, and resubmits them all replaced', async () => {
    const { headers } = await officer();
    const materials = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        createMaterial({
          code: `PR-${randomUUID().slice(0, 8)}-${index}`,
          name_ar: 'مادة اختبار',
          material_category_id: 4,
          unit: 'piece',
        }),
      ),
    );
    const lines = (from: number) =>
      materials
        .slice(from, from + 25)
        .map((material) => ({ material_id: material.id, amount: 2, estimated_unit_price: '10' }));
    const stored = await storeRequest(headers, { lines: lines(0) });
    expect(stored.status).toBe(201);
    const request = expectSingle(stored.body, StaffPurchaseRequestDetails);
    expect(request.lines).toHaveLength(25);
    expect(request.estimate_total).toBe(500);
    expect((await storeRequest(headers, { lines: [...lines(0), ...lines(25).slice(0, 1)] })).status).toBe(
      422,
    );
    const projectManager = await demoStaff('hind.pm@example.com', ['project_manager']);
    await call(`${systemUserUrl}/acceptances/${request.acceptance?.id}/reject`, {
      headers: projectManager.headers,
      form: { reason: 'Other materials' },
    });
    const replaced = await call(`${url}/${request.id}/update`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ lines: lines(25) }),
    });
    // Every line and material changed: too large for one transaction, a 422 asking for fewer.
    expect([200, 422]).toContain(replaced.status);
    if (replaced.status === 422) expect(replaced.body.errors.lines).toBeDefined();
  });

  it("seeds a request waiting in the procurement manager's inbox, approved by the project's manager", async () => {
    const manager = await demoStaff(demoRoleEmail('procurement_manager'), ['procurement_manager']);
    const listed = expectList(
      (await call(`${url}?status=pending_acceptance&project_id=1&per_page=100`, { headers: manager.headers }))
        .body,
      StaffPurchaseRequest,
      url,
    );
    const seeded = listed.find((entry) => entry.title === 'Cement and binding wire for the masonry works');
    expect(seeded?.number).toMatch(/^PR-\d{4}-\d{6}$/);
    const shown = expectSingle(
      (await call(`${url}/${seeded?.id}`, { headers: manager.headers })).body,
      StaffPurchaseRequestDetails,
    );
    expect(shown.acceptance).toMatchObject({ status: 'pending', current_sequence: 2, can_accept: true });
  });
});
