import { getEntity, loadEntities, prepareUpdate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, txPart, txUpdate } from '../../db/transaction-builder';
import {
  SUPPLY_REQUEST,
  SUPPLY_REQUEST_LINE,
  SUPPLY_REQUEST_RECEIVABLE_STATUSES,
  SUPPLY_REQUEST_RECORD_NAME,
  type SupplyRequestEntity,
  type SupplyRequestLineEntity,
} from '../supply-requests/supply-requests';
import { roundQty } from '../warehouse/stock';

/*
 * The one place the receipts read and move a supply request (helper S's records,
 * ../supply-requests/): a receipt posted under an approved request receives its open quantities;
 * its edit, deletion or cancellation gives them back.
 */

/** An approved supply request as a receipt reads it: its order, warehouse and open quantity per order line. */
export interface ReceivingSupplyRequest {
  id: number;
  purchase_order_id: number;
  project_id: number;
  warehouse_id: number | null;
  status: string;
  lines: Array<{ po_detail_id: number; open_qty: number }>;
  record: SupplyRequestEntity;
  lineRecords: SupplyRequestLineEntity[];
}

/** Statuses a supply request receives goods in. */
export const RECEIVING_SUPPLY_STATUSES: readonly string[] = SUPPLY_REQUEST_RECEIVABLE_STATUSES;

/** The supply request, or undefined when there is none by that id. */
export async function supplyRequestForReceipt(id: number): Promise<ReceivingSupplyRequest | undefined> {
  const loaded = await loadEntities([{ type: SUPPLY_REQUEST, id }]);
  const request = loaded.get(SUPPLY_REQUEST, id);
  if (!request || (request as { deleted_at?: string }).deleted_at !== undefined) return undefined;
  const lines = (
    await loadEntities(request.line_ids.map((lineId) => ({ type: SUPPLY_REQUEST_LINE, id: lineId })))
  ).list(SUPPLY_REQUEST_LINE, request.line_ids);
  return {
    id: request.id,
    purchase_order_id: request.purchase_order_id,
    project_id: request.project_id,
    warehouse_id: request.warehouse_id,
    status: request.status,
    lines: lines.map((line) => ({
      po_detail_id: line.po_detail_id,
      open_qty: roundQty(line.qty - line.received_qty),
    })),
    record: request,
    lineRecords: lines,
  };
}

/**
 * The request's items moved by a receipt's accepted quantities per order line (signed): each line's
 * `received_qty` (what grows conditioned on staying within the line's `qty`), and the request's
 * status (approved / partially_received / received, from its lines once moved) under its version.
 */
export async function supplyRequestReceivedItems(
  request: ReceivingSupplyRequest,
  moves: Array<{ po_detail_id: number; delta: number }>,
): Promise<TxItem[]> {
  const items: TxItem[] = [];
  const after = request.lineRecords.map((line) => {
    const delta = roundQty(moves.find((move) => move.po_detail_id === line.po_detail_id)?.delta ?? 0);
    if (delta !== 0)
      items.push(
        txUpdate(`supply-line-${line.id}-received`, keys.entity(SUPPLY_REQUEST_LINE, line.id), {
          add: { received_qty: delta, version: 1 },
          condition:
            delta > 0 ? when.le('received_qty', roundQty(line.qty - delta)) : when.ge('received_qty', -delta),
        }),
      );
    return { qty: line.qty, received: roundQty(line.received_qty + delta) };
  });
  const status = after.every((line) => line.received >= line.qty)
    ? 'received'
    : after.some((line) => line.received > 0)
      ? 'partially_received'
      : 'approved';
  if (status !== request.status) {
    const current = await getEntity(SUPPLY_REQUEST, request.id, SUPPLY_REQUEST_RECORD_NAME);
    const updated = await prepareUpdate(
      SUPPLY_REQUEST,
      request.id,
      { status },
      { recordName: SUPPLY_REQUEST_RECORD_NAME, current, expectedVersion: request.record.version },
    );
    items.push(...txPart('supply-request', updated));
  }
  return items;
}
