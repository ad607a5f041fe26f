import { findEntity } from '../../db/entity-store';
import { ConflictError } from '../../errors';
import { submitForAcceptance } from '../acceptances/engine';
import type { Actor } from '../lifecycle/lifecycle';
import { sarOfHalalas, sarOrNull } from '../money';
import { saleBalance } from '../sale-operations/pay';
import { actorUserId, settingsSale } from '../sale-settings/settings-sale';
import { SALE, type SaleEntity, type SaleForceEmptying } from '../sales/sales';
import type { StaffViewer } from '../users/row-scope';
import { forceEmptyingApprovable } from './force-emptying-acceptance';
import { saleLifecycle } from './sale-lifecycle';
import { prepareSaleStep } from './sale-step';

/** A sale's force to emptying as the sale tab shows it (SAR). */
export const forceEmptyingOnWire = (sale: SaleEntity) => {
  const request = sale.force_emptying;
  return {
    sale_id: sale.id,
    sale_status: sale.status,
    balance: sarOfHalalas(saleBalance(sale)),
    force_emptying_status: request?.status ?? null,
    reason: request?.reason ?? null,
    acceptance_id: request?.acceptance_id ?? null,
    requested_by_user_id: request?.requested_by_user_id ?? null,
    requested_at: request?.requested_at ?? null,
    outstanding_at_request: sarOrNull(request?.outstanding_at_request),
    outstanding_at_approval: sarOrNull(request?.outstanding_at_approval),
    decided_at: request?.decided_at ?? null,
    decision_reason: request?.decision_reason ?? null,
  };
};

/**
 * Asks to let a contracted sale reach emptying before it is fully paid (STAFF-DOMAIN 6.1, ability
 * sales.sales.force-emptying, reason required): one transaction opens the approval and records the
 * request with the balance owed now on the sale, under the version read. Not contracted: 409;
 * nothing owed (it needs no force) or a request already open: 409. Approved, the sale becomes
 * `ready_for_emptying` with the balance then outstanding recorded.
 */
export async function requestForceEmptying(
  viewer: StaffViewer,
  actor: Actor,
  saleId: number,
  reason: string,
) {
  const sale = await settingsSale(viewer, saleId);
  saleLifecycle.step('request_force_emptying', { from: sale.status, actor, subject: sale });
  const outstanding = saleBalance(sale);
  if (outstanding <= 0) throw new ConflictError('sale_contract.nothing_outstanding');
  if (sale.force_emptying?.status === 'pending') throw new ConflictError('acceptances.already_open');
  const at = new Date().toISOString();
  await submitForAcceptance(forceEmptyingApprovable, sale.id, {
    also: async (acceptanceId) => {
      const force_emptying: SaleForceEmptying = {
        status: 'pending',
        reason,
        acceptance_id: acceptanceId,
        requested_by_user_id: actorUserId(actor),
        requested_at: at,
        outstanding_at_request: outstanding,
        outstanding_at_approval: null,
        decided_at: null,
        decision_reason: null,
      };
      return (
        await prepareSaleStep(sale, 'request_force_emptying', actor, {
          at,
          reason,
          changes: { force_emptying },
        })
      ).items;
    },
  });
  return forceEmptyingOnWire((await findEntity(SALE, sale.id)) ?? sale);
}
