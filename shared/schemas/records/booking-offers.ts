import * as z from 'zod';
import { bool, int, num, recordId, str, timestamp } from '../fields';
import { FormOption } from './common';

/** Booking offers and financial solvency (sales support, the booking tab). Money: SAR with 2 decimals. */

const BankOption = z.strictObject({ id: recordId(), name: z.string() });

/** get-offer-data: the price offer of a unit's active booking, what the client takes to the bank. */
export const BookingOffer = z.strictObject({
  booking_id: recordId(),
  booking_status: z.string(),
  offer_number: z.string(),
  /** The day (Riyadh) the offer number was given. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  valid_until: timestamp(),
  valid_until_text: str(),
  /** Printed with a draft stamp until the booking is accepted. */
  is_draft: z.boolean(),
  client: z.strictObject({ id: recordId(), name: z.string(), phone: str(), national_id: int() }).nullable(),
  unit: z.strictObject({
    id: recordId(),
    name: z.string(),
    name_full: str(),
    area: str(),
    project_id: int(),
    building_id: int(),
  }),
  project: z.strictObject({ id: recordId(), name: z.string() }).nullable(),
  price_before_tax: z.number(),
  discounts: z.array(
    z.strictObject({
      discount_id: recordId(),
      name: z.string(),
      value_type: z.string(),
      value: z.number(),
      amount: z.number(),
    }),
  ),
  discounts_total: z.number(),
  net_price: z.number(),
  /** Percent (real-estate transaction tax, 5 by default). */
  tax_rate: z.number(),
  tax_amount: z.number(),
  total: z.number(),
  required_orbon: z.number(),
  bank_account: z
    .strictObject({ bank_name: z.string(), iban: z.string(), account_name: z.string() })
    .nullable(),
});

/** A client's financial solvency for one booking (its id is the booking's). */
export const FinancialSolvency = z.strictObject({
  id: recordId(),
  booking_id: int(),
  client_id: int(),
  purchase_method: z.string(),
  purchase_method_text: z.string(),
  employer_sector: str(),
  monthly_income: num(),
  monthly_obligations: num(),
  salary_bank_id: int(),
  salaryBank: BankOption.nullable(),
  redf_supported: bool(),
  financing_bank_id: int(),
  financingBank: BankOption.nullable(),
  pre_approved_amount: num(),
  down_payment_available: z.number(),
  /** The offer's total when it was assessed. */
  required_amount: z.number(),
  result: z.enum(['solvent', 'partially_solvent', 'not_solvent', 'pending_bank']),
  result_text: z.string(),
  overridden_by_user_id: int(),
  overridden_at: timestamp(),
  override_reason: str(),
  /** True for a not solvent result no manager overrode: the booking cannot go to approval. */
  blocks_sending: z.boolean(),
  notes: str(),
  assessed_by_user_id: int(),
  assessed_at: timestamp(),
});

/** financial-solvency get form data: the choices, the amount to cover and the current or default solvency. */
export const FinancialSolvencyFormData = z.strictObject({
  booking_id: recordId(),
  booking_status: z.string(),
  purchase_methods: z.array(FormOption),
  employer_sectors: z.array(FormOption),
  banks: z.array(BankOption),
  results: z.array(FormOption),
  required_amount: z.number(),
  solvency: FinancialSolvency.nullable(),
  /** Set when `solvency` is the client's last one (of that booking), shown as the form's defaults. */
  defaulted_from_booking_id: int(),
});
