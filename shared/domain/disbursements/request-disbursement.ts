import { nextId } from '../../db/counters';
import { findEntity, loadEntities, prepareCreate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, txCheck, txUpdate } from '../../db/transaction-builder';
import { ConflictError, type FieldMessages, NotFoundError, ValidationError } from '../../errors';
import { submitForAcceptance } from '../acceptances/engine';
import type { StaffCaller } from '../callers/callers';
import { MATERIAL } from '../materials/materials';
import { PROJECT } from '../projects/projects';
import { scopedPurchaseRequest } from '../purchase-requests/purchase-request-scope';
import { PURCHASE_REQUEST, PURCHASE_REQUEST_DETAIL } from '../purchasing/purchase-orders';
import { takeVoucherNumber } from '../purchasing/purchasing-numbers';
import { reserveStock, roundQty, stockBalance } from '../warehouse/stock';
import { WAREHOUSE } from '../warehouse/warehouses';
import { disbursementApprovable, disbursementTitle } from './disbursement-acceptance';
import {
  DISBURSEMENT_ORDER,
  type DisbursementOrder,
  type DisbursementOrderEntity,
} from './disbursement-orders';

/** Most lines one disbursement issues: its approval writes about six items a line in one transaction. */
export const MAX_DISBURSEMENT_LINES = 10;

export interface DisbursementInput {
  warehouse_id: number;
  note?: string | null | undefined;
  lines: Array<{ request_details_id: number; qty: number }>;
}

/** One line as checked: the request line it fills, its material and the stock it reserves from. */
interface CheckedLine {
  request_details_id: number;
  material_id: number;
  qty: number;
  orderable: number;
  available: number;
}

/**
 * The request's lines, materials and stock behind each line of the input, or 422 with every
 * failing line: a line of this request, not named twice, a stock item, within what is still to be
 * ordered (Q1) and within what the warehouse has available (Q6), as read now; the writing
 * transaction checks both again.
 */
async function checkedLines(requestId: number, warehouseId: number, input: DisbursementInput) {
  const loaded = await loadEntities(
    input.lines.map((line) => ({ type: PURCHASE_REQUEST_DETAIL, id: line.request_details_id })),
  );
  const materials = await loadEntities(
    input.lines.map((line) => ({
      type: MATERIAL,
      id: loaded.get(PURCHASE_REQUEST_DETAIL, line.request_details_id)?.material_id ?? undefined,
    })),
  );
  const errors: FieldMessages = {};
  const seen = new Set<number>();
  const lines: CheckedLine[] = [];
  for (const [index, line] of input.lines.entries()) {
    const detail = loaded.get(PURCHASE_REQUEST_DETAIL, line.request_details_id);
    if (!detail || detail.purchase_request_id !== requestId || seen.has(line.request_details_id)) {
      errors[`request_details_ids.${index}`] = [{ key: 'validation.exists' }];
      continue;
    }
    seen.add(line.request_details_id);
    const material = materials.get(MATERIAL, detail.material_id ?? undefined);
    if (!material?.is_stock_item) {
      errors[`request_details_ids.${index}`] = [{ key: 'warehouse.not_stock_item' }];
      continue;
    }
    const orderable = detail.orderable_qty ?? 0;
    const { qty_available: available } = await stockBalance(material.id, warehouseId);
    if (line.qty > orderable)
      errors[`quantities.${index}`] = [
        { key: 'disbursements.over_request', params: { remaining: orderable } },
      ];
    else if (line.qty > available)
      errors[`quantities.${index}`] = [{ key: 'warehouse.not_available', params: { available } }];
    lines.push({
      request_details_id: detail.id,
      material_id: material.id,
      qty: roundQty(line.qty),
      orderable,
      available,
    });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return lines;
}

/** The request line's quantity taken out of what may still be ordered (Q1), conditioned on it. */
const requestLineTaken = (line: CheckedLine, index: number): TxItem => ({
  ...txUpdate(
    `request-line-${line.request_details_id}-orderable`,
    keys.entity(PURCHASE_REQUEST_DETAIL, line.request_details_id),
    {
      add: { orderable_qty: -line.qty, issued_from_stock_qty: line.qty, version: 1 },
      condition: when.ge('orderable_qty', line.qty),
    },
  ),
  refusal: () =>
    ValidationError.forField(`quantities.${index}`, 'disbursements.over_request', {
      remaining: line.orderable,
    }),
});

/**
 * PR disbursement-order-store: fills an approved request's lines from a warehouse's stock. The
 * order (`DO-YYYY-NNNNNN`, `pending_acceptance`) is created and submitted to its approval (the
 * project's manager) in one transaction with its guards: the request still `approved`, each
 * request line's still-orderable quantity taken (Q1) and each quantity reserved in the warehouse
 * (Q6); a guard that no longer holds is a 422 naming the line and the limit, and nothing is written.
 */
export async function storeRequestDisbursement(
  viewer: StaffCaller,
  requestId: number,
  input: DisbursementInput,
): Promise<DisbursementOrderEntity> {
  const request = await scopedPurchaseRequest(viewer, requestId);
  if (request.status !== 'approved')
    throw new ConflictError('disbursements.request_not_approved', { status: request.status });
  const warehouse = await findEntity(WAREHOUSE, input.warehouse_id);
  if (!warehouse?.is_active) throw ValidationError.forField('warehouse_id', 'validation.exists');
  const lines = await checkedLines(requestId, warehouse.id, input);
  const now = new Date();
  const number = await takeVoucherNumber('DO', now);
  const id = await nextId(DISBURSEMENT_ORDER);
  const order: DisbursementOrder = {
    number,
    source: 'purchase_request',
    source_id: request.id,
    warehouse_id: warehouse.id,
    project_id: request.project_id as number,
    project_item_id: request.project_item_id ?? null,
    lines: lines.map((line) => ({
      request_details_id: line.request_details_id,
      material_id: line.material_id,
      qty: line.qty,
      unit_cost: null,
    })),
    status: 'pending_acceptance',
    note: input.note ?? null,
    requested_by_id: viewer.id,
    acceptance_id: null,
    issued_at: null,
  };
  let created: DisbursementOrderEntity | undefined;
  await submitForAcceptance(disbursementApprovable, id, {
    subject: {
      summary: disbursementTitle(order),
      amount: null,
      project_id: order.project_id,
      client_id: null,
      subtype: null,
      requester_id: viewer.id,
    },
    guards: [
      txCheck('request-approved', keys.entity(PURCHASE_REQUEST, request.id), when.eq('status', 'approved')),
      ...lines.map(requestLineTaken),
      ...lines.map((line, index) =>
        reserveStock(
          { material_id: line.material_id, warehouse_id: warehouse.id, qty_available: line.available },
          line.qty,
          `quantities.${index}`,
        ),
      ),
    ],
    also: async (acceptanceId) => {
      const prepared = await prepareCreate(
        DISBURSEMENT_ORDER,
        { ...order, acceptance_id: acceptanceId },
        {
          id,
          links: [
            { type: PURCHASE_REQUEST, id: request.id },
            { type: WAREHOUSE, id: warehouse.id },
            { type: PROJECT, id: order.project_id },
          ],
        },
      );
      created = prepared.entity;
      return prepared.items;
    },
  });
  return created as DisbursementOrderEntity;
}
