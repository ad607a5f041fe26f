import { describe, expect, it } from 'vitest';
import { ListFilters, StaffPurchaseRequest } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectList, expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/purchasing/purchase-requests`;
const officer = () => crmStaff(['procurement_officer'], { row_scope: 'own' });

describe.concurrent('{system_user_url}/purchasing/purchase-requests', () => {
  it('lists the requests in scope and answers the filters', async () => {
    const { headers } = await officer();
    const listed = await call(`${url}?per_page=5&status=approved`, { headers });
    expect(listed.status).toBe(200);
    expectList(listed.body, StaffPurchaseRequest, url);
    const filters = expectSingle((await call(`${url}/filters`, { headers })).body, ListFilters);
    expect(filters.filters.map((filter) => filter.key)).toEqual([
      'status',
      'project_id',
      'sourcing_status',
      'order_status',
      'date',
    ]);
  });

  it('answers 401 without a token and 403 without the ability', async () => {
    expect((await call(url, { headers: keyHeaders() })).status).toBe(401);
    const { headers } = await crmStaff(['sales_agent'], { row_scope: 'own' });
    expect((await call(url, { headers })).status).toBe(403);
  });
});
