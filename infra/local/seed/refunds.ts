import { createEntity, getEntity } from '../../../shared/db/entity-store';
import { CLIENT } from '../../../shared/domain/clients/clients';
import { SALE_REFUND } from '../../../shared/domain/sales/sale-refunds';
import { SALE } from '../../../shared/domain/sales/sales';
import { daysFromNow } from './time';

/** Refunds on three of the demo sales: one paid (the demo client's), one approved, one requested. */
export async function seedSaleRefunds() {
  const plans = [
    { saleId: 1, amount: 25_000, reason: 'Overpaid down payment', status: 'paid', refundedDays: -3 },
    { saleId: 2, amount: 12_500.5, reason: 'Kitchen upgrade not delivered', status: 'approved' },
    { saleId: 4, amount: 40_000, reason: 'Parking space removed from the contract', status: 'requested' },
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
        amount: plan.amount,
        reason: plan.reason,
        status: plan.status,
        refunded_at: plan.refundedDays === undefined ? null : daysFromNow(plan.refundedDays, 11),
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
