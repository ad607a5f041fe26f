import { prepareUpdate } from '../../db/entity-store';
import { transaction } from '../../db/transaction-builder';
import type { ApprovableType } from '../acceptances/approvable-types';
import { submitForAcceptance } from '../acceptances/engine';
import { lockedError, recordUnlocked } from '../acceptances/record-lock';
import { LostRace } from '../sale-operations/pay';
import { SALE, type Sale, type SaleEntity, type SalePricing } from '../sales/sales';
import type { PaymentPlanEntity } from '../sales-support/init-sale-payment-plan';
import { repricingItems } from './repricing';

/** Items a re-pricing writes: the lock check, the sale (its list moves if a change moves them) and the plan. */
const REPRICE_BUDGET = 40;

/**
 * A re-pricing of a sale as asked: when it `needsApproval`, the `pending` change is written on the
 * sale in the transaction that opens the approval of `approvable` (the price stays until decided);
 * otherwise the sale takes `pricing` (with `changes`) and the plan is rescaled, in one transaction
 * under their versions that the record's open approval refuses (409 `acceptances.locked`) and a
 * concurrent payment cancels (`LostRace`: the caller reads again). Answers the sale and plan as
 * written, and whether it applied or the approval's id.
 */
export async function repriceOrRequest(options: {
  approvable: ApprovableType;
  sale: SaleEntity;
  plan: PaymentPlanEntity;
  needsApproval: boolean;
  pending: Partial<Sale>;
  pricing: SalePricing;
  changes?: Partial<Sale>;
  today: string;
}): Promise<{ sale: SaleEntity; plan: PaymentPlanEntity; applied: boolean; acceptance_id: number | null }> {
  const { approvable, sale, plan } = options;
  const type = approvable.type;
  if (options.needsApproval) {
    let pending = sale;
    const acceptance = await submitForAcceptance(approvable, sale.id, {
      also: async () => {
        const update = await prepareUpdate(SALE, sale.id, options.pending, {
          recordName: 'sale',
          current: sale,
          expectedVersion: sale.version,
        });
        pending = update.entity;
        return update.items;
      },
    });
    return { sale: pending, plan, applied: false, acceptance_id: acceptance.id };
  }
  const written = await repricingItems(sale, plan, options.pricing, options.changes ?? {}, options.today);
  await transaction('reprice', { budget: REPRICE_BUDGET })
    .add(recordUnlocked(type, sale.id))
    .include('repricing', written)
    .commit({ 'record-unlocked': lockedError, '*': () => new LostRace() });
  return { sale: written.sale, plan: written.plan, applied: true, acceptance_id: null };
}
