import { nextId } from '../../db/counters';
import { findEntity, prepareCreate } from '../../db/entity-store';
import { ConflictError, ValidationError } from '../../errors';
import { submitForAcceptance } from '../acceptances/engine';
import { CLIENT } from '../clients/clients';
import { isSaudiIban } from '../company/saudi-formats';
import { sarOfHalalas } from '../money';
import { scopedSaleById } from '../sale-operations/sale-access';
import { SALE } from '../sales/sales';
import type { StaffViewer } from '../users/row-scope';
import { refundApprovable } from './refund-acceptance';
import { refundBlocker } from './refund-data';
import { deductionsTotal, mostRefundable, refundDeductions } from './refund-deductions';
import { refundSubject } from './refund-subject';
import { type RefundKind, type RefundMethod, SALE_REFUND, type SaleRefundEntity } from './sale-refunds';

/** A refund request as the domain takes it: amounts in halalas. */
export interface RefundInput {
  amount: number;
  reason: string;
  method: RefundMethod;
  iban_number?: string | undefined;
  contractual_fee?: number | undefined;
}

/** The amount's field on the wire: `refund_amount` for a full refund, `amount` for a partial one. */
export const amountField = (kind: RefundKind) => (kind === 'refund' ? 'refund_amount' : 'amount');

/**
 * Add refund / add partial-refund: checks the amount against what the sale holds less the
 * deductions (422 naming the limit; the payout checks it again in its own transaction) and records
 * the request `pending_acceptance` with its approval (finance), in one transaction. A bank transfer
 * needs an IBAN: the one given, else the client's.
 */
export async function requestRefund(
  viewer: StaffViewer,
  saleId: number,
  kind: RefundKind,
  input: RefundInput,
): Promise<SaleRefundEntity> {
  const sale = await scopedSaleById(viewer, saleId);
  const deductions = refundDeductions(sale, input.contractual_fee ?? 0);
  const most = mostRefundable(sale, deductions);
  const blocker = refundBlocker(sale, Number.POSITIVE_INFINITY);
  if (blocker) throw new ConflictError(blocker, { status: sale.status });
  if (input.amount > most)
    throw ValidationError.forField(amountField(kind), 'sale_refunds.amount_over_refundable', {
      limit: sarOfHalalas(most).toFixed(2),
    });
  const client = await findEntity(CLIENT, sale.client_id);
  const iban = input.iban_number ?? client?.iban_number ?? null;
  if (input.method === 'bank_transfer' && !iban)
    throw ValidationError.forField('iban_number', 'sale_refunds.iban_required');
  if (iban && !isSaudiIban(iban)) throw ValidationError.forField('iban_number', 'sale_refunds.iban_invalid');
  const refundId = await nextId(SALE_REFUND);
  const attributes = {
    sale_id: sale.id,
    client_id: sale.client_id,
    unit_id: sale.unit_id,
    project_id: sale.project_id,
    kind,
    status: 'pending_acceptance',
    amount: input.amount,
    deductions,
    deductions_total: deductionsTotal(deductions),
    reason: input.reason,
    method: input.method,
    iban_number: iban,
    requested_by_user_id: viewer.user_id,
    acceptance_id: null as number | null,
    decided_by_user_id: null,
    decided_at: null,
    decision_reason: null,
    paid_at: null,
    operation_id: null,
    allocations: [],
  };
  let created: SaleRefundEntity | undefined;
  await submitForAcceptance(refundApprovable, refundId, {
    subject: refundSubject({ ...attributes, id: refundId }, sale),
    also: async (acceptanceId) => {
      const prepared = await prepareCreate(
        SALE_REFUND,
        { ...attributes, acceptance_id: acceptanceId },
        { id: refundId, links: [{ type: SALE, id: sale.id }] },
      );
      created = prepared.entity;
      return prepared.items;
    },
  });
  return created as SaleRefundEntity;
}
