import { findEntity, loadEntities } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import { type Locale, type MessageKey, translate } from '../../i18n';
import { ATTENTION_REQUEST } from '../attention-requests/attention-requests';
import { leadRecords } from '../attention-requests/lead-record';
import type { StaffCaller } from '../callers/callers';
import { clientSimple } from '../clients/client-record';
import { CLIENT } from '../clients/clients';
import { applicableDiscounts } from '../discounts/applicable-discounts';
import { discountRecords } from '../discounts/discounts';
import { riyadhDay } from '../home/riyadh-day';
import { sarOrNull } from '../money';
import { BUILDING, buildingSimple, PROJECT, projectSimple } from '../projects/projects';
import { saleFiles } from '../sale-files/sale-files';
import { owedBalance } from '../sale-operations/pay';
import { BANK_STAGE_TARGETS, financedBy } from '../sale-settings/bank-stages';
import { BOOKING, type BookingEntity, SALE, type SaleEntity, saleSimple } from '../sales/sales';
import { type UnitEntity, unitSimple } from '../units/units';
import { USER, userSimple } from '../users/users';
import { browsableUnit, salesRecordInScope } from './browse-scope';
import { salesBooking, salesUnitRecords } from './browse-unit-records';
import { pricingOnWire } from './pricing';
import { PURCHASE_METHODS } from './solvency';
import { BANK } from './solvency-banks';

/** The main data tab: the unit with its project, building, prices, and its bookings and sale when in scope. */
export async function unitMainData(viewer: StaffCaller, unitId: number) {
  const unit = await browsableUnit(viewer, unitId);
  const [record] = await salesUnitRecords(viewer, [unit]);
  return record;
}

/** The unit's active and next bookings that are in the viewer's row scope (others read as absent). */
async function scopedBookings(viewer: StaffCaller, unit: UnitEntity) {
  const loaded = await loadEntities([
    { type: BOOKING, id: unit.active_booking_id },
    { type: BOOKING, id: unit.next_booking_id },
  ]);
  const pick = (booking: BookingEntity | undefined) =>
    booking && salesRecordInScope(viewer, 'holds-and-sales', booking, unit) ? booking : undefined;
  return {
    active: pick(loaded.get(BOOKING, unit.active_booking_id)),
    next: pick(loaded.get(BOOKING, unit.next_booking_id)),
  };
}

/**
 * The booking tab: the unit's active booking and the one waiting behind it (STAFF-DOMAIN 5.2),
 * each with its times, state, the seconds left on its clock and its agent and client; a booking
 * outside the viewer's row scope reads as null.
 */
export async function unitBookingTab(viewer: StaffCaller, unitId: number, now = new Date()) {
  const unit = await browsableUnit(viewer, unitId);
  const { active, next } = await scopedBookings(viewer, unit);
  const people = await loadEntities(
    [active, next].flatMap((booking) => [
      { type: CLIENT, id: booking?.client_id },
      { type: USER, id: booking?.sale_support_user_id ?? null },
    ]),
  );
  return {
    unit_id: unit.id,
    unit_status: unit.status,
    activeBooking: salesBooking(active, people, now),
    nextBooking: salesBooking(next, people, now),
  };
}

/**
 * The lead/client tab: the clients tied to the unit through records in the viewer's scope (the
 * active booking's, the waiting booking's, the buyer of its sale), each with how it is tied, and
 * the leads those bookings were made for.
 */
export async function unitAttentionClients(viewer: StaffCaller, unitId: number) {
  const unit = await browsableUnit(viewer, unitId);
  const { active, next } = await scopedBookings(viewer, unit);
  const sale = await scopedSale(viewer, unit);
  const ties = [
    { relation: 'active_booking', clientId: active?.client_id, leadId: active?.attention_request_id },
    { relation: 'next_booking', clientId: next?.client_id, leadId: next?.attention_request_id },
    { relation: 'buyer', clientId: sale?.client_id, leadId: sale?.attention_request_id },
  ];
  const loaded = await loadEntities(
    ties.flatMap((tie) => [
      { type: CLIENT, id: tie.clientId },
      { type: ATTENTION_REQUEST, id: tie.leadId ?? null },
    ]),
  );
  const clients = ties.flatMap((tie) => {
    const client = clientSimple(loaded.get(CLIENT, tie.clientId));
    return client ? [{ ...client, relation: tie.relation }] : [];
  });
  const leadIds = [...new Set(ties.flatMap((tie) => (typeof tie.leadId === 'number' ? [tie.leadId] : [])))];
  return {
    unit_id: unit.id,
    clients,
    attentionRequests: await leadRecords(loaded.list(ATTENTION_REQUEST, leadIds)),
  };
}

/**
 * The discounts tab: the active (`approved`) discounts of the unit's project whose days cover
 * today (Asia/Riyadh) and whose target is the project, the unit's building, the unit, or the
 * client holding it (its active booking, when in the viewer's scope). Read from the project's
 * active-discount list (one page of 100, newest first), never the whole table.
 */
export async function unitDiscounts(viewer: StaffCaller, unitId: number, now = new Date()) {
  const unit = await browsableUnit(viewer, unitId);
  const { active } = await scopedBookings(viewer, unit);
  const applicable = await applicableDiscounts(unit, active?.client_id ?? null, now);
  return {
    unit_id: unit.id,
    client_id: active?.client_id ?? null,
    date: riyadhDay(now),
    discounts: await discountRecords(applicable),
  };
}

/** The unit's sale when the viewer's row scope holds it. */
async function scopedSale(viewer: StaffCaller, unit: UnitEntity): Promise<SaleEntity | undefined> {
  const sale = typeof unit.sale_id === 'number' ? await findEntity(SALE, unit.sale_id) : undefined;
  return sale && salesRecordInScope(viewer, 'holds-and-sales', sale, unit) ? sale : undefined;
}

async function visibleSale(viewer: StaffCaller, unitId: number) {
  const unit = await browsableUnit(viewer, unitId);
  const sale = await scopedSale(viewer, unit);
  if (!sale) throw new NotFoundError('sale');
  return { unit, sale };
}

/**
 * The sale tab: the unit's sale (404 when it has none or it is outside the viewer's row scope)
 * with its price snapshot, money received and paid back, and the balance the client still owes
 * (`owedBalance`: 0 once cancelled; null for a sale without a snapshot, as the seed's).
 */
export async function unitSale(viewer: StaffCaller, unitId: number) {
  const { unit, sale } = await visibleSale(viewer, unitId);
  const loaded = await loadEntities([
    { type: PROJECT, id: unit.project_id },
    { type: BUILDING, id: unit.building_id },
    { type: CLIENT, id: sale.client_id },
    { type: USER, id: sale.sale_support_user_id ?? null },
  ]);
  const paid = sale.paid_total ?? 0;
  const refunded = sale.refunded_total ?? 0;
  return {
    ...saleSimple(sale),
    client_id: sale.client_id,
    booking_id: sale.booking_id ?? null,
    attention_request_id: sale.attention_request_id ?? null,
    sale_support_user_id: sale.sale_support_user_id ?? null,
    purchase_method: sale.purchase_method ?? null,
    created_at: sale.created_at,
    pricing: sale.pricing ? pricingOnWire(sale.pricing) : null,
    paid_total: sarOrNull(paid),
    refunded_total: sarOrNull(refunded),
    balance: sale.pricing ? sarOrNull(owedBalance(sale)) : null,
    unit: unitSimple(unit),
    building: buildingSimple(loaded.get(BUILDING, unit.building_id)),
    project: await projectSimple(loaded.get(PROJECT, unit.project_id)),
    client: clientSimple(loaded.get(CLIENT, sale.client_id)),
    saleSupportUser: userSimple(loaded.get(USER, sale.sale_support_user_id ?? null)),
    // The sale's live documents, newest first, each with a short-lived download URL.
    files: await saleFiles(sale.id),
  };
}

/**
 * The sale tab's bank follow-up (404 as the sale tab): the sale's purchase method, its bank and the
 * stage its financing stands at (null until the purchase method names a bank; the stages move in
 * the sale settings, shared/domain/sale-settings), and the stages the follow-up walks.
 */
export async function unitSaleBankFollow(viewer: StaffCaller, unitId: number, locale: Locale) {
  const { sale } = await visibleSale(viewer, unitId);
  const method = sale.purchase_method ?? null;
  const known = (PURCHASE_METHODS as readonly string[]).includes(method ?? '');
  const bank = sale.bank_id ? await findEntity(BANK, sale.bank_id) : undefined;
  const stage = sale.bank_stage ?? null;
  return {
    sale_id: sale.id,
    purchase_method: method,
    purchase_method_text: known
      ? translate(locale, `sales_browse.purchase_method.${method}` as MessageKey)
      : null,
    follows_bank: financedBy(method),
    bank: bank ? { id: bank.id, name: locale === 'ar' ? bank.name_ar : bank.name } : null,
    stage,
    stage_text: stage ? translate(locale, `sales_browse.bank_stage.${stage}` as MessageKey) : null,
    stages: BANK_STAGE_TARGETS.map((value) => ({
      value,
      label: translate(locale, `sales_browse.bank_stage.${value}` as MessageKey),
    })),
  };
}
