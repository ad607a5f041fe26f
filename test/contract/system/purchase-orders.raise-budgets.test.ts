import { describe, expect, it } from 'vitest';
import { Project, RaiseBudget } from '../../../shared/schemas/records';
import { expectList, expectSingle, nullFields } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const url = `${baseUrl}/system/purchase-orders/raise-budgets`;
const get = (address: string) => call(address, { headers: keyHeaders() });

describe('system raise budgets', () => {
  it('lists the requests newest first with project, purchase order and users', async () => {
    // Other tests raise budgets meanwhile: the four seeded requests are compared, in their order.
    const all = expectList((await get(`${url}?per_page=100`)).body, RaiseBudget, url);
    expect(all.filter((request) => request.id <= 4).map((request) => [request.id, request.status])).toEqual([
      [4, 'pending'],
      [3, 'pending'],
      [2, 'rejected'],
      [1, 'approved'],
    ]);
    for (const request of all) {
      expect(request.project?.id).toBe(request.project_id);
      expect(request.purchaseOrder?.id).toBe(request.purchase_order_id);
      expect(request.requestedBy?.id).toBe(request.requested_by_user_id);
      expect(request.approvedBy?.id ?? null).toBe(request.approved_by_user_id);
    }
    expect(all.find((request) => request.id === 4)).toMatchObject({
      approved_by_user_id: null,
      decided_at: null,
      approvedBy: null,
    });
  });

  it('filters by status, project and purchase order', async () => {
    const pending = expectList((await get(`${url}?status=pending&per_page=100`)).body, RaiseBudget, url);
    // The over-budget order's shortfall (68,400.00 on a 50,000.00 line), then the older request.
    expect(pending.filter((request) => request.id <= 4).map((request) => request.amount)).toEqual([
      18_400, 25_000,
    ]);
    const ofOrder = expectList(
      (await get(`${url}?purchase_order_id=1&status=rejected`)).body,
      RaiseBudget,
      url,
    );
    expect(ofOrder.map((request) => request.id)).toEqual([2]);
    const ofProject = await get(`${url}?project_id=1&per_page=2`);
    expect(expectList(ofProject.body, RaiseBudget, url)).toHaveLength(2);
    expect(ofProject.body.response.meta.total).toBeGreaterThanOrEqual(3);
    for (const query of ['project_id=2', 'purchase_order_id=999', 'purchase_order_id=1&project_id=2']) {
      expect((await get(`${url}?${query}`)).body.response.meta.total).toBe(0);
    }
  });

  it('shows one request, and the project counts its requests', async () => {
    const response = await get(`${url}/1`);
    expect(response.status).toBe(200);
    const request = expectSingle(response.body, RaiseBudget);
    expect(nullFields(request)).toEqual([]);
    expect(request).toMatchObject({
      amount: 60_000,
      status: 'approved',
      reason: 'Rebar price rose 12% between the offer and the order',
      project: { id: 1, name: 'Al Malqa Residences' },
      purchaseOrder: { id: 1, title: 'PO-2026-0117 Concrete and rebar', status: 'partially_received' },
      requestedBy: { name: 'Hind Al-Rashid' },
      approvedBy: { name: 'Demo Staff' },
    });
    expect(request.purchaseOrder?.total).toBe(647_967.5);
    const project = expectSingle((await get(`${baseUrl}/system/projects/1`)).body, Project);
    // The seeded four, and any other test's since.
    expect(project.raise_budgets_count).toBeGreaterThanOrEqual(4);
  });

  it('answers 422 for a bad filter and 404 for an unknown id', async () => {
    const bad = await get(`${url}?status=paid`);
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      message: 'The selected status is invalid.',
      errors: { status: ['The selected status is invalid.'] },
    });
    expect((await get(`${url}?purchase_order_id=abc`)).status).toBe(422);
    const missing = await get(`${url}/999`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'The requested raise budget was not found.' });
    expect((await get(`${url}/abc`)).status).toBe(404);
  });

  it('refuses a call without the key pair, or with a wrong secret', async () => {
    for (const address of [url, `${url}/1`]) {
      expect((await call(address)).status).toBe(403);
      expect((await call(address, { headers: keyHeaders({ 'x-secret-key': 'wrong' }) })).status).toBe(401);
    }
  });
});
