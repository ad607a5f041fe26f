import fc from 'fast-check';
import { expect } from 'vitest';
import { receivableOrder } from '../../infra/local/seed/goods-receipts';
import { demoRoleEmail } from '../../infra/local/seed/people';
import { abilitiesFor } from '../../shared/auth/abilities';
import { createEntity, findEntity, getEntity, linkedIds, loadEntities } from '../../shared/db/entity-store';
import { decideAcceptance } from '../../shared/domain/acceptances/decisions';
import { readStaffCaller } from '../../shared/domain/callers/staff-caller';
import { DISBURSEMENT_ORDER } from '../../shared/domain/disbursements/disbursement-orders';
import { storeReceiptDisbursement } from '../../shared/domain/disbursements/receipt-disbursement';
import {
  cancelReceipt,
  deleteReceipt,
  updateReceipt,
} from '../../shared/domain/goods-receipts/change-receipt';
import { storeReceipt } from '../../shared/domain/goods-receipts/store-receipt';
import { PROJECT } from '../../shared/domain/projects/projects';
import { PURCHASE_ORDER_DETAIL } from '../../shared/domain/purchasing/purchase-orders';
import { storeReturnRequest } from '../../shared/domain/return-requests/return-request-writes';
import { RETURN_REQUEST } from '../../shared/domain/return-requests/return-requests';
import { findByUnique, USER } from '../../shared/domain/users/users';
import { GOODS_RECEIPT_LINE, GOODS_RECEIPT_NOTE } from '../../shared/domain/warehouse/goods-receipts';
import { roundQty, STOCK_LEDGER_ENTRY, stockBalance } from '../../shared/domain/warehouse/stock';
import { WAREHOUSE } from '../../shared/domain/warehouse/warehouses';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import { staffRecord } from './crm-staff';

/*
 * The stock's property (STAFF-DOMAIN-2 Q6, issue 33): for any sequence of receipts, edits,
 * cancellations, deletions, disbursements and returns asked from the receipts and their approvals
 * or rejections, through the domain functions the routes call, on DynamoDB Local: after every step
 * the balance's `qty_on_hand` is the sum of its ledger entries and never negative,
 * `qty_available` = on hand − reserved, reserved never negative, and the order line's net received
 * is the accepted quantity of the receipts still posted. Each run keeps a warehouse and an order of
 * its own.
 */

const REBAR = 206;
const ORDERED = 30;

type Step =
  | { kind: 'receive'; received: number; rejected: number }
  | { kind: 'edit'; receipt: number; accepted: number }
  | { kind: 'cancel'; receipt: number }
  | { kind: 'delete'; receipt: number }
  | { kind: 'disburse'; receipt: number; qty: number }
  | { kind: 'decide'; disbursement: number; accept: boolean }
  | { kind: 'return'; receipt: number; qty: number }
  | { kind: 'decideReturn'; request: number; accept: boolean };

const qty = fc.integer({ min: 1, max: 12 });
const pick = fc.nat({ max: 20 });

/** One step of the sequence. */
export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('receive' as const),
      received: qty,
      rejected: fc.integer({ min: 0, max: 2 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      receipt: pick,
      accepted: fc.integer({ min: 0, max: 12 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), receipt: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), receipt: pick }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('disburse' as const),
      receipt: pick,
      qty: fc.integer({ min: 1, max: 6 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('decide' as const), disbursement: pick, accept: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('return' as const),
      receipt: pick,
      qty: fc.integer({ min: 1, max: 5 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('decideReturn' as const), request: pick, accept: fc.boolean() }),
  },
);

/** The refusals a step may meet (the rules at work); anything else fails the property. */
const refused = (error: unknown) =>
  error instanceof ValidationError || error instanceof ConflictError || error instanceof NotFoundError;

async function actors() {
  const keeperId = await staffRecord({
    name: 'Property keeper',
    roles: ['warehouse_keeper'],
    row_scope: 'all',
  });
  const keeper = await readStaffCaller(keeperId, { abilities: abilitiesFor(['warehouse_keeper']) });
  const project = await getEntity(PROJECT, 1, 'project');
  const manager = await getEntity(USER, project.project_manager_user_id as number, 'user');
  const procurement = await findByUnique(USER, 'EMAIL', demoRoleEmail('procurement_manager'));
  return {
    keeper,
    manager: { id: manager.id, abilities: abilitiesFor(['project_manager']) },
    procurement: { id: procurement?.id ?? 0, abilities: abilitiesFor(['procurement_manager']) },
  };
}

/** The invariants, read after a step. */
async function checkInvariants(warehouseId: number, orderLineId: number, receipts: number[]) {
  const balance = await stockBalance(REBAR, warehouseId);
  const entryIds = await linkedIds({ type: WAREHOUSE, id: warehouseId }, STOCK_LEDGER_ENTRY);
  const entries = (await loadEntities(entryIds.map((id) => ({ type: STOCK_LEDGER_ENTRY, id })))).list(
    STOCK_LEDGER_ENTRY,
    entryIds,
  );
  const ledger = roundQty(entries.reduce((sum, entry) => sum + entry.qty, 0));
  expect(balance.qty_on_hand).toBe(ledger);
  expect(balance.qty_on_hand).toBeGreaterThanOrEqual(0);
  expect(balance.qty_reserved).toBeGreaterThanOrEqual(0);
  expect(balance.qty_available).toBe(roundQty(balance.qty_on_hand - balance.qty_reserved));
  const posted = (await loadEntities(receipts.map((id) => ({ type: GOODS_RECEIPT_NOTE, id }))))
    .list(GOODS_RECEIPT_NOTE, receipts)
    .filter(
      (receipt) =>
        receipt.status === 'posted' && (receipt as { deleted_at?: string }).deleted_at === undefined,
    );
  const lineIds = posted.flatMap((receipt) => receipt.line_ids);
  const receiptLinesRead = (await loadEntities(lineIds.map((id) => ({ type: GOODS_RECEIPT_LINE, id })))).list(
    GOODS_RECEIPT_LINE,
    lineIds,
  );
  // Net received: what the posted receipts accepted, less what was returned from them (Q4's left side).
  const accepted = receiptLinesRead.reduce((sum, line) => sum + line.accepted_qty - line.returned_qty, 0);
  const line = await findEntity(PURCHASE_ORDER_DETAIL, orderLineId);
  expect(line?.net_received_qty).toBe(roundQty(accepted));
  expect(line?.net_received_qty ?? 0).toBeLessThanOrEqual(ORDERED);
}

/** How many steps of each kind were taken (not refused) over the runs: the property must exercise each. */
export const taken: Record<string, number> = {};

/** Runs one sequence on a warehouse and an order of its own, checking the invariants after each step. */
export async function runSequence(steps: Step[]) {
  const { keeper, manager, procurement } = await actors();
  const warehouse = await createEntity(WAREHOUSE, {
    name_ar: 'مستودع الخاصية',
    name_en: 'Property store',
    kind: 'site',
    project_id: 1,
    keeper_user_id: null,
    is_active: true,
  });
  const order = await receivableOrder([{ material_id: REBAR, qty: ORDERED, price: 1800 }]);
  const line = order.line_ids[0] as number;
  const receipts: number[] = [];
  const disbursements: number[] = [];
  const returns: number[] = [];
  const nth = <T>(list: T[], index: number) => (list.length === 0 ? undefined : list[index % list.length]);
  for (const step of steps) {
    try {
      if (step.kind === 'receive') {
        const receipt = await storeReceipt(
          keeper,
          {
            purchase_order_id: order.id,
            warehouse_id: warehouse.id,
            lines: [
              {
                po_detail_id: line,
                received_qty: step.received + step.rejected,
                rejected_qty: step.rejected,
                rejection_reason: step.rejected > 0 ? 'Bent' : undefined,
              },
            ],
          },
          undefined,
        );
        receipts.push(receipt.id);
      } else if (step.kind === 'edit') {
        const id = nth(receipts, step.receipt);
        if (id !== undefined)
          await updateReceipt(keeper, id, {
            lines: [
              {
                po_detail_id: line,
                received_qty: step.accepted + 1,
                rejected_qty: 1,
                rejection_reason: 'Recount',
              },
            ],
          });
      } else if (step.kind === 'cancel') {
        const id = nth(receipts, step.receipt);
        if (id !== undefined) await cancelReceipt(keeper, id, 'Property cancel');
      } else if (step.kind === 'delete') {
        const id = nth(receipts, step.receipt);
        if (id !== undefined) await deleteReceipt(keeper, id);
      } else if (step.kind === 'disburse') {
        const id = nth(receipts, step.receipt);
        const receipt = id === undefined ? undefined : await findEntity(GOODS_RECEIPT_NOTE, id);
        if (receipt) {
          const disbursement = await storeReceiptDisbursement(keeper, receipt.id, {
            lines: [{ grn_line_id: receipt.line_ids[0] as number, qty: step.qty }],
          });
          disbursements.push(disbursement.id);
        }
      } else if (step.kind === 'return') {
        const id = nth(receipts, step.receipt);
        const receipt = id === undefined ? undefined : await findEntity(GOODS_RECEIPT_NOTE, id);
        if (receipt) {
          const request = await storeReturnRequest(keeper, {
            grn_id: receipt.id,
            lines: [{ grn_line_id: receipt.line_ids[0] as number, qty: step.qty, reason: 'damaged' }],
          });
          returns.push(request.id);
          taken.returnStored = (taken.returnStored ?? 0) + 1;
        }
      } else if (step.kind === 'decideReturn') {
        const id = nth(returns, step.request);
        const request = id === undefined ? undefined : await findEntity(RETURN_REQUEST, id);
        if (request?.acceptance_id)
          await decideAcceptance(
            request.acceptance_id,
            procurement,
            step.accept ? 'accept' : 'reject',
            step.accept ? null : 'Keep it',
          );
        if (request?.acceptance_id) taken.returnDecided = (taken.returnDecided ?? 0) + 1;
      } else {
        const id = nth(disbursements, step.disbursement);
        const disbursement = id === undefined ? undefined : await findEntity(DISBURSEMENT_ORDER, id);
        if (disbursement?.acceptance_id)
          await decideAcceptance(
            disbursement.acceptance_id,
            manager,
            step.accept ? 'accept' : 'reject',
            step.accept ? null : 'Not now',
          );
      }
      taken[step.kind] = (taken[step.kind] ?? 0) + 1;
    } catch (error) {
      if (!refused(error)) throw error;
    }
    await checkInvariants(warehouse.id, line, receipts);
  }
}

/** The property, with `runs` sequences of up to `length` steps. */
export const stockProperty = (runs: number, length: number) =>
  fc.assert(
    fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: length }), (steps) =>
      runSequence(steps),
    ),
    { numRuns: runs, endOnFailure: true },
  );
