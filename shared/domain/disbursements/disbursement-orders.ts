import { type EntityOf, entityType } from '../../db/entity-type';
import { ConflictError, type PublicError } from '../../errors';
import { bySystem, defineLifecycle } from '../lifecycle/lifecycle';
import type { LifecycleError } from '../lifecycle/lifecycle-errors';

/** One material a disbursement issues: the request line it fills, and (once issued) its cost. */
export interface DisbursementLine {
  request_details_id: number | null;
  /** The goods receipt line it issues from (a disbursement asked from a receipt), else absent. */
  grn_line_id?: number | null;
  material_id: number;
  qty: number;
  /** Halalas per unit at the warehouse's moving average when issued; null until then. */
  unit_cost: number | null;
}

/**
 * Stock issued from a warehouse to a project (STAFF-DOMAIN-2 1.2, 1.3): made from a purchase
 * request (`disbursement-order-store`) or, later, a goods receipt. Created `pending_acceptance` with
 * its stock reserved; the approval issues it (`issued`), a rejection or cancellation gives the
 * reservation back.
 */
export interface DisbursementOrder {
  number: string;
  source: 'purchase_request' | 'grn' | 'manual';
  source_id: number | null;
  warehouse_id: number;
  project_id: number;
  project_item_id: number | null;
  lines: DisbursementLine[];
  status: string;
  note: string | null;
  requested_by_id: number;
  acceptance_id: number | null;
  issued_at: string | null;
}

/** Disbursement orders, listed by status, warehouse and source request. */
export const DISBURSEMENT_ORDER = entityType<DisbursementOrder>('DISBURSEMENT_ORDER', {
  lists: [['status'], ['warehouse_id'], ['source_id']],
});
export type DisbursementOrderEntity = EntityOf<typeof DISBURSEMENT_ORDER>;

export const DISBURSEMENT_RECORD_NAME = 'disbursement order';

export const DISBURSEMENT_STATUSES = ['pending_acceptance', 'issued', 'rejected', 'cancelled'] as const;

/** Decided by the approval engine only (the system acts for the decision). */
export const disbursementLifecycle = defineLifecycle({
  name: DISBURSEMENT_RECORD_NAME,
  states: DISBURSEMENT_STATUSES,
  initial: 'pending_acceptance',
  transitions: [
    { action: 'approve', from: ['pending_acceptance'], to: 'issued', by: [bySystem] },
    { action: 'reject', from: ['pending_acceptance'], to: 'rejected', by: [bySystem] },
    { action: 'cancel', from: ['pending_acceptance'], to: 'cancelled', by: [bySystem] },
  ],
  refuse: (refused: LifecycleError): PublicError =>
    new ConflictError('errors.conflict', { status: refused.from }),
});
