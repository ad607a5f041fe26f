import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { onTestFinished } from 'vitest';
import { tableName } from '../../shared/config/env';
import { dynamo } from '../../shared/db/client';
import { findEntity } from '../../shared/db/entity-store';
import { keys } from '../../shared/db/keys';
import { indexRoleMembers } from '../../shared/domain/acceptances/role-members';
import { SALE } from '../../shared/domain/sales/sales';
import { PAYMENT_PLAN } from '../../shared/domain/sales-support/init-sale-payment-plan';
import { crmStaff } from './crm-staff';
import { call, systemUserUrl } from './http';
import { saleUrl } from './sale-settings-fixtures';

/** The plan's total and the sum of its lines, what its lines hold, and the sale's total and holding, in halalas. */
export async function agreement(saleId: number) {
  const [plan, sale] = await Promise.all([findEntity(PAYMENT_PLAN, saleId), findEntity(SALE, saleId)]);
  return {
    plan: [plan?.total, plan?.lines.reduce((sum, line) => sum + line.amount, 0)],
    held: plan?.lines.reduce((sum, line) => sum + line.paid_amount, 0),
    sale: [sale?.pricing?.client_total, (sale?.paid_total ?? 0) - (sale?.refunded_total ?? 0)],
  };
}

/** A sales manager in the role the approval steps open for; removed from the shared role index after the test. */
export async function salesManager() {
  const manager = await crmStaff(['sales_manager'], { row_scope: 'all' });
  await indexRoleMembers(manager.id, ['sales_manager']);
  // The role index is shared by every test file and a step opens for at most 5 reviewers.
  onTestFinished(async () => {
    await dynamo.send(
      new DeleteCommand({ TableName: tableName(), Key: keys.roleMember('sales_manager', manager.id) }),
    );
  });
  return manager;
}

/** A reviewer's decision on an acceptance, over HTTP. */
export const decide = (
  acceptanceId: number,
  headers: Record<string, string>,
  decision: 'accept' | 'reject',
) =>
  call(`${systemUserUrl}/acceptances/${acceptanceId}/${decision}`, {
    headers,
    form: decision === 'reject' ? { reason: 'Not agreed' } : {},
    method: 'POST',
  });

/** A cash payment on the sale, over HTTP. */
export const pay = (saleId: number, headers: Record<string, string>, amount: string) =>
  call(`${saleUrl(saleId)}/operations/pay`, { headers, form: { amount, method: 'cash' } });
