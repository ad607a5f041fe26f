import { abilitiesFor } from '../../shared/auth/abilities';
import { issueAccessToken } from '../../shared/auth/access-tokens';
import { getEntity, linkedIds } from '../../shared/db/entity-store';
import { indexRoleMembers, roleMembers } from '../../shared/domain/acceptances/role-members';
import { SALE_OPERATION } from '../../shared/domain/sale-operations/sale-operations';
import { SALE_REFUND } from '../../shared/domain/sale-refunds/sale-refunds';
import { SALE } from '../../shared/domain/sales/sales';
import { PAYMENT_PLAN } from '../../shared/domain/sales-support/init-sale-payment-plan';
import { crmStaff } from './crm-staff';
import { keyHeaders } from './http';

/**
 * A finance manager the refund approval step opens for: one already in the role when there is one
 * (every test file shares the role, and a step opens for at most 5 reviewers), else a new one.
 */
export async function financeReviewer() {
  const abilities = abilitiesFor(['finance_manager']);
  const [existing] = await roleMembers('finance_manager');
  const id = existing ?? (await crmStaff(['finance_manager'], { row_scope: 'all' })).id;
  if (existing === undefined) await indexRoleMembers(id, ['finance_manager']);
  const token = await issueAccessToken('user', id, abilities);
  return { id, abilities, headers: keyHeaders({ Authorization: `Bearer ${token.plainText}` }) };
}

/** The sale, its plan, operations and refund requests as stored now. */
export async function storedSale(saleId: number) {
  const [sale, plan, operationIds, refundIds] = await Promise.all([
    getEntity(SALE, saleId, 'sale'),
    getEntity(PAYMENT_PLAN, saleId, 'payment plan'),
    linkedIds({ type: SALE, id: saleId }, SALE_OPERATION),
    linkedIds({ type: SALE, id: saleId }, SALE_REFUND),
  ]);
  const operations = await Promise.all(operationIds.map((id) => getEntity(SALE_OPERATION, id, 'operation')));
  const refunds = await Promise.all(refundIds.map((id) => getEntity(SALE_REFUND, id, 'refund')));
  const held = (sale.paid_total ?? 0) - (sale.refunded_total ?? 0);
  const linesHold = plan.lines.reduce((sum, line) => sum + line.paid_amount, 0);
  const linesTotal = plan.lines.reduce((sum, line) => sum + line.amount, 0);
  return { sale, plan, operations, refunds, held, linesHold, linesTotal };
}
