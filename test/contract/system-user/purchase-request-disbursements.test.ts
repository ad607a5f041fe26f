import { describe, expect, it } from 'vitest';
import { approvedStockRequest } from '../../../infra/local/seed/disbursements';
import {
  createEntity,
  findEntity,
  getEntity,
  linkedIds,
  updateEntity,
} from '../../../shared/db/entity-store';
import { transact } from '../../../shared/db/transactions';
import { DISBURSEMENT_ORDER } from '../../../shared/domain/disbursements/disbursement-orders';
import { PROJECT } from '../../../shared/domain/projects/projects';
import { PURCHASE_REQUEST, PURCHASE_REQUEST_DETAIL } from '../../../shared/domain/purchasing/purchase-orders';
import { USER } from '../../../shared/domain/users/users';
import { receiveStock, STOCK_LEDGER_ENTRY, stockBalance } from '../../../shared/domain/warehouse/stock';
import { WAREHOUSE } from '../../../shared/domain/warehouse/warehouses';
import { ConflictError } from '../../../shared/errors';
import { DisbursementOrder } from '../../../shared/schemas/records';
import { crmStaff, demoStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';

const requestsUrl = `${systemUserUrl}/purchasing/purchase-requests`;
const officer = () => crmStaff(['procurement_officer'], { row_scope: 'own' });
const CEMENT = 103;
const BLOCKS = 301;

/** A warehouse of the test's own holding `qty` bags of cement at 16.50 SAR, so parallel tests never share stock. */
async function warehouseWithCement(qty: number) {
  const warehouse = await createEntity(WAREHOUSE, {
    name_ar: 'مستودع اختبار',
    name_en: 'Test store',
    kind: 'site',
    project_id: 1,
    keeper_user_id: null,
    is_active: true,
  });
  const items = await receiveStock(
    { material_id: CEMENT, warehouse_id: warehouse.id, qty, unit_cost: 1650 },
    { type: 'opening', id: warehouse.id },
    new Date().toISOString(),
  );
  await transact(items, () => new ConflictError());
  return warehouse.id;
}

/** Demo project 1's manager, who decides its disbursements. */
async function projectManager() {
  const project = await getEntity(PROJECT, 1, 'project');
  const manager = await getEntity(USER, project.project_manager_user_id as number, 'user');
  return demoStaff(manager.email, ['project_manager']);
}

const disburse = (
  headers: Record<string, string>,
  requestId: number,
  form: { warehouse: number; lines: Array<[number, number]> },
) =>
  call(`${requestsUrl}/${requestId}/disbursement-orders`, {
    headers,
    form: {
      warehouse_id: String(form.warehouse),
      'request_details_ids[]': form.lines.map(([line]) => String(line)),
      'quantities[]': form.lines.map(([, qty]) => String(qty)),
    },
  });

describe('{system_user_url}/purchasing/purchase-requests/{id}/disbursement-orders', () => {
  it("reserves the stock and the request's quantity, and the project manager's approval issues it", async () => {
    const { headers } = await officer();
    const warehouse = await warehouseWithCement(100);
    const request = await approvedStockRequest();
    const stored = await disburse(headers, request.id, { warehouse, lines: [[request.cement_line_id, 40]] });
    expect(stored.status).toBe(201);
    const order = expectSingle(stored.body, DisbursementOrder);
    expect(order).toMatchObject({
      number: expect.stringMatching(/^DO-\d{4}-\d{6}$/),
      source: 'purchase_request',
      source_id: request.id,
      warehouse: { id: warehouse, name: 'Test store' },
      status: 'pending_acceptance',
      lines: [
        {
          request_details_id: request.cement_line_id,
          material_id: CEMENT,
          material_code: 'CEM-OPC-50',
          qty: 40,
          unit_cost: null,
        },
      ],
    });
    expect(await stockBalance(CEMENT, warehouse)).toMatchObject({
      qty_on_hand: 100,
      qty_reserved: 40,
      qty_available: 60,
    });
    expect(await findEntity(PURCHASE_REQUEST_DETAIL, request.cement_line_id)).toMatchObject({
      orderable_qty: 560,
      issued_from_stock_qty: 40,
    });

    // The project's manager decides; the stock leaves at its moving average.
    const reviewer = await projectManager();
    const accepted = await call(`${systemUserUrl}/acceptances/${order.acceptance_id}/accept`, {
      method: 'POST',
      headers: reviewer.headers,
    });
    expect(accepted.status).toBe(200);
    expect(await findEntity(DISBURSEMENT_ORDER, order.id)).toMatchObject({
      status: 'issued',
      lines: [expect.objectContaining({ qty: 40, unit_cost: 1650 })],
    });
    expect(await stockBalance(CEMENT, warehouse)).toMatchObject({
      qty_on_hand: 60,
      qty_reserved: 0,
      qty_available: 60,
      value: 60 * 1650,
    });
    const entries = await linkedIds({ type: WAREHOUSE, id: warehouse }, STOCK_LEDGER_ENTRY);
    expect(entries).toHaveLength(2);
    expect(await findEntity(STOCK_LEDGER_ENTRY, entries[0] as number)).toMatchObject({
      qty: -40,
      unit_cost: 1650,
      voucher_type: 'disbursement_order',
      voucher_id: order.id,
    });
  });

  it('gives the stock and the quantity back when the approval is rejected', async () => {
    const { headers } = await officer();
    const warehouse = await warehouseWithCement(50);
    const request = await approvedStockRequest();
    const order = expectSingle(
      (await disburse(headers, request.id, { warehouse, lines: [[request.cement_line_id, 30]] })).body,
      DisbursementOrder,
    );
    const reviewer = await projectManager();
    const rejected = await call(`${systemUserUrl}/acceptances/${order.acceptance_id}/reject`, {
      method: 'POST',
      headers: reviewer.headers,
      form: { reason: 'Use the site store first' },
    });
    expect(rejected.status).toBe(200);
    expect((await findEntity(DISBURSEMENT_ORDER, order.id))?.status).toBe('rejected');
    expect(await stockBalance(CEMENT, warehouse)).toMatchObject({
      qty_on_hand: 50,
      qty_reserved: 0,
      qty_available: 50,
    });
    expect(await findEntity(PURCHASE_REQUEST_DETAIL, request.cement_line_id)).toMatchObject({
      orderable_qty: 600,
      issued_from_stock_qty: 0,
    });
  });

  it('answers 422 naming the line and its limit, in English and Arabic', async () => {
    const { headers } = await officer();
    const warehouse = await warehouseWithCement(10);
    const request = await approvedStockRequest();
    const overStock = await disburse(headers, request.id, {
      warehouse,
      lines: [[request.cement_line_id, 11]],
    });
    expect(overStock.status).toBe(422);
    expect(overStock.body.errors['quantities.0']).toEqual([
      'Not enough stock: 10 available in this warehouse.',
    ]);
    const overRequest = await disburse({ ...headers, 'Accept-Language': 'ar' }, request.id, {
      warehouse,
      lines: [[request.cement_line_id, 601]],
    });
    expect(overRequest.status).toBe(422);
    expect(overRequest.body.errors['quantities.0']).toEqual([
      'الكمية أكبر من المتبقي في طلب الشراء: المتبقي في هذا البند 600.',
    ]);
    const otherLine = await disburse(headers, request.id, { warehouse, lines: [[999_999, 1]] });
    expect(Object.keys(otherLine.body.errors)).toEqual(['request_details_ids.0']);
    const mismatched = await call(`${requestsUrl}/${request.id}/disbursement-orders`, {
      headers,
      form: {
        warehouse_id: String(warehouse),
        'request_details_ids[]': [String(request.cement_line_id)],
        'quantities[]': ['1', '2'],
      },
    });
    expect(mismatched.status).toBe(422);
    const noWarehouse = await disburse(headers, request.id, {
      warehouse: 999_999,
      lines: [[request.cement_line_id, 1]],
    });
    expect(Object.keys(noWarehouse.body.errors)).toEqual(['warehouse_id']);
    // Nothing was reserved by the refusals.
    expect(await stockBalance(CEMENT, warehouse)).toMatchObject({ qty_reserved: 0, qty_available: 10 });
  });

  it('refuses a material not kept in stock, and a request not approved (409)', async () => {
    const { headers } = await officer();
    const warehouse = await warehouseWithCement(10);
    const request = await approvedStockRequest();
    const concreteLine = await createEntity(PURCHASE_REQUEST_DETAIL, {
      material_id: 101,
      purchase_request_id: request.id,
      amount: 10,
      technical_specifications: null,
      orderable_qty: 10,
    });
    const notStock = await disburse(headers, request.id, { warehouse, lines: [[concreteLine.id, 1]] });
    expect(notStock.status).toBe(422);
    expect(notStock.body.errors['request_details_ids.0']).toEqual(['This material is not kept in stock.']);
    await updateEntity(
      PURCHASE_REQUEST,
      request.id,
      { status: 'cancelled' },
      { recordName: 'purchase request' },
    );
    const cancelled = await disburse(headers, request.id, {
      warehouse,
      lines: [[request.cement_line_id, 1]],
    });
    expect(cancelled.status).toBe(409);
  });

  it('answers 404 outside the purchasing row scope, 403 without the ability, 401 without a token', async () => {
    const request = await approvedStockRequest();
    const line: Array<[number, number]> = [[request.cement_line_id, 1]];
    const outsider = await crmStaff(['project_manager'], { row_scope: 'own', project_ids: [] });
    expect((await disburse(outsider.headers, request.id, { warehouse: 1, lines: line })).status).toBe(404);
    const agent = await crmStaff(['sales_agent'], { row_scope: 'all' });
    expect((await disburse(agent.headers, request.id, { warehouse: 1, lines: line })).status).toBe(403);
    expect((await disburse(keyHeaders(), request.id, { warehouse: 1, lines: line })).status).toBe(401);
  });

  it('never reserves more than is available, nor more than the request needs, under 20 parallel stores', async () => {
    const { headers } = await officer();
    // Half ask 10 bags of cement against 50 in stock (the stock binds: 5 land); half ask 1000 blocks
    // against the 4000 the request needs with 10000 in stock (the request binds: 4 land).
    const warehouse = await warehouseWithCement(50);
    await transact(
      await receiveStock(
        { material_id: BLOCKS, warehouse_id: warehouse, qty: 10_000, unit_cost: 320 },
        { type: 'opening', id: warehouse },
        new Date().toISOString(),
      ),
      () => new ConflictError(),
    );
    const request = await approvedStockRequest();
    const race = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        disburse(headers, request.id, {
          warehouse,
          lines: [index % 2 === 0 ? [request.cement_line_id, 10] : [request.block_line_id, 1000]],
        }),
      ),
    );
    const landed = (even: number) =>
      race.filter((answer, index) => index % 2 === even && answer.status === 201).length;
    expect([landed(0), landed(1)]).toEqual([5, 4]);
    expect(race.filter((answer) => answer.status !== 201).map((answer) => answer.status)).toEqual(
      Array(11).fill(422),
    );
    expect(await stockBalance(CEMENT, warehouse)).toMatchObject({ qty_reserved: 50, qty_available: 0 });
    expect(await findEntity(PURCHASE_REQUEST_DETAIL, request.block_line_id)).toMatchObject({
      orderable_qty: 0,
      issued_from_stock_qty: 4000,
    });
    expect(await stockBalance(BLOCKS, warehouse)).toMatchObject({ qty_reserved: 4000, qty_available: 6000 });
  });
});
