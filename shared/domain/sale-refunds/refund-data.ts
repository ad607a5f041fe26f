import { findEntity } from '../../db/entity-store';
import type { StaffCaller } from '../callers/callers';
import { CLIENT } from '../clients/clients';
import { sarOfHalalas } from '../money';
import { scopedSaleById } from '../sale-operations/sale-access';
import { type SaleEntity, saleHeld } from '../sales/sales';
import { deductionsTotal, mostRefundable, refundDeductions } from './refund-deductions';
import { REFUND_METHODS, type RefundKind } from './sale-refunds';

/** The sale states a refund may be asked in: live, the deed not yet moved (STAFF-DOMAIN 6.1, 6.3). */
export const REFUNDABLE_SALE_STATUSES = ['draft', 'contract_pending', 'contracted', 'ready_for_emptying'];

/** Why a sale takes no refund request now (a message key), or null. */
export function refundBlocker(sale: SaleEntity, most: number) {
  if (!sale.pricing || !REFUNDABLE_SALE_STATUSES.includes(sale.status))
    return 'sale_refunds.sale_not_refundable' as const;
  if (most <= 0) return 'sale_refunds.nothing_refundable' as const;
  return null;
}

/**
 * Add refund (and partial-refund) get form data: the sale's money (client total, paid, refunded,
 * held), the deductions the company keeps (forfeited earnest money, striving paid out), the most a
 * refund may give back, the client's IBAN and the methods, in SAR.
 */
export async function refundFormData(viewer: StaffCaller, saleId: number, kind: RefundKind) {
  const sale = await scopedSaleById(viewer, 'payments-and-refunds', saleId);
  const client = await findEntity(CLIENT, sale.client_id);
  const deductions = refundDeductions(sale);
  const most = mostRefundable(sale, deductions);
  const blocker = refundBlocker(sale, most);
  return {
    sale_id: sale.id,
    sale_status: sale.status,
    kind,
    cancels_sale: kind === 'refund',
    client_total: sarOfHalalas(sale.pricing?.client_total ?? 0),
    paid_total: sarOfHalalas(sale.paid_total ?? 0),
    refunded_total: sarOfHalalas(sale.refunded_total ?? 0),
    held: sarOfHalalas(saleHeld(sale)),
    deductions: deductions.map((deduction) => ({
      kind: deduction.kind,
      amount: sarOfHalalas(deduction.amount),
    })),
    deductions_total: sarOfHalalas(deductionsTotal(deductions)),
    max_refundable: sarOfHalalas(blocker ? 0 : most),
    allowed: blocker === null,
    blocker,
    iban_number: client?.iban_number ?? null,
    methods: [...REFUND_METHODS],
  };
}
