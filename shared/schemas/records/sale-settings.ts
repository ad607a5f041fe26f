import * as z from 'zod';
import { FormOption } from './common';
import { Discount } from './discounts';
import { InitSalePricing, PaymentPlanLine } from './init-sale';

const ORBON_STATUSES = ['none', 'pending', 'received', 'applied', 'refunded', 'forfeited'] as const;

/** A sale's earnest money (STAFF-DOMAIN 6.7) in SAR: the part within 5 % of the net price, the excess booked as an advance, and where it may move. */
export const SaleOrbonStatus = z.strictObject({
  sale_id: z.number().int(),
  sale_status: z.string(),
  orbon_status: z.enum(ORBON_STATUSES),
  orbon_amount: z.number(),
  orbon_advance_amount: z.number(),
  orbon_limit: z.number(),
  limit_percent: z.number(),
  net_price: z.number(),
  statuses: z.array(z.enum(ORBON_STATUSES)),
  next_statuses: z.array(z.enum(ORBON_STATUSES)),
});

const TAX_FREE_STATUSES = ['not_applicable', 'requested', 'approved', 'rejected'] as const;

/** A sale's first-home (tax-free) status (STAFF-DOMAIN 6.6): the certificate, and the price now and once approved (SAR). */
export const SaleTaxFreeStatus = z.strictObject({
  sale_id: z.number().int(),
  sale_status: z.string(),
  tax_free_status: z.enum(TAX_FREE_STATUSES),
  certificate_number: z.string().nullable(),
  certificate_date: z.string().nullable(),
  beneficiary_national_id: z.number().int().nullable(),
  client_national_id: z.number().int().nullable(),
  decided_by_user_id: z.number().int().nullable(),
  decided_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
  state_tax: z.number(),
  client_total: z.number(),
  state_tax_if_approved: z.number(),
  client_total_if_approved: z.number(),
  held: z.number(),
  next_statuses: z.array(z.enum(TAX_FREE_STATUSES)),
});

/** A sale's maintenance period (STAFF-DOMAIN 6.9): months from delivery, and its end once delivered. */
export const SaleMaintenancePeriod = z.strictObject({
  sale_id: z.number().int(),
  sale_status: z.string(),
  maintenance_months: z.number().int(),
  default_months: z.number().int(),
  delivered_at: z.string().nullable(),
  maintenance_ends_at: z.string().nullable(),
});

/** A sale's payment plan after a reschedule (STAFF-DOMAIN 6.4), in SAR: applied at once, or the lines waiting for approval. */
export const SaleReschedule = z.strictObject({
  sale_id: z.number().int(),
  sale_status: z.string(),
  applied: z.boolean(),
  acceptance_id: z.number().int().nullable(),
  plan_version: z.number().int(),
  client_total: z.number(),
  held: z.number(),
  balance: z.number(),
  lines: z.array(PaymentPlanLine),
  pending_lines: z.array(z.strictObject({ due_date: z.string(), amount: z.number() })).nullable(),
});

/** What a discount or striving change answers first (the domain's `repricedOnWire`), in SAR. */
const repriced = {
  sale_id: z.number().int(),
  sale_status: z.string(),
  applied: z.boolean(),
  acceptance_id: z.number().int().nullable(),
  pricing: InitSalePricing,
  held: z.number(),
  balance: z.number(),
};

/** A sale's discounts after a change (STAFF-DOMAIN 6.5), in SAR: its price, what it holds and owes, its plan, and discounts waiting for approval. */
export const SaleDiscount = z.strictObject({
  ...repriced,
  pending_discount_ids: z.array(z.number().int()).nullable(),
  lines: z.array(PaymentPlanLine),
});

/** Change discount, get data: the sale's price and discounts now, and the discounts that apply to it today. */
export const SaleDiscountData = z.strictObject({
  sale_id: z.number().int(),
  sale_status: z.string(),
  pricing: InitSalePricing,
  held: z.number(),
  applicable_discounts: z.array(Discount),
  pending_discount_ids: z.array(z.number().int()).nullable(),
});

/** A sale's striving (brokerage, STAFF-DOMAIN 6.8) after a change, in SAR: its price, the broker, its plan, and a change waiting for approval. */
export const SaleStriving = z.strictObject({
  ...repriced,
  striving_type: z.enum(['percentage', 'fixed']),
  broker_kind: z.enum(['internal_user', 'external_broker']).nullable(),
  broker_user_id: z.number().int().nullable(),
  broker_name: z.string().nullable(),
  broker_fal_licence_no: z.string().nullable(),
  broker_iban: z.string().nullable(),
  striving_status: z.enum(['unpaid', 'paid']),
  pending_striving: z
    .strictObject({
      striving_payer: z.enum(['client', 'company', 'none']),
      striving_type: z.enum(['percentage', 'fixed']),
      striving_rate: z.number(),
      striving_amount: z.number().nullable(),
    })
    .nullable(),
  lines: z.array(PaymentPlanLine),
});

/** A sale's purchase method (STAFF-DOMAIN 6.5), its bank and bank stage, and the form's choices. */
export const SalePurchaseMethod = z.strictObject({
  sale_id: z.number().int(),
  sale_status: z.string(),
  purchase_method: z.string().nullable(),
  follows_bank: z.boolean(),
  bank_id: z.number().int().nullable(),
  bank_stage: z.string().nullable(),
  financing_amount: z.number().nullable(),
  purchase_methods: z.array(FormOption),
  banks: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
});

/** One step of a sale's bank stage machine: a move, the purchase method starting or closing it. */
const BankStageStep = z.strictObject({
  action: z.enum(['start', 'close', 'forward', 'skip', 'back', 'reject']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  date: z.string(),
  note: z.string().nullable(),
  by_user_id: z.number().int().nullable(),
  at: z.string(),
});

/** A financed sale's bank stage (STAFF-DOMAIN 6.5): where it is, where the caller may move it, the financing (SAR), the deed and the steps. */
export const SaleBankStage = z.strictObject({
  sale_id: z.number().int(),
  sale_status: z.string(),
  purchase_method: z.string().nullable(),
  bank_id: z.number().int().nullable(),
  bank_stage: z.string().nullable(),
  stages: z.array(z.string()),
  next_stages: z.array(z.string()),
  financing_amount: z.number().nullable(),
  financing_limit: z.number(),
  emptying_deed_number: z.number().int().nullable(),
  emptying_date: z.string().nullable(),
  emptied_to: z.string().nullable(),
  history: z.array(BankStageStep),
});
