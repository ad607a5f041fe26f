import { findEntity, updateEntity } from '../../db/entity-store';
import { ConflictError, ValidationError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import type { Actor } from '../lifecycle/lifecycle';
import { halalasOfSar, sarOfHalalas } from '../money';
import { SALE, type SaleEntity } from '../sales/sales';
import { PAYMENT_PLAN } from '../sales-support/init-sale-payment-plan';
import { MAX_ORBON_PERCENT, percentOf } from '../sales-support/pricing';
import { ORBON_STATUSES, type OrbonStatus, orbonLifecycle } from './orbon-lifecycle';
import { actorUserId, settingsSale } from './settings-sale';

/** Earnest money within the limit, and the excess booked as an advance payment (halalas). */
const split = (total: number, limit: number) => ({
  orbon: Math.min(total, limit),
  advance: Math.max(0, total - limit),
});

/** The sale's earnest money now, in halalas: its status, the whole amount, and its split at the 5 % limit. */
async function orbonState(sale: SaleEntity) {
  const netPrice = sale.pricing?.net_price;
  if (netPrice === undefined) throw new ConflictError('sale_settings.no_price');
  // A sale not yet touched here has the earnest money init sale carried over from the booking: its plan's orbon line.
  const line =
    sale.orbon_status == null
      ? (await findEntity(PAYMENT_PLAN, sale.id))?.lines.find((candidate) => candidate.kind === 'orbon')
      : undefined;
  const total =
    sale.orbon_status == null
      ? (line?.amount ?? 0)
      : (sale.orbon_amount ?? 0) + (sale.orbon_advance_amount ?? 0);
  const status: OrbonStatus =
    sale.orbon_status == null
      ? line && line.amount > 0 && line.paid_amount >= line.amount
        ? 'received'
        : 'none'
      : (sale.orbon_status as OrbonStatus);
  const limit = percentOf(netPrice, MAX_ORBON_PERCENT);
  return { status, total, limit, netPrice, ...split(total, limit) };
}

type OrbonState = Awaited<ReturnType<typeof orbonState>>;

function orbonOnWire(sale: SaleEntity, state: OrbonState, actor: Actor) {
  const context = { from: state.status, actor, subject: { sale, amount: state.total } };
  const next = orbonLifecycle.transitions
    .filter((row) => row.to && orbonLifecycle.can(row.action, context))
    .map((row) => row.to as OrbonStatus);
  return {
    sale_id: sale.id,
    sale_status: sale.status,
    orbon_status: state.status,
    orbon_amount: sarOfHalalas(state.orbon),
    orbon_advance_amount: sarOfHalalas(state.advance),
    orbon_limit: sarOfHalalas(state.limit),
    limit_percent: MAX_ORBON_PERCENT,
    net_price: sarOfHalalas(state.netPrice),
    statuses: [...ORBON_STATUSES],
    next_statuses: next,
  };
}

/** The earnest money of a sale in the viewer's scope and the statuses the actor may move it to (get data). */
export async function saleOrbonData(viewer: StaffCaller, actor: Actor, saleId: number) {
  const sale = await settingsSale(viewer, saleId);
  return orbonOnWire(sale, await orbonState(sale), actor);
}

export interface OrbonChange {
  orbon_status: OrbonStatus;
  /** SAR; required when asking for earnest money (`pending`), ignored otherwise. */
  orbon_amount?: number | undefined;
}

/**
 * Moves a sale's earnest money through its life cycle, written under the sale version read (of racing
 * changes one lands, the others 409). Asking (`pending`) takes the amount: above 5 % of the net price,
 * the excess is kept apart as `orbon_advance_amount` (an advance on the price, never forfeited).
 */
export async function changeSaleOrbon(viewer: StaffCaller, actor: Actor, saleId: number, input: OrbonChange) {
  const sale = await settingsSale(viewer, saleId);
  const state = await orbonState(sale);
  let total = state.total;
  if (input.orbon_status === 'pending') {
    if (input.orbon_amount === undefined)
      throw ValidationError.forField('orbon_amount', 'validation.required');
    total = halalasOfSar(input.orbon_amount);
    const clientTotal = sale.pricing?.client_total ?? 0;
    if (total <= 0 || total > clientTotal)
      throw ValidationError.forField('orbon_amount', 'sale_settings.orbon_amount_range', {
        max: sarOfHalalas(clientTotal).toFixed(2),
      });
  }
  orbonLifecycle.stepTo(input.orbon_status, {
    from: state.status,
    actor,
    subject: { sale, amount: total },
  });
  const kept = input.orbon_status === 'none' ? 0 : total;
  const updated = await updateEntity(
    SALE,
    sale.id,
    {
      orbon_status: input.orbon_status,
      orbon_amount: split(kept, state.limit).orbon,
      orbon_advance_amount: split(kept, state.limit).advance,
      orbon_updated_at: new Date().toISOString(),
      orbon_updated_by_user_id: actorUserId(actor),
    },
    { recordName: 'sale', current: sale, expectedVersion: sale.version },
  );
  return orbonOnWire(
    updated,
    { ...state, status: input.orbon_status, total: kept, ...split(kept, state.limit) },
    actor,
  );
}
