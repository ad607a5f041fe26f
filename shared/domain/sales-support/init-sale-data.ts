import { loadEntities } from '../../db/entity-store';
import { ValidationError } from '../../errors';
import { leadRecords } from '../attention-requests/lead-record';
import { BOOKING_SCOPE } from '../bookings/booking-scope';
import { bookingHead } from '../bookings/bookings';
import type { StaffCaller } from '../callers/callers';
import { clientRecord, clientSimple } from '../clients/client-record';
import type { ClientEntity } from '../clients/clients';
import { applicableDiscounts } from '../discounts/applicable-discounts';
import { discountRecords } from '../discounts/discounts';
import { halalasOfSar, sarOfHalalas } from '../money';
import { BUILDING, buildingSimple, PROJECT, projectSimple } from '../projects/projects';
import { BOOKING, type BookingEntity, SALE } from '../sales/sales';
import { unitRecords } from '../units/units';
import { inScope } from '../users/row-scope';
import { type InitSaleContext, initSaleContext, visibleBooking } from './init-sale-context';
import { chosenDiscounts } from './init-sale-discounts';
import {
  DEFAULT_STRIVING_RATE,
  priceSale,
  pricingOnWire,
  type StrivingPayer,
  type TaxPayer,
} from './pricing';

/** What the agent chooses for a sale's price (the get-data amounts and init sale take the same). */
export interface PricingChoice {
  discount_ids?: number[] | undefined;
  tax_payer?: TaxPayer | undefined;
  /** The client holds a first-home (tax-free) certificate: the state bears the tax on up to SAR 1,000,000. */
  first_home?: boolean | undefined;
  striving_payer?: StrivingPayer | undefined;
  striving_rate?: number | undefined;
}

/** Why init sale would be refused now (a 409), or null when it may go ahead. */
export type InitSaleBlocker = 'unit_has_sale' | 'no_accepted_booking' | 'deadline_passed';

/** The check init sale makes before writing, in the order it makes it. */
export function initSaleBlocker(context: InitSaleContext, now = new Date()): InitSaleBlocker | null {
  if (context.unit.sale_id || context.unit.status === 'sold') return 'unit_has_sale';
  const booking = context.booking;
  if (booking?.status !== 'accepted') return 'no_accepted_booking';
  if (!booking.init_deadline_at || booking.init_deadline_at < now.toISOString()) return 'deadline_passed';
  return null;
}

/** The client fields a sale needs (STAFF-DOMAIN 5.6); each missing one is a 422 naming it. */
export const REQUIRED_CLIENT_FIELDS = ['national_id', 'phone'] as const;

export const missingClientFields = (client: ClientEntity | undefined) =>
  REQUIRED_CLIENT_FIELDS.filter(
    (field) => client?.[field] === null || client?.[field] === undefined || client?.[field] === '',
  );

/** The sale's price for the agent's choice: the chosen discounts checked, a first home only for a citizen. */
export async function pricingFor(context: InitSaleContext, choice: PricingChoice) {
  const booking = context.booking;
  const clientId = booking?.client_id ?? null;
  const firstHome = choice.first_home ?? false;
  // A rate above the legal default needs approval (STAFF-DOMAIN 6.8): the sale's striving change, later.
  if (choice.striving_rate !== undefined && choice.striving_rate > DEFAULT_STRIVING_RATE)
    throw ValidationError.forField('striving_rate', 'validation.max.numeric', { max: DEFAULT_STRIVING_RATE });
  if (firstHome && !String(context.client?.national_id ?? '').startsWith('1'))
    throw ValidationError.forField('first_home', 'init_sale.first_home_citizen_only');
  return priceSale({
    price_before_tax: halalasOfSar(context.unit.price_before_tax ?? 0),
    discounts: await chosenDiscounts(context.unit, clientId, choice.discount_ids ?? []),
    tax_rate: context.unit.tax_rate ?? 5,
    tax_free: firstHome,
    tax_payer: choice.tax_payer ?? 'client',
    striving_payer: choice.striving_payer ?? 'client',
    striving_rate: choice.striving_rate ?? DEFAULT_STRIVING_RATE,
  });
}

/** A booking as init sale shows it: its hold, approval and earnest money (SAR), and its client. */
function bookingOnWire(booking: BookingEntity, client: ClientEntity | undefined) {
  return {
    ...bookingHead(booking),
    booking_open_at: booking.booking_open_at,
    booking_expired_at: booking.booking_expired_at,
    accepted_at: booking.accepted_at ?? null,
    init_deadline_at: booking.init_deadline_at ?? null,
    orbon_amount: sarOfHalalas(booking.orbon_amount ?? 0),
    client: clientSimple(client),
  };
}

/** Init sale, main data: the unit and its prices, and its active booking when the viewer's scope holds it. */
export async function initSaleMainData(viewer: StaffCaller, unitId: number) {
  const context = await initSaleContext(viewer, unitId);
  const { unit } = context;
  const loaded = await loadEntities([
    { type: PROJECT, id: unit.project_id },
    { type: BUILDING, id: unit.building_id },
  ]);
  const blocker = initSaleBlocker(context);
  return {
    unit: {
      id: unit.id,
      name: unit.name,
      name_full: unit.name_full,
      status: unit.status,
      project_id: unit.project_id,
      building_id: unit.building_id,
      price_before_tax: unit.price_before_tax,
      tax_rate: unit.tax_rate,
      tax_value: unit.tax_value,
      price_after_tax: unit.price_after_tax,
    },
    project: await projectSimple(loaded.get(PROJECT, unit.project_id)),
    building: buildingSimple(loaded.get(BUILDING, unit.building_id)),
    booking: context.booking ? bookingOnWire(context.booking, context.client) : null,
    can_init_sale: blocker === null,
    init_sale_blocker: blocker,
  };
}

/**
 * Init sale, saleable detail: the unit's full record; its bookings, sale and client only when the
 * viewer's scope holds them (else null).
 */
export async function initSaleSaleableData(viewer: StaffCaller, unitId: number) {
  const context = await initSaleContext(viewer, unitId);
  const { unit } = context;
  const [[record], loaded] = await Promise.all([
    unitRecords([unit]),
    loadEntities([
      { type: BOOKING, id: unit.next_booking_id },
      { type: SALE, id: unit.sale_id },
    ]),
  ]);
  const scoped = (entity: object | undefined) =>
    entity !== undefined &&
    inScope(viewer, 'holds-and-sales', { project_id: unit.project_id, ...entity }, BOOKING_SCOPE);
  const saleVisible = scoped(loaded.get(SALE, unit.sale_id));
  const unitRecord = record as NonNullable<typeof record>;
  return {
    ...unitRecord,
    activeBooking: context.booking ? unitRecord.activeBooking : null,
    nextBooking: scoped(loaded.get(BOOKING, unit.next_booking_id)) ? unitRecord.nextBooking : null,
    sale: saleVisible ? unitRecord.sale : null,
    client: context.booking || saleVisible ? unitRecord.client : null,
  };
}

/** Init sale, attention data: the booking's client, the lead it came from, and the client fields still missing. */
export async function initSaleAttentionData(viewer: StaffCaller, unitId: number) {
  const context = await initSaleContext(viewer, unitId);
  visibleBooking(context);
  const [client, leads] = await Promise.all([
    context.client ? clientRecord(context.client) : null,
    context.lead ? leadRecords([context.lead]) : [],
  ]);
  return {
    client,
    attention_request: leads[0] ?? null,
    missing_client_fields: [...missingClientFields(context.client)],
  };
}

/** Init sale, discounts: the discounts a sale of the unit to the booking's client may take today. */
export async function initSaleDiscountsData(viewer: StaffCaller, unitId: number) {
  const context = await initSaleContext(viewer, unitId);
  const discounts = await applicableDiscounts(context.unit, context.booking?.client_id ?? null, new Date());
  return { discounts: await discountRecords(discounts) };
}

/** Init sale, discounts amount and striving amount: the sale's price for a chosen set (SAR, 2 decimals). */
export async function initSalePricingData(viewer: StaffCaller, unitId: number, choice: PricingChoice) {
  const context = await initSaleContext(viewer, unitId);
  return pricingOnWire(await pricingFor(context, choice));
}
