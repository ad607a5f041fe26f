import { describe, expect, it } from 'vitest';
import { ClientSale, ClientStatistics } from '../../../shared/schemas/records';
import { allUnits } from '../../support/all-units';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders, loginAs } from '../../support/http';
import { betweenSteadyReads } from '../../support/steady-read';

const bearer = async () => keyHeaders({ Authorization: `Bearer ${await loginAs('client')}` });

describe('client sales and statistics', () => {
  it("GET /client/sales lists only the client's own sales, with unit, building and project", async () => {
    const response = await call(`${baseUrl}/client/sales`, { headers: await bearer() });
    expect(response.status).toBe(200);
    const sales = expectList(response.body, ClientSale, `${baseUrl}/client/sales`);
    expect(sales.length).toBeGreaterThan(0);
    for (const sale of sales) {
      expect(sale.unit?.id).toBe(sale.unit_id);
      expect(sale.project?.image).toMatch(/^http/);
    }
  });

  it("GET /client/sales/{id} shows the client's sale, and 404 for another client's or a missing one", async () => {
    const headers = await bearer();
    const own = (await call(`${baseUrl}/client/sales`, { headers })).body.response.data[0].id as number;
    const shown = await call(`${baseUrl}/client/sales/${own}`, { headers });
    expect(expectSingle(shown.body, ClientSale).id).toBe(own);
    const others = (await allUnits<{ sale: { id: number } | null }>())
      .map((unit: { sale: { id: number } | null }) => unit.sale?.id)
      .filter((id: number | undefined) => id !== undefined && id !== own);
    const other = await call(`${baseUrl}/client/sales/${others[0]}`, { headers });
    const missing = await call(`${baseUrl}/client/sales/999999`, { headers });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
  });

  it("GET /client/statistics counts the client's own records by kind and status", async () => {
    const headers = await bearer();
    const ownTotal = async () =>
      (await call(`${baseUrl}/client/maintenance-request`, { headers })).body.response.meta.total as number;
    // Other files add and delete the demo client's requests while this one runs: the statistics are
    // compared with the list only when the list read before and after them agree.
    const { read: statistics, reference: listed } = await betweenSteadyReads(
      'the requests',
      ownTotal,
      async () =>
        expectSingle((await call(`${baseUrl}/client/statistics`, { headers })).body, ClientStatistics),
    );
    expect(statistics.sales.total).toBeGreaterThan(0);
    expect(statistics.maintenance_requests.total).toBe(listed);
    const byStatus = Object.values(statistics.maintenance_requests.by_status).reduce((sum, n) => sum + n, 0);
    expect(byStatus).toBe(statistics.maintenance_requests.total);
  });

  it('needs a client bearer token, and answers 422 for a bad per_page', async () => {
    for (const path of ['/client/sales', '/client/sales/1', '/client/statistics']) {
      expect((await call(`${baseUrl}${path}`, { headers: keyHeaders() })).status).toBe(401);
    }
    expect((await call(`${baseUrl}/client/sales?per_page=0`, { headers: await bearer() })).status).toBe(422);
  });
});
