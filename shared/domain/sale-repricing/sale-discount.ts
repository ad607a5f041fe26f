import { findEntity, getEntity } from '../../db/entity-store';
import { ConflictError, ValidationError } from '../../errors';
import { applicableDiscounts } from '../discounts/applicable-discounts';
import { DISCOUNT, discountRecords } from '../discounts/discounts';
import { riyadhDay } from '../home/riyadh-day';
import type { Actor } from '../lifecycle/lifecycle';
import { sarOfHalalas } from '../money';
import { untilSettled } from '../sale-operations/pay';
import { actorUserId, settingsSale } from '../sale-settings/settings-sale';
import { type SaleEntity, saleHeld } from '../sales/sales';
import { pricedDiscount } from '../sales-support/init-sale-discounts';
import type { PaymentPlanEntity } from '../sales-support/init-sale-payment-plan';
import { discountsStack, type PricedDiscount, pricingOnWire } from '../sales-support/pricing';
import { UNIT } from '../units/units';
import type { StaffViewer } from '../users/row-scope';
import { discountChangeApprovable } from './discount-acceptance';
import { pricingWithDiscounts } from './discount-pricing';
import { repriceOrRequest } from './reprice-or-request';
import { checkNotBelowHeld, frozenDiscount, planOf, repricedOnWire, snapshotOf } from './repricing';
import { lineOnWire, RESCHEDULABLE_STATUSES } from './reschedule';

/** The sale in the viewer's scope and in a state whose price may still change (else 409). */
export async function repriceableSale(viewer: StaffViewer, saleId: number) {
  const sale = await settingsSale(viewer, saleId);
  if (!RESCHEDULABLE_STATUSES.includes(sale.status))
    throw new ConflictError('sale_repricing.not_repriceable', { status: sale.status });
  snapshotOf(sale);
  return sale;
}

/**
 * The discounts chosen, priced: one the sale already has keeps its frozen amount (even if it has
 * ended since); another must apply to the unit and client today. Unknown: 422; two of a level: 422.
 */
async function chosenDiscounts(sale: SaleEntity, discountIds: number[]): Promise<PricedDiscount[]> {
  const pricing = snapshotOf(sale);
  const unit = await getEntity(UNIT, sale.unit_id, 'unit');
  const applicable = new Map(
    (await applicableDiscounts(unit, sale.client_id, new Date())).map((discount) => [discount.id, discount]),
  );
  const chosen: PricedDiscount[] = [];
  for (const id of new Set(discountIds)) {
    const had = pricing.discounts.find((discount) => discount.discount_id === id);
    const stored = applicable.get(id) ?? (had ? await findEntity(DISCOUNT, id) : undefined);
    if (had) chosen.push(frozenDiscount(had, stored ? pricedDiscount(stored).level : 'project'));
    else if (stored) chosen.push(pricedDiscount(stored));
    else throw ValidationError.forField('discount_ids', 'validation.exists');
  }
  if (!discountsStack(chosen))
    throw ValidationError.forField('discount_ids', 'init_sale.discounts_do_not_stack');
  return chosen;
}

/** The sale's discounts as the discount routes answer them, and a change waiting for approval. */
export function discountOnWire(
  sale: SaleEntity,
  plan: PaymentPlanEntity,
  outcome: { applied: boolean; acceptance_id: number | null },
) {
  return {
    ...repricedOnWire(sale, outcome),
    pending_discount_ids: sale.pending_discount?.discounts.map((discount) => discount.discount_id) ?? null,
    lines: plan.lines.map(lineOnWire),
  };
}

/** Change discount, get data: the sale's discounts and price now, and the discounts that apply to it today. */
export async function saleDiscountData(viewer: StaffViewer, saleId: number) {
  const sale = await settingsSale(viewer, saleId);
  const pricing = snapshotOf(sale);
  const unit = await getEntity(UNIT, sale.unit_id, 'unit');
  const applicable = await applicableDiscounts(unit, sale.client_id, new Date());
  return {
    sale_id: sale.id,
    sale_status: sale.status,
    pricing: pricingOnWire(pricing),
    held: sarOfHalalas(saleHeld(sale)),
    applicable_discounts: await discountRecords(applicable),
    pending_discount_ids: sale.pending_discount?.discounts.map((discount) => discount.discount_id) ?? null,
  };
}

/**
 * Change discount (STAFF-DOMAIN 6.5): the sale re-priced with the chosen discounts (`priceSale`),
 * the open plan lines rescaled to the new balance, sale and plan in one transaction under their
 * versions. A larger discount costs the company: it waits for a sales manager's approval
 * (`sale_discount_change`); a smaller or equal one applies at once. Never below what the sale
 * holds (422 on `discount_ids`, a partial refund first). A write lost to a concurrent payment
 * reads again (`untilSettled`), so the change lands on the state that won.
 */
export async function changeSaleDiscount(
  viewer: StaffViewer,
  actor: Actor,
  saleId: number,
  discountIds: number[],
  now = new Date(),
) {
  // A payment landing between the reads and the write moves the sale: read again and decide again.
  return untilSettled(() => changeAttempt(viewer, actor, saleId, discountIds, now));
}

async function changeAttempt(
  viewer: StaffViewer,
  actor: Actor,
  saleId: number,
  discountIds: number[],
  now: Date,
) {
  const sale = await repriceableSale(viewer, saleId);
  const discounts = await chosenDiscounts(sale, discountIds);
  const repriced = pricingWithDiscounts(sale, discounts);
  checkNotBelowHeld('discount_ids', repriced.client_total, saleHeld(sale));
  const outcome = await repriceOrRequest({
    approvable: discountChangeApprovable,
    sale,
    plan: await planOf(sale),
    needsApproval: repriced.discounts_total > snapshotOf(sale).discounts_total,
    pending: {
      pending_discount: {
        discounts,
        requested_by_user_id: actorUserId(actor),
        requested_at: now.toISOString(),
      },
    },
    pricing: repriced,
    today: riyadhDay(now),
  });
  return discountOnWire(outcome.sale, outcome.plan, outcome);
}
