import { findEntity } from '../../db/entity-store';
import { ConflictError } from '../../errors';
import { submitForAcceptance } from '../acceptances/engine';
import { CLIENT } from '../clients/clients';
import type { Actor } from '../lifecycle/lifecycle';
import { actorUserId, settingsSale } from '../sale-settings/settings-sale';
import { SALE, type SaleEntity } from '../sales/sales';
import { PAYMENT_PLAN } from '../sales-support/init-sale-payment-plan';
import type { StaffViewer } from '../users/row-scope';
import { contractApprovable } from './contract-acceptance';
import { saleLifecycle } from './sale-lifecycle';
import { prepareSaleStep } from './sale-step';

/** The client fields a contract names the buyer by. */
const CONTRACT_CLIENT_FIELDS = ['name', 'phone', 'national_id'] as const;

/** A sale's contract as the sale tab shows it. */
export const saleContractOnWire = (sale: SaleEntity) => ({
  sale_id: sale.id,
  sale_status: sale.status,
  contract_acceptance_id: sale.contract_acceptance_id ?? null,
  contract_requested_at: sale.contract_requested_at ?? null,
  contract_requested_by_user_id: sale.contract_requested_by_user_id ?? null,
  contract_rejected_reason: sale.contract_rejected_reason ?? null,
  contract_number: sale.contract_number ?? null,
  contracted_at: sale.contracted_at ?? null,
});

async function checkReady(sale: SaleEntity) {
  const client = await findEntity(CLIENT, sale.client_id);
  const missing = CONTRACT_CLIENT_FIELDS.filter((field) => String(client?.[field] ?? '').trim() === '');
  if (!client || missing.length > 0)
    throw new ConflictError('sale_contract.client_incomplete', { fields: missing.join(', ') });
  const plan = await findEntity(PAYMENT_PLAN, sale.id);
  const planned = (plan?.lines ?? []).reduce((sum, line) => sum + line.amount, 0);
  if (!sale.pricing || !plan || plan.lines.length === 0 || planned !== sale.pricing.client_total)
    throw new ConflictError('sale_contract.plan_missing');
}

/**
 * Sends a draft sale's contract to approval (STAFF-DOMAIN 6.10): the client named (name, phone,
 * national id) and a payment plan adding up to the client total, else 409. One transaction opens
 * the approval and moves the sale to `contract_pending` (with its status history) under the
 * version read: of racing sends one lands, the others 409.
 */
export async function sendContractToAcceptance(viewer: StaffViewer, actor: Actor, saleId: number) {
  const sale = await settingsSale(viewer, saleId);
  saleLifecycle.step('send_contract', { from: sale.status, actor, subject: sale });
  await checkReady(sale);
  const at = new Date().toISOString();
  let sent: SaleEntity = sale;
  await submitForAcceptance(contractApprovable, sale.id, {
    also: async (acceptanceId) => {
      const step = await prepareSaleStep(sale, 'send_contract', actor, {
        at,
        changes: {
          contract_acceptance_id: acceptanceId,
          contract_requested_at: at,
          contract_requested_by_user_id: actorUserId(actor),
          contract_rejected_reason: null,
        },
      });
      sent = step.entity;
      return step.items;
    },
  });
  // Read again: with no reviewer policy the engine approves at once (the sale is contracted).
  return saleContractOnWire((await findEntity(SALE, sale.id)) ?? sent);
}
