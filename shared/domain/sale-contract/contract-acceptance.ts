import { findEntity, getEntity } from '../../db/entity-store';
import type { ApprovableType, DecisionContext } from '../acceptances/approvable-types';
import type { Actor } from '../lifecycle/lifecycle';
import { sarOfHalalas } from '../money';
import { saleSubject } from '../sales/sale-subject';
import { SALE } from '../sales/sales';
import { UNIT } from '../units/units';
import { nextContractNumber } from './contract-numbers';
import { prepareSaleStep } from './sale-step';

/** The record type name of a sale's contract in the engine (acceptances' `approvable_type`); its id is the sale's. */
export const SALE_CONTRACT_APPROVABLE = 'sale_contract';

/** The approval engine deciding, as the sale life cycle's actor. */
export const engineActor = (context: DecisionContext): Actor => ({
  kind: 'system',
  name: `acceptance#${context.acceptanceId}`,
});

/** Approved: the sale is `contracted`, with the project's next contract number of the year (one transaction with the decision). */
async function approved(context: DecisionContext) {
  const sale = await getEntity(SALE, context.id, 'sale');
  const number = await nextContractNumber(sale.project_id, new Date(context.at));
  const step = await prepareSaleStep(sale, 'accept_contract', engineActor(context), {
    at: context.at,
    changes: { contract_number: number.contract_number, contracted_at: context.at },
  });
  return [...step.items, number.guard.item];
}

/** Rejected: the sale is a draft again, with the reviewer's reason. */
async function rejected(context: DecisionContext) {
  const sale = await getEntity(SALE, context.id, 'sale');
  const step = await prepareSaleStep(sale, 'reject_contract', engineActor(context), {
    at: context.at,
    reason: context.reason,
    changes: { contract_rejected_reason: context.reason },
  });
  return step.items;
}

/** A sale's unit name, client total (SAR) and people, for an acceptance's snapshot. */
export async function describeSale(id: number, what: { en: string; ar: string }, requester?: number | null) {
  const sale = await findEntity(SALE, id);
  if (!sale) return undefined;
  const unit = await findEntity(UNIT, sale.unit_id);
  const name = unit?.name_full ?? unit?.name ?? `#${sale.unit_id}`;
  return {
    summary: { en: `${what.en} of unit ${name}`, ar: `${what.ar} للوحدة ${name}` },
    amount: sarOfHalalas(sale.pricing?.client_total ?? 0),
    project_id: sale.project_id,
    client_id: sale.client_id,
    subtype: null,
    requester_id: requester ?? sale.sale_support_user_id ?? 0,
  };
}

/**
 * A sale's contract joins the approval engine (STAFF-DOMAIN 6.10): one step, the sales manager
 * role. The sale's move to `contract_pending` is written with the submission; a cancelled approval
 * (the sale deleted) leaves the sale to whoever cancelled it.
 */
export const contractApprovable: ApprovableType = {
  type: SALE_CONTRACT_APPROVABLE,
  recordName: 'sale',
  policies: [
    {
      name: 'sale_contract',
      steps: [{ name: 'Sales manager', reviewer: { kind: 'role', role: 'sales_manager' } }],
    },
  ],
  subject: saleSubject((sale) => sale.contract_requested_at),
  describe: (id) => describeSale(id, { en: 'Sale contract', ar: 'عقد بيع' }),
  onApproved: approved,
  onRejected: rejected,
  onCancelled: async () => [],
};
