import { findEntity } from '../../db/entity-store';
import { type FieldMessages, ValidationError } from '../../errors';
import { riyadhDay } from '../home/riyadh-day';
import type { Actor } from '../lifecycle/lifecycle';
import { sarOfHalalas } from '../money';
import { untilSettled } from '../sale-operations/pay';
import { actorUserId } from '../sale-settings/settings-sale';
import {
  type SaleEntity,
  type SalePricing,
  type SaleStriving,
  type SaleStrivingChange,
  saleHeld,
} from '../sales/sales';
import type { PaymentPlanEntity } from '../sales-support/init-sale-payment-plan';
import { DEFAULT_STRIVING_RATE, percentOf } from '../sales-support/pricing';
import type { StaffViewer } from '../users/row-scope';
import { USER } from '../users/users';
import { repriceOrRequest } from './reprice-or-request';
import { checkNotBelowHeld, planOf, repricedOnWire, snapshotOf } from './repricing';
import { lineOnWire } from './reschedule';
import { repriceableSale } from './sale-discount';
import { strivingChangeApprovable } from './striving-acceptance';
import { pricingWithStriving, strivingOf } from './striving-pricing';

/** The highest striving rate taken, in percent (a rate is a share of the price). */
export const MAX_STRIVING_RATE = 100;

/** A sale's striving terms before any change here: a percentage, no broker recorded, unpaid. */
const NO_BROKER: SaleStriving = {
  striving_type: 'percentage',
  broker_kind: null,
  broker_user_id: null,
  broker_name: null,
  broker_fal_licence_no: null,
  broker_iban: null,
  striving_status: 'unpaid',
};

/**
 * Whether the change needs approval (STAFF-DOMAIN 6.8): more than the legal default (a rate above
 * 2.5 %, or a fixed amount above 2.5 % of the net price), or the payer switched to the company.
 */
export function strivingNeedsApproval(pricing: SalePricing, change: SaleStrivingChange): boolean {
  if (change.striving_payer === 'company' && pricing.striving_payer !== 'company') return true;
  if (change.striving_payer === 'none') return false;
  return change.striving_type === 'fixed'
    ? (change.striving_amount ?? 0) > percentOf(pricing.net_price, DEFAULT_STRIVING_RATE)
    : change.striving_rate > DEFAULT_STRIVING_RATE;
}

/** The broker fields each kind requires (422 naming each missing one); the internal broker must be a user. */
async function checkChange(change: SaleStrivingChange) {
  const errors: FieldMessages = {};
  if (change.striving_rate > MAX_STRIVING_RATE)
    errors.striving_rate = [{ key: 'validation.max.numeric', params: { max: MAX_STRIVING_RATE } }];
  const require = (field: keyof SaleStrivingChange) => {
    if (change[field] === null || change[field] === undefined)
      errors[field] = [{ key: 'validation.required' }];
  };
  if (change.striving_type === 'fixed' && change.striving_payer !== 'none') require('striving_amount');
  if (change.broker_kind === 'internal_user') require('broker_user_id');
  if (change.broker_kind === 'external_broker')
    (['broker_name', 'broker_fal_licence_no', 'broker_iban'] as const).forEach(require);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (change.broker_kind === 'internal_user' && !(await findEntity(USER, change.broker_user_id as number)))
    throw ValidationError.forField('broker_user_id', 'validation.exists');
}

/** The sale's striving as the striving route answers it. */
export function strivingOnWire(
  sale: SaleEntity,
  plan: PaymentPlanEntity,
  outcome: { applied: boolean; acceptance_id: number | null },
) {
  const pending = sale.pending_striving;
  return {
    ...repricedOnWire(sale, outcome),
    ...(sale.striving ?? NO_BROKER),
    pending_striving: pending
      ? {
          striving_payer: pending.striving_payer,
          striving_type: pending.striving_type,
          striving_rate: pending.striving_rate,
          striving_amount: pending.striving_amount === null ? null : sarOfHalalas(pending.striving_amount),
        }
      : null,
    lines: plan.lines.map(lineOnWire),
  };
}

/**
 * Change striving (STAFF-DOMAIN 6.8): payer, percentage or fixed amount, and the broker. The sale
 * is re-priced (`priceSale`) and its open plan lines rescaled, sale and plan in one transaction
 * under their versions (a write lost to a payment reads again). Above the legal default or the
 * payer switched to the company: it waits for a sales manager's approval (`sale_striving_change`).
 * Allowed until the sale is emptied (409 after); a total below what is held: 422 on `striving_payer`.
 */
export async function changeSaleStriving(
  viewer: StaffViewer,
  actor: Actor,
  saleId: number,
  change: SaleStrivingChange,
  now = new Date(),
) {
  await checkChange(change);
  return untilSettled(async () => {
    const sale = await repriceableSale(viewer, saleId);
    const repriced = pricingWithStriving(sale, change);
    checkNotBelowHeld('striving_payer', repriced.client_total, saleHeld(sale));
    const outcome = await repriceOrRequest({
      approvable: strivingChangeApprovable,
      sale,
      plan: await planOf(sale),
      needsApproval: strivingNeedsApproval(snapshotOf(sale), change),
      pending: {
        pending_striving: {
          ...change,
          requested_by_user_id: actorUserId(actor),
          requested_at: now.toISOString(),
        },
      },
      pricing: repriced,
      changes: { striving: strivingOf(change, sale.striving?.striving_status ?? 'unpaid') },
      today: riyadhDay(now),
    });
    return strivingOnWire(outcome.sale, outcome.plan, outcome);
  });
}
