import { describe, expect, it } from 'vitest';
import { Sale, SaleRefund } from '../../../shared/schemas/records';
import { allPages } from '../../support/all-units';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, demo, keyHeaders } from '../../support/http';

const sales = `${baseUrl}/system/sales`;
const refunds = `${baseUrl}/system/sale-refunds`;
const get = (url: string) => call(url, { headers: keyHeaders() });
const listSales = async (query: string) => {
  const response = await get(`${sales}?per_page=100&${query}`);
  expect(response.status).toBe(200);
  return expectList(response.body, Sale, sales);
};
const listRefunds = async (query: string) => {
  const response = await get(`${refunds}?per_page=100&${query}`);
  expect(response.status).toBe(200);
  return expectList(response.body, SaleRefund, refunds);
};

describe('system sales', () => {
  it('GET /system/sales lists the sales of the sold units, newest first, with everything nested', async () => {
    // Every page: init sale tests (and the Postman run) add draft sales of their own, more than a
    // page of them in a full run, which pushes the seeded ones off the first.
    const all = await allPages('sales', (body) => expectList(body, Sale, sales));
    // The seeded sales, newest first.
    expect(all.map((sale) => sale.id).filter((id) => id <= 6)).toEqual([6, 5, 4, 3, 2, 1]);
    for (const sale of all) {
      expect(sale.unit?.id).toBe(sale.unit_id);
      // A cancelled sale (a full refund, a delete) has given its unit back, which may be sold again.
      if (sale.status !== 'cancelled') expect(sale.unit?.status).toBe('sold');
      expect(sale.building?.id).toBe(sale.building_id);
      expect(sale.project?.id).toBe(sale.project_id);
      expect(sale.client?.id).toBe(sale.client_id);
    }
  });

  it('filters by status, project, client and creation days', async () => {
    // Files beside this one sell and settle units of the demo projects: every answer matches its
    // filter, and holds exactly the seeded sales (ids 1-6) that match it.
    const seeded = (list: Array<{ id: number }>) => list.map((sale) => sale.id).filter((id) => id <= 6);
    const completed = await listSales('status=completed');
    expect(completed.every((sale) => sale.status === 'completed')).toBe(true);
    expect(seeded(completed)).toEqual([4, 1]);
    const ofProject = await listSales('project_id=1');
    expect(ofProject.every((sale) => sale.project_id === 1)).toBe(true);
    expect(seeded(ofProject)).toEqual([3, 2, 1]);
    const both = await listSales('status=in_progress&project_id=2');
    expect(both.every((sale) => sale.status === 'in_progress' && sale.project_id === 2)).toBe(true);
    expect(seeded(both)).toEqual([6, 5]);
    const first = expectSingle((await get(`${sales}/1`)).body, Sale);
    const own = await listSales(`client_id=${first.client_id}`);
    expect(own.map((sale) => sale.id)).toContain(1);
    expect(own.every((sale) => sale.client_id === first.client_id)).toBe(true);
    const ofClient = (await listSales('project_id=2&status=completed'))
      .filter((sale) => sale.client_id === first.client_id)
      .map((sale) => sale.id);
    expect(
      (await listSales(`client_id=${first.client_id}&project_id=2&status=completed`)).map((sale) => sale.id),
    ).toEqual(ofClient);
    const today = new Date().toISOString().slice(0, 10);
    // Every seeded sale was made before today ends; files beside this one add sales all along (more
    // than a page of them by the end of a run: the seeded ones, the oldest, are on the last pages).
    const days: Array<{ id: number; created_at?: string | null }> = [];
    for (let page = 1; days.length === (page - 1) * 100; page++)
      days.push(...(await listSales(`from=2000-01-01&to=${today}&page=${page}`)));
    expect(seeded(days)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(days.every((sale) => (sale.created_at ?? '').slice(0, 10) <= today)).toBe(true);
    expect(await listSales('from=2000-01-01&to=2000-12-31')).toHaveLength(0);
    expect(await listSales(`client_id=${first.client_id}&to=2000-12-31`)).toHaveLength(0);
    expect(await listSales('from=2999-01-01')).toHaveLength(0);
  });

  it('GET /system/sales/{id} answers the sale with its unit, building, project and client', async () => {
    const response = await get(`${sales}/1`);
    expect(response.status).toBe(200);
    const sale = expectSingle(response.body, Sale);
    expect(sale).toMatchObject({
      id: 1,
      project_id: 1,
      unit_id: 3,
      status: 'completed',
      sale_type: 'cash',
      tax_reference_number: 300_000_000,
    });
    expect(sale.unit?.name).toBe('ALM-A23');
    expect(sale.project?.code).toBe('ALM-01');
    expect(sale.client?.email).toBe(demo.clientEmail);
  });

  it('answers 422 for malformed filters, an unknown client or a `to` before `from`', async () => {
    const bad = await get(`${sales}?project_id=abc&from=2024-13-45`);
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      message: 'The project id field must be an integer. (and 1 more errors)',
      errors: {
        project_id: ['The project id field must be an integer.'],
        from: ['The from field must match the format Y-m-d.'],
      },
    });
    const unknown = await get(`${sales}?client_id=99999`);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ client_id: ['The selected client id is invalid.'] });
    const backwards = await get(`${sales}?from=2026-02-01&to=2026-01-01`);
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ to: ['The to field must be a date after or equal to from.'] });
  });

  it('GET /system/sale-refunds lists the refunds with sale, client and unit, filterable', async () => {
    // The seeded refunds, newest first; the refund tests add refunds of their own.
    const seeded = <T extends { id: number }>(refunds: T[]) => refunds.filter((refund) => refund.id <= 3);
    const all = await listRefunds('');
    expect(seeded(all).map((refund) => [refund.id, refund.sale_id, refund.status])).toEqual([
      [3, 4, 'rejected'],
      [2, 2, 'approved'],
      [1, 1, 'paid'],
    ]);
    for (const refund of all) {
      expect(refund.sale?.id).toBe(refund.sale_id);
      expect(refund.unit?.id).toBe(refund.unit_id);
      expect(refund.client?.id).toBe(refund.client_id);
      expect(refund.sale?.project_id).toBe(refund.project_id);
    }
    expect(seeded(await listRefunds('status=paid')).map((refund) => refund.id)).toEqual([1]);
    expect(seeded(await listRefunds('project_id=1')).map((refund) => refund.id)).toEqual([2, 1]);
    expect(seeded(await listRefunds('project_id=2&status=paid'))).toEqual([]);
    for (const refund of await listRefunds('project_id=2&status=paid')) {
      expect(refund).toMatchObject({ project_id: 2, status: 'paid' });
    }
  });

  it('GET /system/sale-refunds/{id} answers one refund', async () => {
    const response = await get(`${refunds}/1`);
    expect(response.status).toBe(200);
    const refund = expectSingle(response.body, SaleRefund);
    expect(refund).toMatchObject({
      id: 1,
      sale_id: 1,
      unit_id: 3,
      project_id: 1,
      amount: 25_000,
      reason: 'Overpaid down payment',
      status: 'paid',
    });
    expect(refund.refunded_at).toMatch(/^\d{4}-\d{2}-\d{2}T11:00:00.000Z$/);
    expect(refund.client?.email).toBe(demo.clientEmail);
    expect(refund.unit?.name).toBe('ALM-A23');
    const pending = expectSingle((await get(`${refunds}/3`)).body, SaleRefund);
    expect(pending.refunded_at).toBeNull();
  });

  it('answers 422 for a malformed refund filter', async () => {
    const response = await get(`${refunds}?project_id=0`);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The project id field must be at least 1.',
      errors: { project_id: ['The project id field must be at least 1.'] },
    });
  });

  it('answers 404 for unknown ids', async () => {
    for (const [url, name] of [
      [`${sales}/9999`, 'sale'],
      [`${refunds}/9999`, 'sale refund'],
    ] as const) {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: `The requested ${name} was not found.` });
    }
    expect((await get(`${sales}/abc`)).status).toBe(404);
  });

  it('refuses a call without the key pair, or with a wrong secret', async () => {
    for (const url of [sales, `${sales}/1`, refunds, `${refunds}/1`]) {
      expect((await call(url)).status).toBe(403);
      expect((await call(url, { headers: keyHeaders({ 'x-secret-key': 'wrong' }) })).status).toBe(401);
    }
  });
});
