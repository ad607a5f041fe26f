import { createEntity, getEntity } from '../../../shared/db/entity-store';
import { CLIENT } from '../../../shared/domain/clients/clients';
import { SALE_REFUND } from '../../../shared/domain/sale-refunds/sale-refunds';
import { SALE } from '../../../shared/domain/sales/sales';
import { daysFromNow } from './time';

/**
 * Refund records on three of the demo sales, for the back office's list: one paid (the demo
 * client's), one approved, one rejected. Amounts in halalas. They are records only: the sales'
 * totals are the seed's own (a refund made through the sale tab moves them).
 */
export async function seedSaleRefunds() {
  const plans = [
    { saleId: 1, amount: 2_500_000, reason: 'Overpaid down payment', status: 'paid', refundedDays: -3 },
    { saleId: 2, amount: 1_250_050, reason: 'Kitchen upgrade not delivered', status: 'approved' },
    { saleId: 4, amount: 4_000_000, reason: 'Parking space removed from the contract', status: 'rejected' },
  ];
  for (const plan of plans) {
    const sale = await getEntity(SALE, plan.saleId, 'sale');
    await createEntity(
      SALE_REFUND,
      {
        sale_id: sale.id,
        client_id: sale.client_id,
        unit_id: sale.unit_id,
        project_id: sale.project_id,
        kind: 'partial_refund',
        status: plan.status,
        amount: plan.amount,
        deductions: [],
        deductions_total: 0,
        reason: plan.reason,
        method: 'bank_transfer',
        iban_number: null,
        requested_by_user_id: 1,
        acceptance_id: null,
        decided_by_user_id: null,
        decided_at: null,
        decision_reason: null,
        paid_at: plan.refundedDays === undefined ? null : daysFromNow(plan.refundedDays, 11),
        operation_id: null,
        allocations: [],
      },
      {
        links: [
          { type: SALE, id: sale.id },
          { type: CLIENT, id: sale.client_id },
        ],
      },
    );
  }
}
