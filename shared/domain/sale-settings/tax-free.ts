import { findEntity, prepareUpdate } from '../../db/entity-store';
import { transact } from '../../db/transactions';
import { ConflictError, ValidationError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import { CLIENT } from '../clients/clients';
import type { Actor } from '../lifecycle/lifecycle';
import { sarOfHalalas } from '../money';
import { repricedWithFrozenDiscounts, snapshotInput, snapshotOf } from '../sale-repricing/repricing';
import { SALE, type SaleEntity, type SalePricing, type SaleTaxFree, saleHeld } from '../sales/sales';
import {
  PAYMENT_PLAN,
  type PaymentPlanEntity,
  type ScheduleLine,
} from '../sales-support/init-sale-payment-plan';
import { actorUserId, settingsSale } from './settings-sale';
import { type TaxFreeStatus, taxFreeLifecycle } from './tax-free-lifecycle';

const NONE: SaleTaxFree = {
  status: 'not_applicable',
  certificate_number: null,
  certificate_date: null,
  beneficiary_national_id: null,
  decided_by_user_id: null,
  decided_at: null,
  reject_reason: null,
};

/** The sale's certificate record; a sale priced first-home at init sale (the state bears tax) reads as approved. */
const taxFreeOf = (sale: SaleEntity): SaleTaxFree =>
  sale.tax_free ?? (sale.pricing && sale.pricing.state_tax > 0 ? { ...NONE, status: 'approved' } : NONE);

/** The snapshot re-priced as a first home with `priceSale`: the frozen discount amounts, tax and striving choices kept. */
const firstHomePricing = (sale: SaleEntity, pricing: SalePricing): SalePricing =>
  repricedWithFrozenDiscounts(pricing, { ...snapshotInput(sale, pricing), tax_free: true });

function taxFreeOnWire(sale: SaleEntity, actor: Actor, clientNationalId: number | null) {
  const taxFree = taxFreeOf(sale);
  const pricing = snapshotOf(sale);
  const approved = firstHomePricing(sale, pricing);
  const context = { from: taxFree.status, actor, subject: sale };
  return {
    sale_id: sale.id,
    sale_status: sale.status,
    tax_free_status: taxFree.status as TaxFreeStatus,
    certificate_number: taxFree.certificate_number,
    certificate_date: taxFree.certificate_date,
    beneficiary_national_id: taxFree.beneficiary_national_id,
    client_national_id: clientNationalId,
    decided_by_user_id: taxFree.decided_by_user_id,
    decided_at: taxFree.decided_at,
    reject_reason: taxFree.reject_reason,
    state_tax: sarOfHalalas(pricing.state_tax),
    client_total: sarOfHalalas(pricing.client_total),
    state_tax_if_approved: sarOfHalalas(approved.state_tax),
    client_total_if_approved: sarOfHalalas(approved.client_total),
    held: sarOfHalalas(saleHeld(sale)),
    next_statuses: taxFreeLifecycle.transitions
      .filter((row) => taxFreeLifecycle.can(row.action, context))
      .map((row) => row.to as TaxFreeStatus),
  };
}

const clientNationalId = async (sale: SaleEntity) =>
  (await findEntity(CLIENT, sale.client_id))?.national_id ?? null;

/** A sale's tax-free status, its certificate and the price it would have once approved (get data). */
export async function saleTaxFreeData(viewer: StaffCaller, actor: Actor, saleId: number) {
  const sale = await settingsSale(viewer, saleId);
  return taxFreeOnWire(sale, actor, await clientNationalId(sale));
}

export interface TaxFreeChange {
  tax_free_status: 'requested' | 'approved' | 'rejected';
  certificate_number?: string | undefined;
  certificate_date?: string | undefined;
  beneficiary_national_id?: number | undefined;
  reject_reason?: string | undefined;
}

/**
 * The unpaid part of the plan lowered by `drop` halalas, from the last line back (a line never
 * below what was paid on it), or null when the unpaid part is smaller than the drop.
 */
function lowerPlan(lines: ScheduleLine[], drop: number): ScheduleLine[] | null {
  let left = drop;
  const lowered = [...lines]
    .reverse()
    .map((line) => {
      const take = Math.min(left, Math.max(0, line.amount - line.paid_amount));
      left -= take;
      const amount = line.amount - take;
      return take === 0
        ? line
        : {
            ...line,
            amount,
            status:
              amount === line.paid_amount && amount > 0
                ? ('paid' as const)
                : amount === 0
                  ? ('cancelled' as const)
                  : line.status,
          };
    })
    .reverse();
  return left === 0 ? lowered : null;
}

function checkRequest(input: TaxFreeChange, nationalId: number | null) {
  const missing = (['certificate_number', 'certificate_date', 'beneficiary_national_id'] as const).filter(
    (field) => input[field] === undefined,
  );
  if (missing.length > 0)
    throw new ValidationError(
      Object.fromEntries(missing.map((field) => [field, [{ key: 'validation.required' }]])),
    );
  const beneficiary = input.beneficiary_national_id as number;
  if (!String(beneficiary).startsWith('1') || beneficiary !== nationalId)
    throw ValidationError.forField('beneficiary_national_id', 'sale_settings.beneficiary_not_client');
}

/**
 * Moves a sale's tax-free status. `requested` records the certificate (the beneficiary must be the
 * client, a citizen: national id starting with 1); `approved` re-prices the sale as a first home and
 * lowers the plan's unpaid lines by the same amount, in one transaction under the sale's and the
 * plan's versions read (a payment landing meanwhile cancels it: 409); it is refused with 422 when
 * the new client total would fall below what the sale holds (a partial refund comes first).
 */
export async function changeSaleTaxFree(
  viewer: StaffCaller,
  actor: Actor,
  saleId: number,
  input: TaxFreeChange,
) {
  const sale = await settingsSale(viewer, saleId);
  const pricing = snapshotOf(sale);
  const current = taxFreeOf(sale);
  const nationalId = await clientNationalId(sale);
  taxFreeLifecycle.stepTo(input.tax_free_status, { from: current.status, actor, subject: sale });
  const decided = { decided_by_user_id: actorUserId(actor), decided_at: new Date().toISOString() };
  if (input.tax_free_status === 'requested') {
    checkRequest(input, nationalId);
    const tax_free: SaleTaxFree = {
      ...NONE,
      status: 'requested',
      certificate_number: input.certificate_number ?? null,
      certificate_date: input.certificate_date ?? null,
      beneficiary_national_id: input.beneficiary_national_id ?? null,
    };
    return write(sale, { tax_free }, [], actor, nationalId);
  }
  if (input.tax_free_status === 'rejected') {
    const tax_free = {
      ...current,
      ...decided,
      status: 'rejected',
      reject_reason: input.reject_reason ?? null,
    };
    return write(sale, { tax_free }, [], actor, nationalId);
  }
  const repriced = firstHomePricing(sale, pricing);
  if (repriced.client_total < saleHeld(sale))
    throw ValidationError.forField('tax_free_status', 'sale_settings.tax_free_below_held', {
      total: sarOfHalalas(repriced.client_total).toFixed(2),
      held: sarOfHalalas(saleHeld(sale)).toFixed(2),
    });
  const plan = await findEntity(PAYMENT_PLAN, sale.id);
  const planItems = plan
    ? await lowerPlanItems(plan, pricing.client_total - repriced.client_total, repriced.client_total)
    : [];
  const tax_free = { ...current, ...decided, status: 'approved', reject_reason: null };
  return write(sale, { tax_free, pricing: repriced }, planItems, actor, nationalId);
}

async function lowerPlanItems(plan: PaymentPlanEntity, drop: number, total: number) {
  const lines = lowerPlan(plan.lines, drop);
  if (!lines) throw ValidationError.forField('tax_free_status', 'sale_settings.tax_free_plan_paid');
  const update = await prepareUpdate(
    PAYMENT_PLAN,
    plan.id,
    { lines, total },
    {
      recordName: 'payment plan',
      current: plan,
      expectedVersion: plan.version,
    },
  );
  return update.items;
}

async function write(
  sale: SaleEntity,
  changes: { tax_free: SaleTaxFree; pricing?: SalePricing },
  also: Awaited<ReturnType<typeof lowerPlanItems>>,
  actor: Actor,
  nationalId: number | null,
) {
  const update = await prepareUpdate(SALE, sale.id, changes, {
    recordName: 'sale',
    current: sale,
    expectedVersion: sale.version,
    also,
  });
  await transact(update.items, () => new ConflictError());
  return taxFreeOnWire(update.entity, actor, nationalId);
}
