import { type EntityOf, entityType } from '../../db/entity-type';
import { pickFields, summaryOf, timeText } from '../records';

/** A sale of a unit to a client (the client is kept for the client's own lists). */
export interface Sale {
  reason_for_pay_id: number | null;
  project_id: number;
  building_id: number;
  unit_id: number;
  tax_reference_number: number | null;
  sale_type: string | null;
  target_type: string | null;
  status: string;
  client_id: number;
  /** When the unit was handed over: the start of its maintenance period (STAFF-DOMAIN 6.9). */
  delivered_at?: string | null;
  /** Months of free maintenance from delivery; absent: DEFAULT_MAINTENANCE_MONTHS (maintenance-period.ts). */
  maintenance_months?: number | null;
  /** The staff side (issue 16, init sale): the hold it came from, who sold it, the lead it converted. */
  booking_id?: number | null;
  sale_support_user_id?: number | null;
  department_id?: number | null;
  attention_request_id?: number | null;
  purchase_method?: string | null;
  /** The price snapshot taken at init sale (shared/domain/sales-support pricing), in halalas. */
  pricing?: SalePricing | null;
  /** Money received and paid back, in halalas (issue 17 moves them; init sale starts them). */
  paid_total?: number;
  refunded_total?: number;
  /** Earnest money (STAFF-DOMAIN 6.7, shared/domain/sale-settings): the part within 5 % and the excess booked as an advance, in halalas. */
  orbon_status?: string | null;
  orbon_amount?: number | null;
  orbon_advance_amount?: number | null;
  orbon_updated_at?: string | null;
  orbon_updated_by_user_id?: number | null;
  /** First-home (tax-free) certificate and its status (STAFF-DOMAIN 6.6, shared/domain/sale-settings). */
  tax_free?: SaleTaxFree | null;
  /** A discount change waiting for approval (shared/domain/sale-repricing): the discounts as priced when asked. */
  pending_discount?: {
    discounts: Array<{
      discount_id: number;
      name: string;
      level: 'project' | 'unit';
      value_type: 'percentage' | 'fixed';
      value: number;
      max_value: number | null;
    }>;
    requested_by_user_id: number | null;
    requested_at: string;
  } | null;
  /** Who earns the striving (brokerage) and whether it was paid out (STAFF-DOMAIN 6.8, shared/domain/sale-repricing). */
  striving?: SaleStriving | null;
  /** A striving change waiting for approval, with who asked. */
  pending_striving?:
    | (SaleStrivingChange & { requested_by_user_id: number | null; requested_at: string })
    | null;
  /** Bank financing (STAFF-DOMAIN 6.5, shared/domain/sale-settings): the bank, its stage, the amount it finances (halalas) and every step taken. */
  bank_id?: number | null;
  bank_stage?: string | null;
  financing_amount?: number | null;
  bank_stage_history?: BankStageStep[];
  /** Emptying (STAFF-DOMAIN 6.9): the deed moved to the buyer or the financing bank. */
  emptying_deed_number?: number | null;
  emptying_date?: string | null;
  emptied_to?: string | null;
  emptied_at?: string | null;
  /** The contract (STAFF-DOMAIN 6.10, shared/domain/sale-contract): its approval, then its number per project and year. */
  contract_acceptance_id?: number | null;
  contract_requested_at?: string | null;
  contract_requested_by_user_id?: number | null;
  contract_rejected_reason?: string | null;
  contract_number?: string | null;
  contracted_at?: string | null;
  /** Force to emptying (STAFF-DOMAIN 6.1): the request, its approval and the balance left outstanding (halalas). */
  force_emptying?: SaleForceEmptying | null;
}

/** The striving's terms beside the price snapshot's amounts: its kind and the broker who earns it. */
export interface SaleStriving {
  striving_type: 'percentage' | 'fixed';
  broker_kind: 'internal_user' | 'external_broker' | null;
  broker_user_id: number | null;
  broker_name: string | null;
  broker_fal_licence_no: string | null;
  broker_iban: string | null;
  striving_status: 'unpaid' | 'paid';
}

/** A change of striving as asked: the payer, a rate (percent) or a fixed amount (halalas), and the broker. */
export interface SaleStrivingChange extends Omit<SaleStriving, 'striving_status'> {
  striving_payer: 'client' | 'company' | 'none';
  striving_rate: number;
  striving_amount: number | null;
}

/** A request to let a contracted sale reach emptying before it is fully paid, and its decision. */
export interface SaleForceEmptying {
  status: string;
  reason: string;
  acceptance_id: number | null;
  requested_by_user_id: number | null;
  requested_at: string;
  /** What the sale still owed when the request was made, and when it was approved (halalas). */
  outstanding_at_request: number;
  outstanding_at_approval: number | null;
  decided_at: string | null;
  decision_reason: string | null;
}

/** One step of a sale's bank stage machine, kept when the purchase method leaves the bank (`action` close). */
export interface BankStageStep {
  action: string;
  from: string | null;
  to: string | null;
  date: string;
  note: string | null;
  by_user_id: number | null;
  at: string;
}

/** A sale's first-home certificate as recorded by sales support, and who verified or rejected it. */
export interface SaleTaxFree {
  status: string;
  certificate_number: string | null;
  certificate_date: string | null;
  beneficiary_national_id: number | null;
  decided_by_user_id: number | null;
  decided_at: string | null;
  reject_reason: string | null;
}

/**
 * A sale's price, frozen when the sale is initialised: every amount in integer halalas, rates in
 * percent. `client_total` is what the client owes in all.
 */
export interface SalePricing {
  price_before_tax: number;
  discounts: Array<{ discount_id: number; name: string; value_type: string; value: number; amount: number }>;
  discounts_total: number;
  net_price: number;
  tax_rate: number;
  tax_amount: number;
  /** The part of the tax the state bears for a first home (tax-free certificate). */
  state_tax: number;
  tax_payer: 'client' | 'company';
  client_tax: number;
  striving_payer: 'client' | 'company' | 'none';
  striving_rate: number;
  striving_amount: number;
  striving_vat: number;
  client_total: number;
}

/**
 * What a booking (a hold on a unit) can be (STAFF-DOMAIN 5.2): `active` holds the unit until
 * `booking_expired_at`; `waiting` stands behind the active one (one deep) and becomes active when it
 * is released; `pending_acceptance` waits for approval with its timer paused; `accepted` has until
 * `init_deadline_at` to become a sale (`converted`); `rejected`, `expired` and `cancelled` released
 * the unit.
 */
export const BOOKING_STATUSES = [
  'active',
  'waiting',
  'pending_acceptance',
  'accepted',
  'rejected',
  'expired',
  'cancelled',
  'converted',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A booking holds a unit for a client between two times. The optional fields are the staff
 * side's (issue 16): who holds it, for which lead, its approval, its pause and its end. Money in
 * integer halalas.
 */
export interface Booking {
  unit_id: number;
  building_id: number;
  client_id: number;
  booking_open_at: string | null;
  booking_expired_at: string | null;
  status: string;
  project_id?: number;
  /** The lead the booking was made for, when it was (make-booking-for-attention-request). */
  attention_request_id?: number | null;
  /** The sales agent who holds it (row scope `own`), and the agent's department (scope `department`). */
  sale_support_user_id?: number | null;
  department_id?: number | null;
  /** The hold's length when it opened (project setting, default 48). */
  hold_hours?: number;
  /** Seconds the hold had left when it went to approval (the timer is paused while it waits). */
  remaining_seconds_when_paused?: number | null;
  acceptance_id?: number | null;
  accepted_at?: string | null;
  /** Accepted: the sale must be initialised before this time. */
  init_deadline_at?: string | null;
  /**
   * When the scheduler must act on the hold: `booking_expired_at` while active, `init_deadline_at`
   * once accepted, absent otherwise (waiting, paused for approval, ended): the due list's order.
   */
  due_at?: string | null;
  /** When the expiry reminder went out (sent once). */
  reminded_at?: string | null;
  /** Earnest money the client paid to hold the unit, in halalas. */
  orbon_amount?: number | null;
  financial_solvency_id?: number | null;
  offer_number?: string | null;
  /** When the offer number was given (the offer's date): the first offer data or print. */
  offer_issued_at?: string | null;
  cancelled_by_user_id?: number | null;
  cancelled_at?: string | null;
  cancel_reason?: string | null;
  converted_sale_id?: number | null;
}

/** The sale lists (GET /system/sales): every combination of status, project and client, each also by creation days. */
export const SALE = entityType<Sale>('SALE', {
  lists: [
    ['status'],
    ['project_id'],
    ['client_id'],
    ['status', 'project_id'],
    ['status', 'client_id'],
    ['project_id', 'client_id'],
    ['status', 'project_id', 'client_id'],
  ],
});
const DAY_MS = 86_400_000;

/**
 * The booking lists: by status, a project's and an agent's by status (the row scopes), and the two
 * the scheduler reads by key range: open holds by `due_at` (shared/domain/bookings/booking-jobs.ts).
 */
export const BOOKING = entityType<Booking>('BOOKING', {
  lists: [
    ['status'],
    ['project_id', 'status'],
    ['sale_support_user_id', 'status'],
    { orderBy: 'due_at', step: DAY_MS },
  ],
});

export const SALE_SIMPLE_FIELDS = [
  'id',
  'reason_for_pay_id',
  'project_id',
  'building_id',
  'unit_id',
  'tax_reference_number',
  'sale_type',
  'target_type',
  'status',
] as const;

export const BOOKING_SIMPLE_FIELDS = [
  'id',
  'unit_id',
  'building_id',
  'client_id',
  'booking_open_at',
  'booking_expired_at',
] as const;

export type SaleEntity = EntityOf<typeof SALE>;

/** The money a sale holds: paid less refunded, in halalas. */
export const saleHeld = (sale: Sale): number => (sale.paid_total ?? 0) - (sale.refunded_total ?? 0);
export type BookingEntity = EntityOf<typeof BOOKING>;

export const saleSimple = (sale: SaleEntity | undefined) => summaryOf(sale, SALE_SIMPLE_FIELDS);

/** BookingSimple, with the two times also as text in the business's time zone. */
export function bookingSimple(booking: BookingEntity | undefined) {
  if (!booking) return null;
  return {
    ...pickFields(booking, BOOKING_SIMPLE_FIELDS),
    booking_open_at_text: timeText(booking.booking_open_at),
    booking_expired_at_text: timeText(booking.booking_expired_at),
  };
}
