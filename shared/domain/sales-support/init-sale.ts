import { findEntity, prepareCreate } from '../../db/entity-store';
import { transaction } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import { ConflictError, type FieldMessages, ValidationError } from '../../errors';
import { ATTENTION_REQUEST } from '../attention-requests/attention-requests';
import { isOpenLead } from '../attention-requests/lead-lifecycle';
import { prepareLeadStatus } from '../attention-requests/lead-writes';
import { prepareBookingConversion } from '../bookings/booking-writes';
import type { StaffCaller } from '../callers/callers';
import { CLIENT } from '../clients/clients';
import { riyadhDay } from '../home/riyadh-day';
import { type Actor, SYSTEM_ACTOR } from '../lifecycle/lifecycle';
import { halalasOfSar, sarOfHalalas } from '../money';
import { prepareOrbonReceipt } from '../sale-operations/orbon-receipt';
import { LostRace, untilSettled } from '../sale-operations/pay';
import { BANK_STAGES, bankStep, financedBy } from '../sale-settings/bank-stages';
import { actorUserId } from '../sale-settings/settings-sale';
import { saleRecords } from '../sales/sale-records';
import { type BookingEntity, SALE, type Sale, type SaleEntity, type SalePricing } from '../sales/sales';
import { SALE_CLIENT, UNIT } from '../units/units';
import { type InitSaleContext, initSaleContext, visibleBooking } from './init-sale-context';
import { initSaleBlocker, missingClientFields, type PricingChoice, pricingFor } from './init-sale-data';
import {
  addDays,
  BALANCE_DAYS,
  DEFAULT_DOWN_PAYMENT_PERCENT,
  DOWN_PAYMENT_DAYS,
  initialPaymentLines,
  PAYMENT_PLAN,
  type PaymentPlanEntity,
  paymentLinesOnWire,
} from './init-sale-payment-plan';
import { percentOf, pricingOnWire } from './pricing';
import { FINANCIAL_SOLVENCY, type PurchaseMethod } from './solvency';
import { BANK } from './solvency-banks';

/** What the agent sends to turn the accepted booking into a sale. */
export interface InitSaleInput extends PricingChoice {
  purchase_method: PurchaseMethod;
  /** SAR; default: 10 % of the client total less the earnest money. */
  down_payment?: number | undefined;
  /** Riyadh days, YYYY-MM-DD; default: 7 and 30 days from today. */
  down_payment_due_date?: string | undefined;
  balance_due_date?: string | undefined;
  /** How the client paid the hold's earnest money, for its receipt (default `bank_transfer`). */
  orbon_method?: OrbonMethod | undefined;
  orbon_reference_no?: string | undefined;
  /** The financing bank of a bank purchase; default: the one the booking's solvency names. */
  bank_id?: number | undefined;
}

/**
 * A financed sale's bank and its first stage: the bank asked for, else the one the booking's
 * solvency named; the stage machine starts at `price_offer_issued`, as a purchase-method change
 * starts it. Without a bank (or for cash) the sale starts without stages: the purchase method names it later.
 */
async function bankStart(input: InitSaleInput, booking: BookingEntity, actor: Actor) {
  if (!financedBy(input.purchase_method)) return {};
  const solvency = booking.financial_solvency_id
    ? await findEntity(FINANCIAL_SOLVENCY, booking.financial_solvency_id)
    : undefined;
  const bankId = input.bank_id ?? solvency?.financing_bank_id ?? undefined;
  if (bankId === undefined) return {};
  if (!(await findEntity(BANK, bankId))) throw ValidationError.forField('bank_id', 'validation.exists');
  const start = bankStep({
    action: 'start',
    from: null,
    to: BANK_STAGES[0],
    date: new Date().toISOString().slice(0, 10),
    note: null,
    by_user_id: actorUserId(actor),
  });
  return { bank_id: bankId, bank_stage: BANK_STAGES[0], bank_stage_history: [start] };
}

/** The ways earnest money is paid at the counter (a gateway or a bank's financing never pays it). */
export const ORBON_METHODS = ['bank_transfer', 'cash', 'cheque', 'mada_pos'] as const;
export type OrbonMethod = (typeof ORBON_METHODS)[number];

/** The refusal a blocked init sale answers (409), with its own message. */
const REFUSAL = {
  unit_has_sale: 'init_sale.unit_has_sale',
  no_accepted_booking: 'init_sale.no_accepted_booking',
  deadline_passed: 'init_sale.deadline_passed',
} as const;

function checkRequest(context: InitSaleContext, input: InitSaleInput, today: string) {
  const errors: FieldMessages = {};
  for (const field of missingClientFields(context.client)) errors[field] = [{ key: 'validation.required' }];
  const downDue = input.down_payment_due_date;
  if (downDue !== undefined && downDue < today)
    errors.down_payment_due_date = [{ key: 'validation.after_or_equal', params: { date: 'today' } }];
  const balanceDue = input.balance_due_date;
  if (balanceDue !== undefined && balanceDue < (downDue ?? today))
    errors.balance_due_date = [
      { key: 'validation.after_or_equal', params: { date: downDue ? 'down payment due date' : 'today' } },
    ];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * Items init sale may write: the orbon receipt (number, operation: about 6), the sale with its
 * links, counts and seven lists (about 22), the plan, the hold's conversion (booking, guards, unit,
 * counters, the waiting hold's cancel and notice: about 40) and the lead's status. Measured at 85
 * with every part present (test/contract/system-user/init-sale.test.ts): the whole of DynamoDB's
 * 100, so a part added to this write must first take items out of it.
 */
const INIT_SALE_BUDGET = 100;

/** The lead the booking came from, converted by the system (nothing when it is already closed). */
async function convertLead(booking: BookingEntity): Promise<TransactItem[]> {
  if (!booking.attention_request_id) return [];
  const lead = await findEntity(ATTENTION_REQUEST, booking.attention_request_id);
  if (!lead || !isOpenLead(lead.status ?? 'new')) return [];
  return (await prepareLeadStatus(lead.id, 'converted', SYSTEM_ACTOR)).items;
}

/**
 * Init sale (STAFF-DOMAIN 5.6), in one transaction: the sale (`draft`) with its price snapshot
 * (discounts frozen on it) and its payment plan; the booking's earnest money counted as paid; the
 * booking `accepted` → `converted` (conditioned on its status and its init deadline still ahead);
 * the unit `booked` → `sold` with its sale and buyer, the project's unit counters moved; the waiting
 * booking cancelled with a notice to its agent; the lead converted. Any of them refused, nothing is
 * written: of racing init sales of one unit exactly one lands, the others answer 409.
 */
export function initSale(viewer: StaffCaller, actor: Actor, unitId: number, input: InitSaleInput) {
  return untilSettled(() => initSaleAttempt(viewer, actor, unitId, input));
}

async function initSaleAttempt(viewer: StaffCaller, actor: Actor, unitId: number, input: InitSaleInput) {
  const context = await initSaleContext(viewer, unitId);
  if (context.booked && !context.booking && !context.unit.sale_id) visibleBooking(context);
  const blocker = initSaleBlocker(context);
  if (blocker) throw new ConflictError(REFUSAL[blocker]);
  const { unit } = context;
  const booking = visibleBooking(context);
  const now = new Date();
  const today = riyadhDay(now);
  checkRequest(context, input, today);
  const pricing = await pricingFor(context, input);
  const orbon = booking.orbon_amount ?? 0;
  const downPayment =
    input.down_payment !== undefined
      ? halalasOfSar(input.down_payment)
      : Math.max(0, percentOf(pricing.client_total, DEFAULT_DOWN_PAYMENT_PERCENT) - orbon);
  if (orbon + downPayment > pricing.client_total)
    throw ValidationError.forField('down_payment', 'init_sale.payments_exceed_total', {
      total: sarOfHalalas(pricing.client_total).toFixed(2),
    });

  const sale: Sale = {
    reason_for_pay_id: null,
    project_id: unit.project_id,
    building_id: unit.building_id,
    unit_id: unit.id,
    tax_reference_number: null,
    sale_type: input.purchase_method,
    target_type: context.client?.type === 'company' ? 'company' : 'individual',
    status: 'draft',
    client_id: booking.client_id,
    booking_id: booking.id,
    sale_support_user_id: booking.sale_support_user_id ?? viewer.id,
    department_id: booking.department_id ?? viewer.department_id,
    attention_request_id: booking.attention_request_id ?? null,
    purchase_method: input.purchase_method,
    pricing,
    paid_total: orbon,
    refunded_total: 0,
    ...(await bankStart(input, booking, actor)),
  };
  const saleCreate = await prepareCreate(SALE, sale, {
    links: [
      { type: CLIENT, id: booking.client_id },
      { type: UNIT, id: unit.id },
    ],
    counts: [{ parent: { type: UNIT, id: unit.id }, counter: SALE_CLIENT }],
  });
  const saleId = saleCreate.entity.id;
  const planCreate = await prepareCreate(
    PAYMENT_PLAN,
    {
      sale_id: saleId,
      plan_version: 1,
      total: pricing.client_total,
      lines: initialPaymentLines({
        total: pricing.client_total,
        orbon,
        down_payment: downPayment,
        purchase_method: input.purchase_method,
        today,
        down_payment_due_date: input.down_payment_due_date ?? addDays(today, DOWN_PAYMENT_DAYS),
        balance_due_date: input.balance_due_date ?? addDays(today, BALANCE_DAYS),
      }),
    },
    { id: saleId },
  );

  const orbonLine = planCreate.entity.lines.find((line) => line.kind === 'orbon');
  const orbonReceipt = orbonLine
    ? await prepareOrbonReceipt({
        saleId,
        lineSequence: orbonLine.sequence,
        amount: orbon,
        method: input.orbon_method ?? 'bank_transfer',
        reference_no: input.orbon_reference_no ?? null,
        userId: viewer.id,
        now,
      })
    : undefined;

  // The hold converted, its guards given back, the waiting hold cancelled with a notice to its
  // agent, the unit sold with its counters: the holds module's items, in this one transaction.
  const conversion = await prepareBookingConversion(booking, saleId, actor, { at: now });
  const tx = transaction('init-sale', { budget: INIT_SALE_BUDGET })
    .add(orbonReceipt ? orbonReceipt.receipt : [])
    .include('orbon-payment', { items: orbonReceipt?.items ?? [] })
    .include('sale', saleCreate)
    .include('payment-plan', planCreate)
    .include('booking-conversion', conversion)
    .include('lead-conversion', { items: await convertLead(booking) });
  try {
    // A receipt number another receipt took meanwhile is a lost race (read again).
    await tx.commit({ 'receipt-number': () => new LostRace(), '*': () => new ConflictError() });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    // Lost a race: say why when the unit or the booking has moved on.
    const after = await initSaleContext(viewer, unitId).catch(() => undefined);
    const moved = after ? initSaleBlocker(after) : null;
    throw moved ? new ConflictError(REFUSAL[moved]) : error;
  }
  return initSaleRecord(saleCreate.entity, planCreate.entity);
}

/** A sale just initialised as the staff app reads it: the Sale record, its money, price snapshot and plan (SAR). */
async function initSaleRecord(sale: SaleEntity, plan: PaymentPlanEntity) {
  const [record] = await saleRecords([sale], { withBuyer: true });
  const pricing = sale.pricing as SalePricing;
  const paid = sale.paid_total ?? 0;
  const refunded = sale.refunded_total ?? 0;
  return {
    ...(record as NonNullable<typeof record>),
    booking_id: sale.booking_id ?? null,
    sale_support_user_id: sale.sale_support_user_id ?? null,
    department_id: sale.department_id ?? null,
    attention_request_id: sale.attention_request_id ?? null,
    purchase_method: sale.purchase_method ?? null,
    paid_total: sarOfHalalas(paid),
    refunded_total: sarOfHalalas(refunded),
    balance: sarOfHalalas(pricing.client_total - (paid - refunded)),
    pricing: pricingOnWire(pricing),
    payment_plan: {
      plan_version: plan.plan_version,
      total: sarOfHalalas(plan.total),
      lines: paymentLinesOnWire(plan.lines),
    },
  };
}
