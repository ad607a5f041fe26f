import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { approvedSupplyRequest } from '../../../infra/local/seed/goods-receipts';
import { abilitiesFor } from '../../../shared/auth/abilities';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { createEntity, findEntity } from '../../../shared/db/entity-store';
import { PURCHASE_ORDER_DETAIL } from '../../../shared/domain/purchasing/purchase-orders';
import { SUPPLY_REQUEST, SUPPLY_REQUEST_LINE } from '../../../shared/domain/supply-requests/supply-requests';
import { WAREHOUSE } from '../../../shared/domain/warehouse/warehouses';
import { GoodsReceiptNote } from '../../../shared/schemas/records';
import { staffRecord } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';

const requests = `${systemUserUrl}/purchasing/supply-requests`;
const grns = `${systemUserUrl}/purchasing/warehouse/grns`;

/** A staff member of `roles` keeping `warehouses`, with a token. */
async function staff(warehouses: number[], roles = ['warehouse_keeper']) {
  const id = await staffRecord({
    name: `Keeper ${randomUUID().slice(0, 6)}`,
    roles,
    row_scope: 'own',
    warehouse_ids: warehouses,
  });
  const token = await issueAccessToken('user', id, abilitiesFor(roles));
  return keyHeaders({ Authorization: `Bearer ${token.plainText}` });
}

/** A site store of the test's own the supply request delivers to (the shared demo stock stays as seeded). */
const ownWarehouse = async () =>
  (
    await createEntity(WAREHOUSE, {
      name_ar: 'مستودع طلب توريد',
      name_en: 'Call-off store',
      kind: 'site',
      project_id: 1,
      keeper_user_id: null,
      is_active: true,
    })
  ).id;

const receive = (headers: Record<string, string>, id: number, form: Record<string, string> = {}) =>
  call(`${requests}/${id}/grns`, {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    form: { note: 'Call-off', ...form },
  });

describe.concurrent('{system_user_url}/purchasing/supply-requests/{id}/grns (create-grn)', () => {
  it("receives the request's open quantities by default, and a cancellation gives them back", async () => {
    const warehouse = await ownWarehouse();
    const headers = await staff([warehouse]);
    const request = await approvedSupplyRequest(warehouse);
    const stored = await receive(headers, request.id);
    expect(stored.status).toBe(201);
    const receipt = expectSingle(stored.body, GoodsReceiptNote);
    expect(receipt).toMatchObject({
      supply_request_id: request.id,
      warehouse: { id: warehouse },
      lines: [{ accepted_qty: 8 }, { accepted_qty: 200 }],
    });
    expect((await findEntity(SUPPLY_REQUEST, request.id))?.status).toBe('received');
    const line = await findEntity(SUPPLY_REQUEST, request.id);
    expect(await findEntity(SUPPLY_REQUEST_LINE, line?.line_ids[0] as number)).toMatchObject({
      received_qty: 8,
    });
    // Received under the request: the order line's supply-open quantity stays as the request left it.
    expect(await findEntity(PURCHASE_ORDER_DETAIL, request.rebar_line_id)).toMatchObject({
      received_qty: 8,
      supply_open_qty: 12,
    });
    const again = await receive(headers, request.id);
    expect(again.status).toBe(409);
    const cancelled = await call(`${grns}/${receipt.id}/cancel`, {
      headers,
      form: { reason: 'Wrong delivery note' },
    });
    expect(cancelled.status).toBe(200);
    expect((await findEntity(SUPPLY_REQUEST, request.id))?.status).toBe('approved');
    expect(await findEntity(SUPPLY_REQUEST_LINE, line?.line_ids[0] as number)).toMatchObject({
      received_qty: 0,
    });
  });

  it('answers 422 beyond the open quantity in English and Arabic, 404 by scope, 403, 401', async () => {
    const warehouse = await ownWarehouse();
    const headers = await staff([warehouse]);
    const request = await approvedSupplyRequest(warehouse);
    const lines = JSON.stringify([{ po_detail_id: request.rebar_line_id, received_qty: 9 }]);
    const over = await receive(headers, request.id, { lines });
    expect(over.status).toBe(422);
    expect(over.body.errors['lines.0.accepted_qty']).toEqual([
      'More than the supply request still expects: 8 open on this line.',
    ]);
    const arabic = await receive({ ...headers, 'Accept-Language': 'ar' }, request.id, { lines });
    expect(arabic.body.errors['lines.0.accepted_qty']).toEqual([
      'الكمية أكبر من المتبقي في طلب التوريد: المتبقي في هذا البند 8.',
    ]);
    const partial = await receive(headers, request.id, {
      lines: JSON.stringify([{ po_detail_id: request.rebar_line_id, received_qty: 5 }]),
    });
    expect(partial.status).toBe(201);
    expect((await findEntity(SUPPLY_REQUEST, request.id))?.status).toBe('partially_received');
    expect((await receive(await staff([1]), request.id)).status).toBe(404);
    expect((await receive(await staff([warehouse], ['project_manager']), request.id)).status).toBe(403);
    expect((await receive(keyHeaders(), request.id)).status).toBe(401);
  });
});
